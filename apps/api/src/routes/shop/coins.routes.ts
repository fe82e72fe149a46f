import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, myCoinsResponseSchema, pageQuerySchema } from '@grofresh/contracts';
import { currentUser } from '../../plugins/auth';
import { myCoins } from '../../modules/coins/coins.service';

export const coinsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/coins/mine-coins',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['coins'],
        summary: "The shopper's Grocoin balance and history, newest first",
        security: [{ bearer: [] }],
        querystring: pageQuerySchema,
        response: { 200: myCoinsResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (req) => myCoins(app.db, currentUser(req).id, req.query),
  );
};
