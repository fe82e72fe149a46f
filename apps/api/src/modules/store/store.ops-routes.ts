import type { FastifyPluginAsync } from 'fastify';
import { opsStoreEndpoints } from '@grofresh/contracts';
import { updateStoreSettings } from '../../flows/store-settings';
import { route } from '../../lib/route';
import { actorOf } from '../../plugins/auth';
import { getStoreSettings } from './store.service';

/** The shop's settings: admins only (a UPI id decides where shoppers' money goes). */
export const storeOpsRoutes: FastifyPluginAsync = async (app) => {
  const admin = { onRequest: app.requireRole('admin') };
  route(
    app,
    opsStoreEndpoints.get,
    async () => ({ settings: await getStoreSettings(app.db) }),
    admin,
  );
  route(
    app,
    opsStoreEndpoints.update,
    async ({ body, req }) =>
      updateStoreSettings(app.db, { settings: body, actor: actorOf(req), now: app.clock.now() }),
    admin,
  );
};
