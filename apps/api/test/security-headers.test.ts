import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SIMULATOR_CSP } from '../src/stand-ins/gateway/simulator-pages';
import { createTestShop, overTheWire } from './harness';

const webDist = await mkdtemp(join(tmpdir(), 'grofresh-web-'));
await writeFile(
  join(webDist, 'index.html'),
  '<!doctype html><html><head><title>GroFresh</title><script src="/csp-setup.js"></script></head><body></body></html>',
);

const { app } = await createTestShop({ env: { WEB_DIST: webDist } });
// A shop as deployed: behind a proxy on this machine, the real gateway, pictures in a bucket.
const deployed = await createTestShop({
  env: {
    WEB_DIST: webDist,
    TRUST_PROXY: '127.0.0.1',
    CCAVENUE_MODE: 'test',
    CCAVENUE_MERCHANT_ID: '12345',
    CCAVENUE_ACCESS_CODE: 'AVAB00AA00AA00AAAA',
    CCAVENUE_WORKING_KEY: 'A'.repeat(32),
    S3_BUCKET: 'pictures',
    S3_PUBLIC_URL: 'https://cdn.example.com/shop/',
  },
});

/** The policy as directive → sources. */
const directives = (header: unknown): Record<string, string[]> =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );

const everyAnswer = (headers: Record<string, unknown>) => {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toMatch(/^(strict-origin-when-cross-origin|no-referrer)$/);
};

/** What a page (a document) gets besides: helmet's set and the permissions policy. */
const everyPage = (headers: Record<string, unknown>) => {
  everyAnswer(headers);
  expect(headers['permissions-policy']).toContain('geolocation=(self)');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['x-permitted-cross-domain-policies']).toBe('none');
};

/** An API answer is data: unreadable by other sites' pages, never stored by a cache. */
const everyApiAnswer = (headers: Record<string, unknown>) => {
  everyAnswer(headers);
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['cache-control']).toMatch(/^no-(store|cache)$/);
};

describe('the web app page', () => {
  it('runs only the shop’s own scripts and styles, framed by nobody', async () => {
    const res = await app.inject({ method: 'GET', url: '/checkout' });
    expect(res.statusCode).toBe(200);
    everyPage(res.headers);
    const csp = directives(res.headers['content-security-policy']);
    const nonce = /<meta name="csp-nonce" content="([^"]+)"/.exec(res.body)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(csp).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", `'nonce-${nonce}'`],
      'img-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      'base-uri': ["'self'"],
      'object-src': ["'none'"],
    });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('gives every answer a nonce of its own', async () => {
    const nonces = await Promise.all(
      ['/', '/cart'].map(async (url) => {
        const res = await app.inject({ method: 'GET', url });
        return directives(res.headers['content-security-policy'])['style-src']?.[1];
      }),
    );
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('is never served without its policy', async () => {
    expect((await app.inject({ method: 'GET', url: '/index.html' })).statusCode).toBe(404);
  });

  it('lets the checkout post to the card gateway and show pictures from the bucket', async () => {
    const res = await deployed.app.inject({ method: 'GET', url: '/checkout' });
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['form-action']).toEqual(["'self'", 'https://test.ccavenue.com']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'https://cdn.example.com']);
  });
});

describe('API answers', () => {
  it('carry a policy that runs nothing', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/category/all' });
    expect(res.statusCode).toBe(200);
    everyApiAnswer(res.headers);
    expect(directives(res.headers['content-security-policy'])).toMatchObject({
      'default-src': ["'none'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it('keep their headers on errors', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    everyApiAnswer(res.headers);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('let the API explorer style itself, still without foreign scripts', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs' });
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });
});

describe("the payment simulator's pages", () => {
  it('keep their own policy', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/ccAvenue/simulator/transaction',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'encRequest=x',
    });
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toBe(SIMULATOR_CSP);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});

describe('HSTS', () => {
  it('is sent only when the request came over HTTPS, as a trusted proxy says', async () => {
    const page = (remoteAddress: string, proto?: string) =>
      deployed.app.inject({
        method: 'GET',
        url: '/',
        remoteAddress,
        headers: proto ? { 'x-forwarded-proto': proto } : {},
      });
    expect((await page('127.0.0.1', 'https')).headers['strict-transport-security']).toMatch(
      /^max-age=\d{7,}/,
    );
    expect((await page('127.0.0.1')).headers['strict-transport-security']).toBeUndefined();
    // Anyone else saying so is not believed.
    expect(
      (await page('198.51.100.7', 'https')).headers['strict-transport-security'],
    ).toBeUndefined();
  });

  it('is on kept catalog answers the front door sends, by the same rule', async () => {
    const viaProxy = overTheWire(deployed.app); // the proxy is this machine: trusted
    const direct = overTheWire(app); // no proxy trusted: the client's own word
    const https = { 'x-forwarded-proto': 'http, https' };
    for (const get of [viaProxy, direct]) await get('/api/banners/all');
    const kept = await viaProxy('/api/banners/all', https);
    expect(kept.headers['x-ratelimit-limit']).toBeUndefined(); // from memory
    expect(kept.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
    expect(kept.headers['x-content-type-options']).toBe('nosniff');
    const plain = await viaProxy('/api/banners/all');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const claimed = await direct('/api/banners/all', https);
    expect(claimed.headers['x-ratelimit-limit']).toBeUndefined();
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });
});
