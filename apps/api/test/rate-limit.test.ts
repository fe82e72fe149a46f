import { describe, expect, it } from 'vitest';
import { createTestShop, overTheWire } from './harness';

const LIMIT = 5;
const ceiling = { RATE_LIMIT_PER_MINUTE: String(LIMIT) };
const { app } = await createTestShop({ env: ceiling });
// Behind one proxy, and behind proxies named by address: X-Forwarded-For is believed only so far.
const behindOne = await createTestShop({ env: { ...ceiling, TRUST_PROXY: '1' } });
const behindListed = await createTestShop({ env: { ...ceiling, TRUST_PROXY: '10.0.0.0/8' } });

type Shop = typeof app;
const call = (shop: Shop, remoteAddress: string, forwardedFor?: string) =>
  shop.inject({
    method: 'GET',
    url: '/api/store/time',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

/** Spends the client's whole minute, each call claiming a new address, and returns the next answer. */
async function pastTheCeiling(shop: Shop, remoteAddress: string, realClient = '') {
  for (let i = 0; i < LIMIT; i++) {
    const spoofed = `203.0.113.${i + 1}${realClient ? `, ${realClient}` : ''}`;
    expect((await call(shop, remoteAddress, spoofed)).statusCode).toBe(200);
  }
  return call(shop, remoteAddress, `203.0.113.99${realClient ? `, ${realClient}` : ''}`);
}

describe('the per-address request ceiling on /api', () => {
  it('answers 429 with Retry-After past the limit, per client address', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await call(app, '198.51.100.7')).statusCode).toBe(200);
    const refused = await call(app, '198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many requests. Please wait a moment and try again.',
      code: 'RATE_LIMITED',
      requestId: expect.any(String),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(app, '198.51.100.8')).statusCode).toBe(200);
  });

  it('serves catalog answers kept in memory past the ceiling: they cost next to nothing', async () => {
    // Over a real connection (the front door sees no other), so the client is 127.0.0.1.
    const get = overTheWire(app);
    expect((await get('/api/category/all')).statusCode).toBe(200);
    for (let i = 0; i < LIMIT; i++) await call(app, '127.0.0.1');
    expect((await get('/api/store/time')).statusCode).toBe(429);
    const kept = await get('/api/category/all');
    expect(kept.statusCode).toBe(200);
    expect(kept.json().categories.length).toBeGreaterThan(0);
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

describe('a client cannot choose its own address with X-Forwarded-For', () => {
  it('without TRUST_PROXY the header is ignored: a new claimed address each time still counts', async () => {
    expect((await pastTheCeiling(app, '198.51.100.20')).statusCode).toBe(429);
  });

  it('behind one proxy only the hop the proxy added is believed', async () => {
    // The proxy appends the address it saw; whatever the client wrote before it is not believed.
    const refused = await pastTheCeiling(behindOne.app, '10.0.0.2', '198.51.100.21');
    expect(refused.statusCode).toBe(429);
    expect((await call(behindOne.app, '10.0.0.2', '203.0.113.1, 198.51.100.22')).statusCode).toBe(
      200,
    );
  });

  it('behind listed proxies the first address that is not a proxy is the client', async () => {
    const refused = await pastTheCeiling(behindListed.app, '10.0.0.2', '198.51.100.23');
    expect(refused.statusCode).toBe(429);
    // A client reaching the shop directly is its own address, whatever it writes.
    expect((await pastTheCeiling(behindListed.app, '198.51.100.24')).statusCode).toBe(429);
  });
});

describe('IPv6 clients count per /64', () => {
  it('shares one limit between two addresses of one /64, not with the next /64', async () => {
    for (let i = 0; i < LIMIT; i++) {
      const address = `2001:db8:abcd:12:${(i + 1).toString(16)}::${i + 7}`;
      expect((await call(app, address)).statusCode).toBe(200);
    }
    expect((await call(app, '2001:db8:abcd:12:ffff:ffff:ffff:fffe')).statusCode).toBe(429);
    expect((await call(app, '2001:db8:abcd:13::1')).statusCode).toBe(200);
  });

  it('counts an IPv4 client reaching an IPv6 socket as its IPv4 address', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await call(app, '198.51.100.30')).statusCode).toBe(200);
    expect((await call(app, '::ffff:198.51.100.30')).statusCode).toBe(429);
  });
});
