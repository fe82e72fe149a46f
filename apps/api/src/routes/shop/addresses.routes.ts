import type { FastifyPluginAsync } from 'fastify';
import { addressEndpoints } from '@grofresh/contracts';
import { route } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import {
  createAddress,
  deleteAddress,
  listAddresses,
  updateAddress,
} from '../../modules/addresses/addresses.service';

export const addressesRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.authenticate);

  route(app, addressEndpoints.create, async ({ body, req }) => ({
    address: await createAddress(app.db, currentUser(req).id, body, app.clock.now()),
  }));

  route(app, addressEndpoints.list, async ({ query, req }) =>
    listAddresses(app.db, currentUser(req).id, query),
  );

  route(app, addressEndpoints.update, async ({ params, body, req }) => ({
    address: await updateAddress(app.db, currentUser(req).id, params.id, body, app.clock.now()),
  }));

  route(app, addressEndpoints.remove, async ({ params, req }) => {
    await deleteAddress(app.db, currentUser(req).id, params.id);
    return { message: 'The address was removed.' };
  });
};
