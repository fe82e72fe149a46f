import type { FastifyPluginAsync } from 'fastify';
import { tableOrderEndpoints } from '@grofresh/contracts';
import {
  confirmTableOrderPayment,
  currentTableOrder,
  myTableOrders,
  oneTableOrder,
} from '../../flows/table-orders/table-orders';
import { route } from '../../lib/route';
import { currentUser } from '../../plugins/auth';

/**
 * The shopper's table-order calls (the /payment screen). `/table-orders/current` and
 * `/mine` are static paths, so the router prefers them to `/table-orders/:id`.
 */
export const tableOrdersRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticate);

  route(app, tableOrderEndpoints.current, async ({ req }) =>
    currentTableOrder(app.db, currentUser(req).id),
  );

  route(app, tableOrderEndpoints.mine, async ({ query, req }) =>
    myTableOrders(app.db, currentUser(req).id, query),
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
