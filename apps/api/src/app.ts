import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/database';
import type { Jobs } from './jobs/payloads';
import { startJobs } from './jobs/queue';
import { jobHandlers, jobRegistry } from './jobs/registry';
import { fastifyTrustProxy } from './lib/client-key';
import { clockFrom, type Clock } from './lib/clock';
import { consoleSender, twoFactorSender, type SmsSender } from './lib/sms';
import { CatalogCache } from './modules/catalog/catalog-cache';
import { configuredGateway } from './modules/payments/gateway/create-gateway';
import type { CardGateway } from './modules/payments/gateway/gateway';
import { registerAuth } from './plugins/auth';
import { registerDocs } from './plugins/docs';
import { registerErrorHandling } from './plugins/errors';
import { EventHub } from './plugins/event-hub';
import { registerEventStreams } from './plugins/event-streams';
import { countJobRuns, ShopMetrics } from './plugins/metrics';
import { registerMetrics } from './plugins/metrics-server';
import { registerRequestLog, RequestLog, requestIdOf } from './plugins/request-log';
import {
  pagePolicy,
  registerSecurityHeaders,
  securityHeaderSettings,
} from './plugins/security-headers';
import { registerRoutes } from './routes';
import { simulatorTransport } from './stand-ins/gateway/simulator';
import { frontDoor, serverWithFrontDoor, type FrontDoor } from './web-host/front-door';
import { registerWeb } from './web-host/web';

export interface AppDeps {
  config: Config;
  database: Database;
  clock?: Clock;
  logger?: FastifyBaseLogger;
  /** Tests replace the SMS provider; otherwise the one OTP_PROVIDER names. */
  sms?: SmsSender;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
    /** The catalog's answers until the catalog next changes (on any instance). */
    catalogCache: CatalogCache;
    /** The card gateway (CCAVENUE_MODE), or null when online payment is off. */
    gateway: CardGateway | null;
  }
}

export const BODY_LIMIT_BYTES = 1024 * 1024;
/**
 * Time limits on the wire. A socket idle for 60 s is closed (above the event streams' 15 s
 * heartbeat and the 10-15 s waits on SMS and gateway calls); a request must arrive whole within
 * 60 s (a 5 MB picture on a slow phone fits; a slow-send attack does not); an idle keep-alive
 * connection lives 72 s, longer than a reverse proxy's usual 60 s, so the proxy never reuses a
 * socket the shop has just closed (a 502), with headers allowed just above that.
 */
export const SERVER_TIMEOUTS = {
  connectionTimeout: 60_000,
  requestTimeout: 60_000,
  keepAliveTimeout: 72_000,
  headersTimeout: 75_000,
} as const;

/** The whole shop as a Fastify instance; the server and the tests build the same one. */
export async function buildApp({
  config,
  database,
  clock,
  logger,
  sms,
}: AppDeps): Promise<FastifyInstance> {
  const { db } = database;
  const metrics = config.metrics && new ShopMetrics(database);
  const trustProxy = fastifyTrustProxy(config.trustProxy);
  const front: { door?: FrontDoor } = {};
  const app = Fastify({
    // Kept catalog answers are sent before Fastify sees the request (web-host/front-door.ts).
    serverFactory: serverWithFrontDoor(() => front.door),
    ...(logger ? { loggerInstance: logger } : { logger: { level: config.logLevel } }),
    // One line per request, the request id and the request metrics (plugins/request-log.ts).
    logController: new RequestLog(metrics?.observe),
    genReqId: requestIdOf,
    bodyLimit: BODY_LIMIT_BYTES,
    connectionTimeout: SERVER_TIMEOUTS.connectionTimeout,
    requestTimeout: SERVER_TIMEOUTS.requestTimeout,
    keepAliveTimeout: SERVER_TIMEOUTS.keepAliveTimeout,
    trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.server.headersTimeout = SERVER_TIMEOUTS.headersTimeout;
  registerSecurityHeaders(app);
  registerRequestLog(app);
  registerMetrics(app, metrics, config);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('clock', clock ?? clockFrom(config.clockNow));
  registerAuth(app, {
    secret: config.jwtSecret,
    ttlSeconds: config.jwtTtlSeconds,
    clock: app.clock,
  });
  const sender =
    sms ??
    (config.otp.provider === '2factor'
      ? twoFactorSender({ ...config.otp.twoFactor, log: app.log })
      : consoleSender(app.log));
  const { ccavenue } = config;
  const simulator = { db, clock: app.clock, credentials: ccavenue };
  app.decorate(
    'gateway',
    configuredGateway(ccavenue, { log: app.log, simulator: () => simulatorTransport(simulator) }),
  );
  const otp = { secret: config.jwtSecret, sender, testNumbers: config.otp.testNumbers };

  const jobs = await startJobs({
    connectionString: database.url,
    queues: jobRegistry,
    log: app.log,
    schedules: config.jobSchedules,
    handlers: countJobRuns(
      metrics,
      // A settlement may queue a refund and a text; `app.jobs` is this very queue.
      jobHandlers({
        db,
        clock: app.clock,
        log: app.log,
        sms: sender,
        gateway: app.gateway,
        jobs: () => app.jobs,
      }),
    ),
  });
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => jobs.stop());
  const hub = new EventHub(database.pool.options, app.log);
  registerEventStreams(app, hub);
  const catalogCache = new CatalogCache();
  await catalogCache.follow(hub);
  app.decorate('catalogCache', catalogCache);
  front.door = frontDoor(app, { trustProxy, record: metrics ? metrics.record : undefined });

  registerErrorHandling(app);
  // JSON answers shrink 5-10x; quality 4 keeps brotli fast enough for every request.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await registerDocs(app);

  await registerRoutes(app, {
    db,
    otp,
    rateLimit: { perMinute: config.rateLimitPerMinute, redisUrl: config.redisUrl },
    simulator: ccavenue.mode === 'simulator' ? simulator : undefined,
  });
  const headers = securityHeaderSettings(config);
  await registerWeb(app, config.webDist, (nonce, scripts) => pagePolicy(headers, nonce, scripts));
  return app;
}
