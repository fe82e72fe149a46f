import type { FastifyPluginAsync } from 'fastify';
import { opsOrderEndpoints } from '@grofresh/contracts';
import { findStaffOrder, listStaffOrders } from '../../flows/staff-orders';
import { updateOrder } from '../../flows/update-order';
import { route } from '../../lib/route';
import { actorOf } from '../../plugins/auth';
import { recentDeliveryPeople } from './orders.service';

/** The console's order calls; registered inside the staff scope (app.ts). */
export const ordersOpsRoutes: FastifyPluginAsync = async (app) => {
  route(app, opsOrderEndpoints.list, async ({ query }) =>
    listStaffOrders(app.db, query, app.clock.now()),
  );

  route(app, opsOrderEndpoints.one, async ({ params }) => ({
    order: await findStaffOrder(app.db, params.id),
  }));

  route(app, opsOrderEndpoints.update, async ({ params, body, req }) =>
    updateOrder(app.db, app.jobs, {
      id: params.id,
      change: body,
      actor: actorOf(req),
      now: app.clock.now(),
    }),
  );

  route(app, opsOrderEndpoints.deliveryPeople, async () => ({
    people: await recentDeliveryPeople(app.db),
  }));
};
