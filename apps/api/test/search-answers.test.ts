import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Item } from '@grofresh/contracts';
import { createTestShop, overTheWire, RecordingSender, secondInstance } from './harness';
import { opsKit } from './ops-kit';

// Searches are kept until the catalog changes (catalog.search-answers.ts): these check that a
// kept search never shows a catalog older than the last change, on any instance, to anyone.
const sender = new RecordingSender();
const shop = await createTestShop({ sms: sender });
const { app } = shop;
const { ops, shopper } = await opsKit(shop, sender, '95100001');

/** A second instance of the shop on the same database, as behind a load balancer. */
const other = await secondInstance(shop);

const PANEER = '/api/items/all?availability=true&name=paneer';
const search = async (instance: FastifyInstance, url = PANEER, headers = {}) => {
  const res = await instance.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: Item[] }).items;
};

/**
 * A GET over a real connection, as a browser sends it: a kept answer's second request is then
 * sent by the front door (web-host/front-door.ts), not by Fastify's route.
 */
const wires = new Map<FastifyInstance, ReturnType<typeof overTheWire>>();
function get(instance: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  let wire = wires.get(instance);
  if (!wire) wires.set(instance, (wire = overTheWire(instance)));
  return wire(url, headers);
}
const wired = async (instance: FastifyInstance, url: string) => {
  const res = await get(instance, url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: Item[] }>().items;
};

/** Resolves when `instance` hears the next committed catalog change (its NOTIFY). */
const nextCatalogChange = (instance: FastifyInstance) =>
  new Promise<void>((resolve) => {
    void instance.events.onCatalog((news) => news === 'changed' && resolve());
  });

describe('kept searches', () => {
  it('show a console edit on the very next search', async () => {
    const [item] = await search(app);
    await search(app); // asked twice: kept
    const price = item!.price + 7;
    const edit = await ops('PUT', `/items/${item!._id}`, {
      price,
      discountPrice: Math.min(item!.discountPrice, price),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await search(app)).find((i) => i._id === item!._id)!.price).toBe(price);
  });

  it('drop an item staff mark out of stock, and bring it back', async () => {
    const [item] = await search(app);
    expect(
      (await ops('POST', '/items/bulk', { ids: [item!._id], isAvailable: false })).statusCode,
    ).toBe(200);
    expect((await search(app)).map((i) => i._id)).not.toContain(item!._id);
    expect(
      (await ops('POST', '/items/bulk', { ids: [item!._id], isAvailable: true })).statusCode,
    ).toBe(200);
    expect((await search(app)).map((i) => i._id)).toContain(item!._id);
  });

  it('show a change made outside the shop (psql, seeding) on every instance once heard', async () => {
    const before = await Promise.all([search(app), search(other)]);
    const [first] = before[0];
    expect(before[1].map((i) => i.name)).toEqual(before[0].map((i) => i.name));
    const heard = Promise.all([nextCatalogChange(app), nextCatalogChange(other)]);
    await shop.database.db.execute(
      sql`update items set name = 'Zzz Renamed Curd' where id = ${first!._id}`,
    );
    await heard;
    for (const instance of [app, other]) {
      expect((await search(instance)).map((i) => i._id)).not.toContain(first!._id);
      const curd = await search(instance, '/api/items/all?availability=true&name=renamed');
      expect(curd.map((i) => i.name)).toEqual(['Zzz Renamed Curd']);
    }
  });

  it('are the same for every shopper: signed in or not, one answer', async () => {
    const signedIn = await app.inject({ method: 'GET', url: PANEER, headers: shopper.headers });
    const anonymous = await app.inject({ method: 'GET', url: PANEER });
    expect(signedIn.body).toBe(anonymous.body);
    expect(signedIn.headers['cache-control']).toBe(anonymous.headers['cache-control']);
  });

  it('keep the page size and the filters apart', async () => {
    const all = await search(app);
    expect(all.length).toBeGreaterThan(1);
    expect(await search(app, `${PANEER}&limit=1`)).toEqual(all.slice(0, 1));
    expect(await search(app)).toEqual(all);

    const [item] = all;
    expect(
      (await ops('POST', '/items/bulk', { ids: [item!._id], isAvailable: false })).statusCode,
    ).toBe(200);
    const anyStock = await search(app, '/api/items/all?name=paneer');
    expect(anyStock.map((i) => i._id)).toContain(item!._id);
    expect((await search(app)).map((i) => i._id)).not.toContain(item!._id);
    await ops('POST', '/items/bulk', { ids: [item!._id], isAvailable: true });
  });

  it('sent again from memory, even a page of 1,000, show a price or availability change at once', async () => {
    const BIG = '/api/items/all?availability=true&name=paneer&limit=1000';
    for (const url of [PANEER, BIG]) {
      const [item] = await wired(app, url);
      const first = await get(app, url);
      // Asked again: the front door sent it (Fastify's route would have counted the client).
      expect(first.headers['x-ratelimit-limit']).toBeUndefined();
      const price = item!.price + 3;
      await ops('PUT', `/items/${item!._id}`, {
        price,
        discountPrice: Math.min(item!.discountPrice, price),
      });
      const repriced = await get(app, url);
      expect(repriced.headers.etag).not.toBe(first.headers.etag);
      expect(repriced.json<{ items: Item[] }>().items.find((i) => i._id === item!._id)!.price).toBe(
        price,
      );
      await wired(app, url); // kept again
      await ops('POST', '/items/bulk', { ids: [item!._id], isAvailable: false });
      expect((await wired(app, url)).map((i) => i._id)).not.toContain(item!._id);
      await ops('POST', '/items/bulk', { ids: [item!._id], isAvailable: true });
      expect((await wired(app, url)).map((i) => i._id)).toContain(item!._id);
    }
  });

  it("show another instance's price change and a stock count once its notice arrives", async () => {
    const [item] = await wired(other, PANEER);
    await wired(other, PANEER); // kept by the other instance, sent by its front door
    let heard = nextCatalogChange(other);
    const price = item!.price + 5;
    await ops('PUT', `/items/${item!._id}`, {
      price,
      discountPrice: Math.min(item!.discountPrice, price),
    });
    await heard;
    expect((await wired(other, PANEER)).find((i) => i._id === item!._id)!.price).toBe(price);
    // Sold out by a stock count (migration 0021's notice): still listed, out of stock.
    heard = nextCatalogChange(other);
    await shop.database.pool.query(
      `insert into stock_units (item_id, variant, on_hand, low_at) values ($1, '', 0, 2)
       on conflict (item_id, variant) do update set on_hand = 0, counted = true`,
      [item!._id],
    );
    await heard;
    const sold = (await wired(other, PANEER)).find((i) => i._id === item!._id)!;
    expect([sold.inStock, sold.stockLeft]).toEqual([false, 0]);
    await shop.database.pool.query('delete from stock_units where item_id = $1', [item!._id]);
  });

  it('carry an ETag (304 when it matches) and brotli, and share one answer per search', async () => {
    const first = await get(app, PANEER);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect((await get(app, PANEER, { 'if-none-match': etag })).statusCode).toBe(304);
    const br = await get(app, PANEER, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    // The same search asked with the term padded and the limit spelt out: one answer.
    const padded = await get(app, `${PANEER.replace('paneer', '%20paneer%20')}&limit=50`);
    expect(padded.headers.etag).toBe(etag);
    expect(padded.body).toBe(first.body);
    expect((await get(app, `${PANEER}&limit=2`)).headers.etag).not.toBe(etag);
  });
});
