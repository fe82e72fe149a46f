import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { loadConfig } from '../config';
import { connect } from '../db/database';
import { clockFrom } from '../lib/clock';
import { CatalogCache } from '../modules/catalog/catalog-cache';
import { registerRoutes } from '../routes';
import { registerAuth } from './auth';
import { registerDocs } from './docs';
import type { ApiDocument } from './docs-document';

/** Never dialled: the routes only keep the pool to query it when a request comes. */
const NO_DATABASE = 'postgres://nobody@127.0.0.1:1/none';

/**
 * The API's description as /api/docs/json serves it, without a database, a queue or a port:
 * the shop's routes (routes/index.ts) on a Fastify of their own, in the development setting
 * (so with the gateway stand-in's pages), read once ready. `npm run lint:api-docs` lints it.
 */
export async function describeApi(): Promise<ApiDocument> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' });
  const database = connect(NO_DATABASE, 1);
  const app = Fastify({ logger: false });
  try {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('config', config);
    app.decorate('db', database.db);
    app.decorate('clock', clockFrom(config.clockNow));
    app.decorate('catalogCache', new CatalogCache());
    registerAuth(app, {
      secret: config.jwtSecret,
      ttlSeconds: config.jwtTtlSeconds,
      clock: app.clock,
    });
    await registerDocs(app);
    await registerRoutes(app, {
      db: database.db,
      otp: { secret: config.jwtSecret, sender: unsent, testNumbers: config.otp.testNumbers },
      rateLimit: { perMinute: config.rateLimitPerMinute, redisUrl: undefined },
      simulator:
        config.ccavenue.mode === 'simulator'
          ? { db: database.db, clock: app.clock, credentials: config.ccavenue }
          : undefined,
    });
    await app.ready();
    return app.swagger() as ApiDocument;
  } finally {
    await app.close();
    await database.close();
  }
}

const unsent = {
  sendOtp: async () => {},
  sendText: async () => {},
};
