import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { signInEndpoints, userEndpoints, userMessages } from '@grofresh/contracts';
import { updateAccount } from '../../flows/account/account';
import { deleteAccount } from '../../flows/account/delete-account';
import type { signIn } from '../../flows/account/sign-in';
import { notFound } from '../../lib/app-error';
import { route } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import { findLiveUser, toUserProfile } from '../../modules/users/users.service';

export const usersRoutes =
  (signInFlow: typeof signIn): FastifyPluginAsync =>
  async (app) => {
    route(app, signInEndpoints.createUser, async ({ body }) =>
      signInFlow(app.db, app.tokens, { phone: body.phone, sessionId: body.session_id }),
    );

    await app.register(accountRoutes);
  };

/**
 * The user calls (docs/product/calls.md#shopper-calls), each for the signed-in shopper's own id:
 * anyone else's answers 404 as if it did not exist (staff and admins may read anyone, never change
 * or delete them).
 */
async function accountRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.authenticate);
  const ownId = (id: string, me: { id: string }) => {
    if (id !== me.id) throw notFound(userMessages.notFound);
    return me.id;
  };

  route(app, userEndpoints.getById, async ({ params, req }) => {
    const me = currentUser(req);
    const mayReadAnyone = me.role === 'staff' || me.role === 'admin';
    if (params.id !== me.id && !mayReadAnyone) throw notFound(userMessages.notFound);
    const user = params.id === me.id ? me : await findLiveUser(app.db, params.id);
    if (!user) throw notFound(userMessages.notFound);
    return { user: toUserProfile(user) };
  });

  route(app, userEndpoints.update, async ({ params, body, req }) =>
    updateAccount(app.db, app.tokens, {
      userId: ownId(params.id, currentUser(req)),
      body,
      now: app.clock.now(),
    }),
  );

  route(app, userEndpoints.remove, async ({ params, req }) =>
    deleteAccount(app.db, {
      userId: ownId(params.id, currentUser(req)),
      now: app.clock.now(),
    }),
  );
}
