import type { FastifyPluginAsync } from 'fastify';
import { opsRefundEndpoints } from '@grofresh/contracts';
import { listRefundsDue, recordMilkRefundPaid } from '../../flows/payments/refunds-due';
import { route } from '../../lib/route';
import { actorOf } from '../../plugins/auth';

/** The console's "Refunds due": card refunds and milk refunds, which span two modules. */
export const refundsOpsRoutes: FastifyPluginAsync = async (app) => {
  route(app, opsRefundEndpoints.list, async () => listRefundsDue(app.db));

  route(app, opsRefundEndpoints.milkPaid, async ({ params, body, req }) =>
    recordMilkRefundPaid(app.db, {
      id: params.id,
      body,
      actor: actorOf(req),
      now: app.clock.now(),
    }),
  );
};
