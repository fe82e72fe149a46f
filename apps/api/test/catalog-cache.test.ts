import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestShop, overTheWire, RecordingSender, secondInstance } from './harness';
import { opsKit, shopItems } from './ops-kit';

const sender = new RecordingSender();
const shop = await createTestShop({ sms: sender });
const { app } = shop;
const { ops, shopper } = await opsKit(shop, sender, '95100000');

/** A second instance of the shop on the same database, as behind a load balancer. */
const other = await secondInstance(shop);

const HOME = '/api/items/all?availability=true&limit=1000';
/**
 * A GET over a real connection, as a shopper's browser sends it: a kept answer's second
 * request is then sent by the front door, not by Fastify's route.
 */
const wires = new Map<FastifyInstance, ReturnType<typeof overTheWire>>();
function get(instance: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  let wire = wires.get(instance);
  if (!wire) wires.set(instance, (wire = overTheWire(instance)));
  return wire(url, headers);
}

/** Resolves when `instance` hears the next committed catalog change (its NOTIFY). */
const nextCatalogChange = (instance: FastifyInstance) =>
  new Promise<void>((resolve) => {
    void instance.events.onCatalog((news) => news === 'changed' && resolve());
  });

const firstItem = async () => (await shopItems(app, '?availability=true'))[0]!;

describe('catalog answers: ETag and 304', () => {
  it('carries a strong ETag, asks caches to revalidate, and answers 304 only for that ETag', async () => {
    const first = await get(app, HOME);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await get(app, HOME, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    // Answered again from memory, it keeps every header the first answer had but the limit's.
    const repeated = await get(app, HOME, { 'if-none-match': '"something-else"' });
    expect(repeated.statusCode).toBe(200);
    expect(repeated.body).toBe(first.body);
    const perRequest = /^(x-ratelimit-|x-request-id$|date$|connection$|keep-alive$)/;
    const steady = (h: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(h).filter(([name]) => !perRequest.test(name)));
    expect(steady(repeated.headers)).toEqual(steady(first.headers));
    // The first came through the route (which counts the client), the others from memory.
    expect(first.headers['x-ratelimit-limit']).toBeDefined();
    expect(again.headers['x-ratelimit-limit']).toBeUndefined();
    expect(repeated.headers['x-ratelimit-limit']).toBeUndefined();
    // Another call's answer has its own tag: a category list is not the items list.
    const categories = await get(app, '/api/category/all', { 'if-none-match': etag });
    expect(categories.statusCode).toBe(200);
    expect(categories.headers.etag).not.toBe(etag);
  });

  it('sends brotli or gzip when asked, each with its own tag for the same content', async () => {
    const plain = await get(app, HOME);
    const br = await get(app, HOME, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get(app, HOME, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    expect(br.headers.vary).toContain('accept-encoding');
    const revalidated = await get(app, HOME, {
      'accept-encoding': 'br',
      'if-none-match': br.headers.etag as string,
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('still refuses a malformed query and answers 404 for an unknown category, every time', async () => {
    expect((await get(app, '/api/items/all?limit=abc')).statusCode).toBe(400);
    const missing = '/api/category/00000000-0000-4000-8000-000000000000';
    expect((await get(app, missing)).statusCode).toBe(404);
    expect((await get(app, missing)).statusCode).toBe(404);
  });
});

describe('catalog answers: a change shows at once', () => {
  it('shows a console edit on the very next request, and the old ETag no longer matches', async () => {
    const item = await firstItem();
    const before = await get(app, HOME);
    const price = item.price + 7;
    const edit = await ops('PUT', `/items/${item._id}`, {
      price,
      discountPrice: Math.min(item.discountPrice, price),
    });
    expect(edit.statusCode, edit.body).toBe(200);

    const after = await get(app, HOME, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().items.find((i: { _id: string }) => i._id === item._id).price).toBe(price);
  });

  it('takes an item off the home page when staff mark it out of stock', async () => {
    const item = await firstItem();
    const res = await ops('POST', '/items/bulk', { ids: [item._id], isAvailable: false });
    expect(res.statusCode, res.body).toBe(200);
    const ids = (await shopItems(app, '?availability=true')).map((i) => i._id);
    expect(ids).not.toContain(item._id);
    await ops('POST', '/items/bulk', { ids: [item._id], isAvailable: true });
    expect((await shopItems(app, '?availability=true')).map((i) => i._id)).toContain(item._id);
  });

  it('shows a change made on another instance once its notice arrives, with no timer', async () => {
    const item = await firstItem();
    await get(other, HOME); // kept by the other instance
    const heard = nextCatalogChange(other);
    const price = item.price + 11;
    await ops('PUT', `/items/${item._id}`, {
      price,
      discountPrice: Math.min(item.discountPrice, price),
    });
    await heard;
    const items = (await get(other, HOME)).json().items as { _id: string; price: number }[];
    expect(items.find((i) => i._id === item._id)!.price).toBe(price);
  });

  it('hears a change made outside the shop (the seed script, psql) on every instance', async () => {
    const before = (await get(other, '/api/category/all')).json().categories as { name: string }[];
    const heard = Promise.all([nextCatalogChange(app), nextCatalogChange(other)]);
    await shop.database.db.execute(
      sql`update categories set name = name || ' (new)' where id = (select id from categories order by name limit 1)`,
    );
    await heard;
    for (const instance of [app, other]) {
      const names = (await get(instance, '/api/category/all'))
        .json()
        .categories.map((c: { name: string }) => c.name);
      expect(names).toContain(`${before[0]!.name} (new)`);
    }
  });

  it('shows new store settings in get-config', async () => {
    const config = (await get(app, '/api/store/get-config')).json();
    const heard = nextCatalogChange(app);
    await shop.database.db.execute(sql`update store_settings set name = 'Corner Fresh'`);
    await heard;
    const after = (await get(app, '/api/store/get-config')).json();
    expect(config.store.name).not.toBe('Corner Fresh');
    expect(after.store.name).toBe('Corner Fresh');
  });
});

describe("nobody gets another's answer from a cache", () => {
  it('marks every signed-in answer no-store and gives the catalog the same to everyone', async () => {
    const mine = await get(app, `/api/user/getById/${shopper.userId}`, shopper.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    const coins = await get(app, '/api/coins/mine-coins', shopper.headers);
    expect(coins.headers['cache-control']).toBe('no-store');

    const signedIn = await get(app, HOME, shopper.headers);
    const anonymous = await get(app, HOME);
    expect(signedIn.body).toBe(anonymous.body);
    expect(signedIn.headers.etag).toBe(anonymous.headers.etag);
  });
});
