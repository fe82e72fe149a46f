import zlib from 'node:zlib';
import compress from '@fastify/compress';
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
import { registerRateLimit } from './plugins/rate-limit';
import { registerWeb } from './plugins/web';
import { placeOrder } from './flows/place-order';
import { redeemEligibility } from './flows/redeem-eligibility';
import { signIn } from './flows/sign-in';
import { updateOrder } from './flows/update-order';
import { coinsRoutes } from './modules/coins/coins.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { registerAuth } from './plugins/auth';
import { addressesRoutes } from './modules/addresses/addresses.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { consoleSender, twoFactorSender, type OtpSender } from './modules/auth/sms';
import { usersRoutes } from './modules/users/users.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { storeRoutes } from './modules/store/store.routes';

export interface AppDeps {
  config: Config;
  db: Db;
  clock?: Clock;
  logger?: FastifyBaseLogger;
  /** Tests replace the SMS provider; otherwise the one OTP_PROVIDER names. */
  otpSender?: OtpSender;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** The whole shop as a Fastify instance; the server and the tests build the same one. */
export async function buildApp({
  config,
  db,
  clock,
  logger,
  otpSender,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: { level: config.logLevel } }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

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
    otpSender ??
    (config.otp.provider === '2factor'
      ? twoFactorSender(config.otp.twoFactor)
      : consoleSender(app.log));
  const otp = { secret: config.jwtSecret, sender, testNumbers: config.otp.testNumbers };

  registerErrorHandling(app);
  // JSON answers shrink 5-10x; quality 4 keeps brotli fast enough for every request.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await registerDocs(app);

  await app.register(
    async (api) => {
      await registerRateLimit(api, {
        perMinute: config.rateLimitPerMinute,
        redisUrl: config.redisUrl,
      });
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
      await api.register(authRoutes(otp));
      await api.register(usersRoutes(signIn));
      await api.register(addressesRoutes);
      await api.register(ordersRoutes({ placeOrder, updateOrder, redeemEligibility }));
      await api.register(coinsRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(mediaRoutes);
  await registerWeb(app, config.webDist);
  return app;
}
