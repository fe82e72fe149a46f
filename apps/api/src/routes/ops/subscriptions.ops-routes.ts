import type { FastifyPluginAsync } from 'fastify';
import { opsSubscriptionEndpoints } from '@grofresh/contracts';
import { listStaffSubscriptions } from '../../flows/milk/staff-subscriptions';
import { staffUpdateSubscription } from '../../flows/milk/staff-update-subscription';
import { route } from '../../lib/route';
import { actorOf } from '../../plugins/auth';

/** The console's subscription calls; registered inside the staff scope (routes/ops/index.ts). */
export const subscriptionsOpsRoutes: FastifyPluginAsync = async (app) => {
  route(app, opsSubscriptionEndpoints.list, async ({ query }) =>
    listStaffSubscriptions(app.db, query),
  );

  route(app, opsSubscriptionEndpoints.update, async ({ params, body, req }) =>
    staffUpdateSubscription(app.db, app.jobs, {
      id: params.id,
      change: body,
      actor: actorOf(req),
      now: app.clock.now(),
    }),
  );
};
