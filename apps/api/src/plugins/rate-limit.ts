import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { clientKey } from '../lib/client-key';

export interface RateLimitSettings {
  perMinute: number;
  /** With several instances, one shared count in Redis; otherwise each keeps its own. */
  redisUrl: string | undefined;
}

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a moment and try again.';

/**
 * A ceiling on requests per client (`clientKey`: the address, an IPv6 /64 as one) for every
 * /api call, so one client cannot starve the shop. Sign-in has its own, stricter limits
 * (auth.service). If Redis is down the shop keeps serving rather than failing every request.
 */
export async function registerRateLimit(
  api: FastifyInstance,
  settings: RateLimitSettings,
): Promise<void> {
  const redis = settings.redisUrl
    ? new Redis(settings.redisUrl, {
        connectTimeout: 1000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: true,
        lazyConnect: false,
      })
    : undefined;
  redis?.on('error', (error) => api.log.warn({ err: error }, 'rate-limit store unreachable'));
  if (redis) api.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));

  await api.register(rateLimit, {
    global: true,
    max: settings.perMinute,
    timeWindow: 60_000,
    keyGenerator: clientKey,
    nameSpace: 'grofresh-rate:',
    skipOnError: true,
    ...(redis ? { redis } : {}),
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: RATE_LIMITED_MESSAGE,
      retryAfterSeconds: Math.ceil(context.ttl / 1000),
    }),
  });
}
