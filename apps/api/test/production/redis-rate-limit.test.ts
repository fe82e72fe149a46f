import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestShop } from '../harness';

/**
 * The production configuration: several instances share one count through Redis. Runs when
 * TEST_REDIS_URL is set (CI's run against the machine's services); see vitest.config.ts.
 */
const env = { RATE_LIMIT_PER_MINUTE: '4', REDIS_URL: process.env.TEST_REDIS_URL ?? '' };
const first = await createTestShop({ env });
const second = await createTestShop({ env });

describe('rate limits shared through Redis', () => {
  it('counts requests to every instance against one limit', async () => {
    const address = `203.0.113.${randomInt(1, 254)}`;
    const call = (shop: typeof first) =>
      shop.app.inject({ method: 'GET', url: '/api/store/time', remoteAddress: address });
    expect((await call(first)).statusCode).toBe(200);
    expect((await call(second)).statusCode).toBe(200);
    expect((await call(first)).statusCode).toBe(200);
    expect((await call(second)).statusCode).toBe(200);
    expect((await call(first)).statusCode).toBe(429);
    expect((await call(second)).statusCode).toBe(429);
  });
});
