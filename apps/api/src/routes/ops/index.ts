import type { FastifyInstance } from 'fastify';
import { staffEventsRoute } from '../../plugins/event-streams';
import { activityOpsRoutes } from './activity.ops-routes';
import { booksOpsRoutes } from './books.ops-routes';
import { gstOpsRoutes } from './gst.ops-routes';
import { catalogOpsRoutes } from './catalog.ops-routes';
import { complaintsOpsRoutes } from './complaints.ops-routes';
import { dashboardOpsRoutes } from './dashboard.ops-routes';
import { imagesOpsRoutes } from './images.ops-routes';
import { milkRunsOpsRoutes } from './milk-runs.ops-routes';
import { ordersOpsRoutes } from './orders.ops-routes';
import { refundsOpsRoutes } from './refunds.ops-routes';
import { stockOpsRoutes } from './stock.ops-routes';
import { storeOpsRoutes } from './store.ops-routes';
import { subscriptionsOpsRoutes } from './subscriptions.ops-routes';
import { tableOrdersOpsRoutes } from './table-orders.ops-routes';
import { usersOpsRoutes } from './users.ops-routes';

/**
 * Every call of the console, in one scope that admits only staff and admins (403 for anyone
 * else, before the request is even read); admin-only calls add their own allow-list.
 */
export async function staffRoutes(ops: FastifyInstance): Promise<void> {
  ops.addHook('onRequest', ops.requireRole('staff', 'admin'));
  // A console write may have changed the catalog: this instance forgets its answers before the
  // member of staff hears back, so their next look is fresh; other instances hear the NOTIFY.
  ops.addHook('onSend', async (req) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') ops.catalogCache.invalidate();
  });
  await ops.register(usersOpsRoutes);
  await ops.register(ordersOpsRoutes);
  await ops.register(subscriptionsOpsRoutes);
  await ops.register(milkRunsOpsRoutes);
  await ops.register(complaintsOpsRoutes);
  await ops.register(tableOrdersOpsRoutes);
  await ops.register(activityOpsRoutes);
  await ops.register(storeOpsRoutes);
  await ops.register(dashboardOpsRoutes);
  await ops.register(refundsOpsRoutes);
  await ops.register(booksOpsRoutes);
  await ops.register(gstOpsRoutes);
  await ops.register(catalogOpsRoutes);
  await ops.register(imagesOpsRoutes);
  await ops.register(stockOpsRoutes);
  await ops.register(staffEventsRoute);
}
