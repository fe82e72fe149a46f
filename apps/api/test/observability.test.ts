import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestShop, overTheWire } from './harness';
import { captureLog } from './log-capture';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const journal: { tag: string }[] = JSON.parse(
  readFileSync(new URL('../src/db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
).entries;
const newestMigration = journal.at(-1)!.tag;

const shop = await createTestShop();
const { app, database } = shop;
// A second shop: a tight request limit, and a database that is shut to it for a moment.
const spare = await createTestShop({ env: { RATE_LIMIT_PER_MINUTE: '3' } });

describe('health and readiness', () => {
  it('answer outside the per-client limit and are never stored by a cache', async () => {
    const from = { remoteAddress: '203.0.113.5' };
    for (let i = 0; i < 5; i++) {
      for (const url of ['/api/health', '/api/ready']) {
        const res = await spare.app.inject({ method: 'GET', url, ...from });
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
      }
    }
    // The limit itself is on: the same client's other calls run into it.
    const calls = [];
    for (let i = 0; i < 4; i++)
      calls.push(await spare.app.inject({ method: 'GET', url: '/api/store/time', ...from }));
    expect(calls.map((c) => c.statusCode)).toEqual([200, 200, 200, 429]);
  });

  it('is not ready while a migration is missing, and ready again once it is applied', async () => {
    const table = sql`drizzle.__drizzle_migrations`;
    const { rows } = await database.db.execute<{ id: number; hash: string; created_at: string }>(
      sql`delete from ${table} where created_at = (select max(created_at) from ${table}) returning *`,
    );
    const missing = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(missing.statusCode).toBe(503);
    expect(missing.json()).toEqual({
      message: `Migration ${newestMigration} is not applied.`,
      code: 'SERVICE_UNAVAILABLE',
      requestId: missing.headers['x-request-id'],
    });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    const [row] = rows;
    await database.db.execute(
      sql`insert into ${table} (id, hash, created_at) values (${row!.id}, ${row!.hash}, ${row!.created_at})`,
    );
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('stays alive while the database refuses connections, but not ready until it is back', async () => {
    const { app: cut, database: cutDb } = spare;
    const name = new URL(cutDb.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: inject('adminUrl') });
    await admin.connect();
    try {
      await admin.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS false`);
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      const health = await cut.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      const ready = await cut.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        message: 'The database does not answer.',
        code: 'SERVICE_UNAVAILABLE',
      });
    } finally {
      await admin.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    expect((await cut.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });
});

describe('request ids', () => {
  it('gives every answer an X-Request-Id: the caller’s when it is a sane token, else a UUID', async () => {
    const idOf = async (given?: string) =>
      (
        await app.inject({
          method: 'GET',
          url: '/api/health',
          headers: given === undefined ? {} : { 'x-request-id': given },
        })
      ).headers['x-request-id'];
    expect(await idOf('lb-7f3a.19_Z')).toBe('lb-7f3a.19_Z');
    expect(await idOf('x'.repeat(128))).toBe('x'.repeat(128));
    for (const insane of [undefined, '', 'x'.repeat(129), 'two words', 'a"b', 'a/b']) {
      expect(await idOf(insane)).toMatch(UUID);
    }
    const [one, two] = [await idOf(), await idOf()];
    expect(one).not.toBe(two);
  });

  it('puts the id in every error body, kept catalog answers carry it too', async () => {
    const missing = await app.inject({
      method: 'GET',
      url: '/api/category/nope',
      headers: { 'x-request-id': 'report-42' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toBe('report-42');
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', requestId: 'report-42' });

    const bad = await app.inject({ method: 'POST', url: '/api/common/check-radius', payload: {} });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().requestId).toBe(bad.headers['x-request-id']);

    const get = overTheWire(app);
    await get('/api/banners/all');
    const kept = await get('/api/banners/all');
    expect(kept.headers['x-request-id']).toMatch(UUID);
    const named = await get('/api/banners/all', { 'x-request-id': 'report-43' });
    expect(named.headers['x-request-id']).toBe('report-43');
  });

  it('logs every line of a request with the same id as `reqId`', async () => {
    const { log, lines } = captureLog();
    const logged = await buildApp({ config: shop.config, database, logger: log });
    try {
      const res = await logged.inject({
        method: 'GET',
        url: '/api/category/nope',
        headers: { 'x-request-id': 'trace-me-1' },
      });
      expect(res.statusCode).toBe(404);
      const mine = lines.filter((line) => line.reqId === 'trace-me-1');
      expect(mine).toContainEqual(
        expect.objectContaining({ url: '/api/category/nope', statusCode: 404 }),
      );
      expect(lines.filter((line) => line.url === '/api/category/nope')).toEqual(mine);
    } finally {
      await logged.close();
    }
  });
});
