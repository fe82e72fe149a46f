import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Item } from '@grofresh/contracts';
import { createTestShop, RecordingSender, secondInstance } from './harness';
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
});
