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
import { clockFrom, type Clock } from './lib/clock';
import { registerDocs } from './plugins/docs';
import { registerErrorHandling } from './plugins/errors';
import { healthRoutes } from './routes/health.routes';
import { countJobRuns, ShopMetrics } from './plugins/metrics';
import { registerMetrics } from './plugins/metrics-server';
import { registerRateLimit } from './plugins/rate-limit';
import { frontDoor, serverWithFrontDoor, type FrontDoor } from './web-host/front-door';
import { registerRequestLog, RequestLog, requestIdOf } from './plugins/request-log';
import {
  pagePolicy,
  registerSecurityHeaders,
  securityHeaderSettings,
} from './plugins/security-headers';
import { registerWeb } from './web-host/web';
import { fastifyTrustProxy } from './lib/client-key';
import { signIn } from './flows/account/sign-in';
import { consoleSender, twoFactorSender, type SmsSender } from './lib/sms';
import { activityOpsRoutes } from './routes/ops/activity.ops-routes';
import { CatalogCache } from './modules/catalog/catalog-cache';
import { catalogOpsRoutes } from './routes/ops/catalog.ops-routes';
import { complaintsOpsRoutes } from './routes/ops/complaints.ops-routes';
import { complaintsRoutes } from './routes/shop/complaints.routes';
import { imagesOpsRoutes } from './routes/ops/images.ops-routes';
import { dashboardOpsRoutes } from './routes/ops/dashboard.ops-routes';
import { refundsOpsRoutes } from './routes/ops/refunds.ops-routes';
import { ordersOpsRoutes } from './routes/ops/orders.ops-routes';
import { storeOpsRoutes } from './routes/ops/store.ops-routes';
import { tableOrdersOpsRoutes } from './routes/ops/table-orders.ops-routes';
import { tableOrdersRoutes } from './routes/shop/table-orders.routes';
import { milkRunsOpsRoutes } from './routes/ops/milk-runs.ops-routes';
import { subscriptionsOpsRoutes } from './routes/ops/subscriptions.ops-routes';
import { subscriptionsRoutes } from './routes/shop/subscriptions.routes';
import { usersOpsRoutes } from './routes/ops/users.ops-routes';
import { paymentsRoutes } from './routes/shop/payments.routes';
import { createCardGateway, httpsTransport } from './modules/payments/gateway/create-gateway';
import type { CardGateway } from './modules/payments/gateway/gateway';
import { simulatorRoutes, simulatorTransport } from './stand-ins/gateway/simulator';
import { EventHub } from './plugins/event-hub';
import {
  registerEventStreams,
  shopperEventsRoute,
  staffEventsRoute,
} from './plugins/event-streams';
import { coinsRoutes } from './routes/shop/coins.routes';
import { ordersRoutes } from './routes/shop/orders.routes';
import { registerAuth } from './plugins/auth';
import { addressesRoutes } from './routes/shop/addresses.routes';
import { authRoutes } from './routes/shop/auth.routes';
import { usersRoutes } from './routes/shop/users.routes';
import { analyticsRoutes } from './routes/shop/analytics.routes';
import { catalogRoutes } from './routes/shop/catalog.routes';
import { mediaRoutes } from './routes/shop/media.routes';
import { storeRoutes } from './routes/shop/store.routes';

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
    // Kept catalog answers are sent before Fastify sees the request (plugins/front-door.ts).
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
    ccavenue.mode === 'off'
      ? null
      : createCardGateway({
          mode: ccavenue.mode,
          credentials: ccavenue,
          transport:
            ccavenue.mode === 'simulator'
              ? simulatorTransport(simulator)
              : httpsTransport(ccavenue.mode, { apiUrl: ccavenue.apiUrl }),
          log: app.log,
        }),
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

  await app.register(healthRoutes(db), { prefix: '/api' });
  await app.register(
    async (api) => {
      await registerRateLimit(api, {
        perMinute: config.rateLimitPerMinute,
        redisUrl: config.redisUrl,
      });
      await api.register(catalogRoutes);
      await api.register(storeRoutes);
      await api.register(analyticsRoutes);
      await api.register(authRoutes(otp));
      await api.register(usersRoutes(signIn));
      await api.register(addressesRoutes);
      await api.register(ordersRoutes);
      await api.register(subscriptionsRoutes);
      await api.register(complaintsRoutes);
      await api.register(tableOrdersRoutes);
      await api.register(shopperEventsRoute);
      await api.register(coinsRoutes);
      await api.register(paymentsRoutes);
      if (ccavenue.mode === 'simulator') await api.register(simulatorRoutes(simulator));
      await api.register(staffRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(mediaRoutes);
  const headers = securityHeaderSettings(config);
  await registerWeb(app, config.webDist, (nonce, scripts) => pagePolicy(headers, nonce, scripts));
  return app;
}

/**
 * Every call of the console, in one scope that admits only staff and admins (403 for anyone
 * else, before the request is even read); admin-only calls add their own allow-list.
 */
async function staffRoutes(ops: FastifyInstance): Promise<void> {
  ops.addHook('onRequest', ops.requireRole('staff', 'admin'));
  // A console write may have changed the catalog: this instance forgets its answers before the
  // member of staff hears back, so their next look is fresh; other instances hear the NOTIFY.
  ops.addHook('onSend', async (req) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') ops.catalogCache.invalidate();
  });
  await ops.register(usersOpsRoutes);
  await ops.register(ordersOpsRoutes);
  await ops.register(subscriptionsOpsRoutes);
  await ops.register(milkRunsOpsRoutes);
  await ops.register(complaintsOpsRoutes);
  await ops.register(tableOrdersOpsRoutes);
  await ops.register(activityOpsRoutes);
  await ops.register(storeOpsRoutes);
  await ops.register(dashboardOpsRoutes);
  await ops.register(refundsOpsRoutes);
  await ops.register(catalogOpsRoutes);
  await ops.register(imagesOpsRoutes);
  await ops.register(staffEventsRoute);
}
