import type { FastifyPluginAsync } from 'fastify';
import { opsStoreEndpoints } from '@grofresh/contracts';
import { updateStoreSettings } from '../../flows/console/store-settings';
import { route } from '../../lib/route';
import { actorOf } from '../../plugins/auth';
import { findStoreSettings } from '../../modules/store/store.service';

/**
 * The shop's settings: admins only (a UPI id decides where shoppers' money goes). A new store
 * has none (null) until an admin's first save sets it up.
 */
export const storeOpsRoutes: FastifyPluginAsync = async (app) => {
  const admin = { onRequest: app.requireRole('admin') };
  route(
    app,
    opsStoreEndpoints.get,
    async () => ({ settings: await findStoreSettings(app.db) }),
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
