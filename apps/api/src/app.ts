import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { Config } from './config';
import type { Db } from './db/database';
import { clockFrom, type Clock } from './lib/clock';
import { registerDocs } from './plugins/docs';
import { registerErrorHandling } from './plugins/errors';
import { registerWeb } from './plugins/web';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { storeRoutes } from './modules/store/store.routes';

export interface AppDeps {
  config: Config;
  db: Db;
  clock?: Clock;
  logger?: FastifyBaseLogger;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** The whole shop as a Fastify instance; the server and the tests build the same one. */
export async function buildApp({ config, db, clock, logger }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: { level: config.logLevel } }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('clock', clock ?? clockFrom(config.clockNow));

  registerErrorHandling(app);
  await registerDocs(app);

  await app.register(
    async (api) => {
      api.get(
        '/health',
        {
          schema: {
            tags: ['ops'],
            summary: 'Liveness and database reachability',
            response: { 200: z.object({ status: z.literal('ok'), time: z.string() }) },
          },
        },
        async () => {
          await db.execute(sql`select 1`);
          return { status: 'ok' as const, time: app.clock.now().toISOString() };
        },
      );
      await api.register(catalogRoutes);
      await api.register(storeRoutes);
      await api.register(analyticsRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(mediaRoutes);
  await registerWeb(app, config.webDist);
  return app;
}
