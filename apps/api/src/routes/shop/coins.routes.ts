import type { FastifyPluginAsync } from 'fastify';
import { myCoinsEndpoint } from '@grofresh/contracts';
import { route } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import { myCoins } from '../../modules/coins/coins.service';

export const coinsRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    myCoinsEndpoint,
    async ({ query, req }) => myCoins(app.db, currentUser(req).id, query),
    {
      // After validation, as before: a bad page is 400 whether or not a token came with it.
      preHandler: app.authenticate,
    },
  );
};
