import type { FastifyPluginAsync } from 'fastify';
import { opsSubscriptionEndpoints } from '@grofresh/contracts';
import { markMilkDelivery } from '../../flows/milk/mark-milk-delivery';
import { generateMilkRun } from '../../flows/milk/milk-run';
import { checkGenerableDate } from '../../flows/milk/milk-run-window';
import { moveMilkStop } from '../../flows/milk/move-milk-stop';
import { route } from '../../lib/route';
import { actorOf } from '../../plugins/auth';
import { readMilkRun } from '../../modules/subscriptions/milk-run.queries';

/** The console's milk-run calls; registered inside the staff scope (routes/ops/index.ts). */
export const milkRunsOpsRoutes: FastifyPluginAsync = async (app) => {
  route(app, opsSubscriptionEndpoints.milkRun, async ({ params }) =>
    readMilkRun(app.db, params.date),
  );

  route(app, opsSubscriptionEndpoints.generateMilkRun, async ({ params, req }) => {
    const now = app.clock.now();
    checkGenerableDate(params.date, now);
    const { created: _created, ...run } = await generateMilkRun(app.db, params.date, now, {
      actor: actorOf(req),
    });
    return run;
  });

  route(app, opsSubscriptionEndpoints.moveMilkStop, async ({ params, body, req }) =>
    moveMilkStop(app.db, params.date, body, { actor: actorOf(req), now: app.clock.now() }),
  );

  route(app, opsSubscriptionEndpoints.markDelivery, async ({ params, body, req }) =>
    markMilkDelivery(app.db, {
      id: params.id,
      status: body.status,
      actor: actorOf(req),
      now: app.clock.now(),
    }),
  );
};
