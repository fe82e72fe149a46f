import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, pageViewBodySchema } from '@grofresh/contracts';
import { recordPageView } from '../../modules/analytics/analytics.service';

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/analytics/pageview',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Record a page view (sent by the web app on every route change)',
        body: pageViewBodySchema,
        response: { 204: z.null(), 400: errorBodySchema },
      },
    },
    async (req, reply) => {
      await recordPageView(app.db, {
        ...req.body,
        userAgent: req.headers['user-agent'],
        at: app.clock.now(),
      });
      return reply.status(204).send(null);
    },
  );
};
