import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestShop } from './harness';

const webDist = await mkdtemp(join(tmpdir(), 'grofresh-web-'));
await mkdir(join(webDist, 'assets'));
await writeFile(join(webDist, 'index.html'), '<!doctype html><title>GroFresh</title>');
await writeFile(join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
await writeFile(join(webDist, 'assets', 'app-1234.js.br'), brotliCompressSync('console.log(1)'));

const { app } = await createTestShop({ env: { WEB_DIST: webDist } });

describe('health and docs', () => {
  it('reports the process alive', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('serves OpenAPI generated from the route schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/items/all', '/api/category/{id}', '/api/common/check-radius']),
    );
    const ui = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBeLessThan(400);
  });
});

describe('errors have one shape and are never a 500 for bad input', () => {
  it('answers malformed JSON with 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/common/check-radius',
      headers: { 'content-type': 'application/json' },
      payload: '{"lat": 12,',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
  });

  it('answers an empty JSON body with 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/common/check-radius',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers a body above 1 MiB with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/common/check-radius',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ lat: 1, lon: 1, pad: 'x'.repeat(1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: 'The request body is larger than 1 MiB.',
      code: 'PAYLOAD_TOO_LARGE',
      requestId: expect.any(String),
    });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/common/check-radius',
      headers: { 'content-type': 'text/csv' },
      payload: 'lat,lon',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers unknown API routes with 404 JSON', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/items/all'],
      ['DELETE', '/api/category/all'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
    }
  });
});

describe('the web app is served from the same origin', () => {
  it.each(['/', '/cart', '/category/abc', '/my-account?tab=orders'])(
    'answers page route %s with the app',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>GroFresh</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves hashed assets with a long cache and 404s missing files', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('product art ships with the app', () => {
  it('serves an emoji image and 404s an unknown one', async () => {
    const milk = await app.inject({ method: 'GET', url: '/media/emoji/glass-of-milk.svg' });
    expect(milk.statusCode).toBe(200);
    expect(milk.headers['content-type']).toContain('image/svg+xml');
    const unknown = await app.inject({ method: 'GET', url: '/media/emoji/not-a-thing.svg' });
    expect(unknown.statusCode).toBe(404);
    const bad = await app.inject({ method: 'GET', url: '/media/emoji/..%2Fsecret' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('compression', () => {
  it('serves the precompressed copy of an asset to browsers that accept brotli', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('compresses large JSON answers', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/items/all',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(res.rawPayload).toString()) as { items: unknown[] };
    expect(body.items.length).toBeGreaterThan(100);
  });
});
