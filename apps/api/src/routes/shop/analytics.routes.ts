import type { FastifyPluginAsync } from 'fastify';
import { pageViewEndpoint } from '@grofresh/contracts';
import { route } from '../../lib/route';
import { recordPageView } from '../../modules/analytics/analytics.service';

export const analyticsRoutes: FastifyPluginAsync = async (app) => {
  route(app, pageViewEndpoint, async ({ body, req }) => {
    await recordPageView(app.db, {
      ...body,
      userAgent: req.headers['user-agent'],
      at: app.clock.now(),
    });
    return null;
  });
};
