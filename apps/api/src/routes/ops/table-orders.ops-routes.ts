import type { FastifyPluginAsync } from 'fastify';
import { opsTableOrderEndpoints } from '@grofresh/contracts';
import { moveTableOrder } from '../../flows/table-orders/move-table-order';
import { listStaffTableOrders } from '../../flows/table-orders/staff-view';
import { addTableOrderLines, createTableOrder } from '../../flows/table-orders/staff-edits';
import { route } from '../../lib/route';
import { actorOf } from '../../plugins/auth';

/**
 * The console's table-order calls (the Counter); registered inside the staff scope
 * (routes/ops/index.ts).
 */
export const tableOrdersOpsRoutes: FastifyPluginAsync = async (app) => {
  route(app, opsTableOrderEndpoints.create, async ({ body, req }) =>
    createTableOrder(app.db, { body, actor: actorOf(req), now: app.clock.now() }),
  );

  route(app, opsTableOrderEndpoints.list, async ({ query }) =>
    listStaffTableOrders(app.db, query.view, app.clock.now()),
  );

  route(app, opsTableOrderEndpoints.status, async ({ params, body, req }) =>
    moveTableOrder(app.db, {
      id: params.id,
      status: body.status,
      actor: actorOf(req),
      now: app.clock.now(),
    }),
  );

  route(app, opsTableOrderEndpoints.addLines, async ({ params, body, req }) =>
    addTableOrderLines(app.db, {
      id: params.id,
      body,
      actor: actorOf(req),
      now: app.clock.now(),
    }),
  );
};
