import type { FastifyPluginAsync } from 'fastify';
import { riderEndpoints } from '@grofresh/contracts';
import { markRiderMilk, markRiderOrder } from '../../flows/riders/rider-marks';
import { riderToday } from '../../flows/riders/rider-today';
import { route } from '../../lib/route';
import { actorOf, currentUser } from '../../plugins/auth';

/**
 * A rider's phone (docs/product/rules.md#riders): only the rider role passes (403 for anyone
 * else, staff included: they have the console); a rider opens nothing of the console (its scope,
 * routes/ops/index.ts, admits only staff and admins).
 */
export const riderRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireRole('rider'));

  route(app, riderEndpoints.today, async ({ req }) =>
    riderToday(app.db, currentUser(req).id, app.clock.now()),
  );

  route(app, riderEndpoints.markOrder, async ({ params, body, req }) =>
    markRiderOrder(app.db, app.jobs, {
      id: params.id,
      riderId: currentUser(req).id,
      mark: body,
      actor: actorOf(req),
      now: app.clock.now(),
    }),
  );

  route(app, riderEndpoints.markMilk, async ({ params, body, req }) =>
    markRiderMilk(app.db, {
      id: params.id,
      riderId: currentUser(req).id,
      mark: body,
      actor: actorOf(req),
      now: app.clock.now(),
    }),
  );
};
