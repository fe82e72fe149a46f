import type { FastifyPluginAsync } from 'fastify';
import { tableOrderEndpoints } from '@grofresh/contracts';
import {
  confirmTableOrderPayment,
  currentTableOrder,
  oneTableOrder,
} from '../../flows/table-orders';
import { route } from '../../lib/route';
import { currentUser } from '../../plugins/auth';

/**
 * The shopper's table-order calls (the /payment screen). `/table-orders/current` is a static
 * path, so the router prefers it to `/table-orders/:id`.
 */
export const tableOrdersRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticate);

  route(app, tableOrderEndpoints.current, async ({ req }) =>
    currentTableOrder(app.db, currentUser(req).id),
  );

  route(app, tableOrderEndpoints.one, async ({ params, req }) =>
    oneTableOrder(app.db, params.id, currentUser(req)),
  );

  route(app, tableOrderEndpoints.confirmPayment, async ({ params, req }) =>
    confirmTableOrderPayment(app.db, {
      id: params.id,
      userId: currentUser(req).id,
      now: app.clock.now(),
    }),
  );
};
