import type { FastifyPluginAsync } from 'fastify';
import { deliveryAreaEndpoints, storeClockEndpoint, storeEndpoints } from '@grofresh/contracts';
import { catalogAnswer } from '../../lib/encoded-answer';
import { route } from '../../lib/route';
import { checkServiceable } from '../../modules/store/serviceable';
import { checkRadius, getStoreConfig } from '../../modules/store/store.service';

export const storeRoutes: FastifyPluginAsync = async (app) => {
  const { config, checkRadius: radius } = storeEndpoints;
  const cached = catalogAnswer(app);

  // Kept like the catalog's answers, as bytes compressed once (lib/encoded-answer.ts).
  route(
    app,
    config,
    async ({ req, reply }) =>
      cached(config.response, 'store-config', () => getStoreConfig(app.db))(req, reply),
    { compress: false },
  );

  route(app, radius, async ({ body }) => checkRadius(app.db, body));

  // Home delivery and dairy for a point or a pincode (docs/product/rules.md#delivery-area).
  route(app, deliveryAreaEndpoints.checkServiceable, async ({ body }) =>
    checkServiceable(app.db, body),
  );

  // The screens mirror the server's windows from this clock (CLOCK_NOW when pinned).
  route(app, storeClockEndpoint, async () => ({ now: app.clock.now().toISOString() }));
};
