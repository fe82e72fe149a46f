import type { FastifyPluginAsync } from 'fastify';
import { opsDashboardEndpoint } from '@grofresh/contracts';
import { dashboard } from '../../flows/console/dashboard';
import { route } from '../../lib/route';

/** The console's figures, which span orders and the coin ledger. */
export const dashboardOpsRoutes: FastifyPluginAsync = async (app) => {
  route(app, opsDashboardEndpoint, async ({ query }) => dashboard(app.db, query, app.clock.now()));
};
