import { describe, expect, it } from 'vitest';
import { createTestShop } from './harness';

const { app } = await createTestShop({ env: { RATE_LIMIT_PER_MINUTE: '5' } });

describe('the per-address request ceiling on /api', () => {
  it('answers 429 with Retry-After past the limit, per client address', async () => {
    const call = (remoteAddress: string) =>
      app.inject({ method: 'GET', url: '/api/category/all', remoteAddress });
    for (let i = 0; i < 5; i++) expect((await call('198.51.100.7')).statusCode).toBe(200);
    const refused = await call('198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many requests. Please wait a moment and try again.',
      code: 'RATE_LIMITED',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call('198.51.100.8')).statusCode).toBe(200);
  });

  it('leaves product images alone', async () => {
    for (let i = 0; i < 8; i++) {
      const res = await app.inject({
        method: 'GET',
        url: '/media/emoji/glass-of-milk.svg',
        remoteAddress: '198.51.100.9',
      });
      expect(res.statusCode).toBe(200);
    }
  });
});
