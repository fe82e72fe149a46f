import type { FastifyPluginAsync } from 'fastify';
import { opsOrderEndpoints, riderEndpoints } from '@grofresh/contracts';
import { findStaffOrder, listStaffOrders } from '../../flows/orders/staff-orders';
import { readPeople } from '../../flows/account/change-role';
import { assignRider } from '../../flows/riders/assign-rider';
import { route } from '../../lib/route';
import { actorOf } from '../../plugins/auth';
import { recentDeliveryPeople } from '../../modules/orders/orders.service';

/**
 * The console's order calls; registered inside the staff scope (routes/ops/index.ts). Its `update`
 * (`PUT /orders/update/:id`) is shared with shoppers, so orders.routes.ts serves it.
 */
export const ordersOpsRoutes: FastifyPluginAsync = async (app) => {
  route(app, opsOrderEndpoints.list, async ({ query }) =>
    listStaffOrders(app.db, query, app.clock.now()),
  );

  route(app, opsOrderEndpoints.one, async ({ params }) => ({
    order: await findStaffOrder(app.db, params.id),
  }));

  route(app, opsOrderEndpoints.deliveryPeople, async () => ({
    people: await recentDeliveryPeople(app.db),
  }));

  // Whom an order can be given to: staff, not only admins, give orders (People is admins').
  // A store has a handful of riders; the first 100 is all of them.
  route(app, riderEndpoints.list, async () => ({
    riders: (await readPeople(app.db, { role: 'rider', limit: 100 })).users,
  }));

  // Give an accepted order to a rider (docs/product/rules.md#riders).
  route(app, riderEndpoints.assign, async ({ params, body, req }) =>
    assignRider(app.db, app.jobs, {
      id: params.id,
      riderId: body.riderId,
      actor: actorOf(req),
      now: app.clock.now(),
    }),
  );
};
