import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkRadiusBodySchema,
  checkRadiusResponseSchema,
  errorBodySchema,
  storeClockEndpoint,
  storeConfigResponseSchema,
} from '@grofresh/contracts';
import { catalogAnswer } from '../../lib/encoded-answer';
import { route } from '../../lib/route';
import { checkRadius, getStoreConfig } from '../../modules/store/store.service';

export const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/store/get-config',
    {
      compress: false,
      schema: {
        tags: ['store'],
        summary: "The store's contact, location, delivery radius and milk prices",
        response: { 200: storeConfigResponseSchema },
      },
    },
    catalogAnswer(app)(storeConfigResponseSchema, 'store-config', () => getStoreConfig(app.db)),
  );

  app.post(
    '/common/check-radius',
    {
      schema: {
        tags: ['store'],
        summary: 'Whether a point is inside the delivery radius (decides dairy eligibility)',
        body: checkRadiusBodySchema,
        response: { 200: checkRadiusResponseSchema, 400: errorBodySchema },
      },
    },
    async (req) => checkRadius(app.db, req.body),
  );

  // The screens mirror the server's windows from this clock (CLOCK_NOW when pinned).
  route(app, storeClockEndpoint, async () => ({ now: app.clock.now().toISOString() }));
};
