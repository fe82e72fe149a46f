import type { FastifyPluginAsync } from 'fastify';
import { addressEndpoints } from '@grofresh/contracts';
import { route } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import {
  createSavedAddress,
  listSavedAddresses,
  updateSavedAddress,
} from '../../flows/account/saved-addresses';
import { deleteAddress } from '../../modules/addresses/addresses.service';

export const addressesRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.authenticate);

  route(app, addressEndpoints.create, async ({ body, req }) => ({
    address: await createSavedAddress(app.db, currentUser(req).id, body, app.clock.now()),
  }));

  route(app, addressEndpoints.list, async ({ query, req }) =>
    listSavedAddresses(app.db, currentUser(req).id, query),
  );

  route(app, addressEndpoints.update, async ({ params, body, req }) => ({
    address: await updateSavedAddress(app.db, {
      userId: currentUser(req).id,
      id: params.id,
      fields: body,
      now: app.clock.now(),
    }),
  }));

  route(app, addressEndpoints.remove, async ({ params, req }) => {
    await deleteAddress(app.db, currentUser(req).id, params.id);
    return { message: 'The address was removed.' };
  });
};
