import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Item } from '@grofresh/contracts';
import { createTestShop } from '../../../test/harness';
import { demoStock } from '../../db/seed/demo-stock';
import { CATALOG_CHANNEL } from '../../lib/events';

const shop = await createTestShop();
const { app } = shop;
const { pool } = shop.database;

const items = async (query: string): Promise<Item[]> =>
  (await app.inject({ method: 'GET', url: `/api/items/all${query}` })).json().items;
const itemById = async (id: string) => (await items(`?ids=${id}`))[0]!;

/** Live items of one kind that no other test of this file counts yet. */
const taken = new Set<string>();
async function pick(sizes: boolean): Promise<{ id: string; name: string; sizes: string[] }> {
  const { rows } = await pool.query<{ id: string; name: string; sizes: string[] }>(
    `select i.id, i.name, array(select value from item_variants v where v.item_id = i.id
       order by position, value) as sizes
     from items i where i.is_variant = $1 and i.available and i.retired_at is null
       and i.name ~ '^[A-Za-z ]+$' and not (i.id = any($2::uuid[]))
       and (not $1 or (select count(*) from item_variants v where v.item_id = i.id) >= 2)
     order by i.name limit 1`,
    [sizes, [...taken]],
  );
  taken.add(rows[0]!.id);
  return rows[0]!;
}
/** Runs a write a shopper would see, and waits until the shop has heard it (its kept answers). */
async function seen(write: Promise<unknown>): Promise<void> {
  const heard = new Promise<void>((resolve) => {
    void app.events.onCatalog((news) => news === 'changed' && resolve());
  });
  await write;
  await heard;
}
const count = (itemId: string, variant: string, onHand: number, lowAt = 5) =>
  pool.query(
    `insert into stock_units (item_id, variant, on_hand, low_at) values ($1, $2, $3, $4)
     on conflict (item_id, variant) do update set on_hand = $3, low_at = $4, counted = true`,
    [itemId, variant, onHand, lowAt],
  );

describe('what shoppers see of stock', () => {
  it('an item not counted, well stocked, low and sold out; the owner switch wins', async () => {
    const item = await pick(false);
    expect(await itemById(item.id)).toMatchObject({ inStock: true, availability: true });
    expect((await itemById(item.id)).stockLeft).toBeUndefined();

    await count(item.id, '', 40);
    const stocked = await itemById(item.id);
    expect(stocked.inStock).toBe(true);
    expect(stocked.stockLeft).toBeUndefined();

    await seen(count(item.id, '', 2));
    expect(await itemById(item.id)).toMatchObject({ inStock: true, stockLeft: 2 });
    // The same in a search's answer as in a listing's.
    const found = (await items(`?name=${encodeURIComponent(item.name)}`)).find(
      (i) => i._id === item.id,
    );
    expect(found).toMatchObject({ inStock: true, stockLeft: 2 });

    await seen(count(item.id, '', 0));
    expect(await itemById(item.id)).toMatchObject({ inStock: false, stockLeft: 0 });
    await seen(pool.query('update items set available = false where id = $1', [item.id]));
    await seen(count(item.id, '', 40));
    expect(await itemById(item.id)).toMatchObject({ inStock: false, availability: false });
    await pool.query('update stock_units set counted = false where item_id = $1', [item.id]);
    await seen(pool.query('update items set available = true where id = $1', [item.id]));
    expect(await itemById(item.id)).toMatchObject({ inStock: true, availability: true });
  });

  it('an item in sizes is in stock while one size is; each size says its own', async () => {
    const item = await pick(true);
    const [first, second] = item.sizes as [string, string];
    await seen(count(item.id, first, 0));
    await seen(count(item.id, second, 3, 3));
    const listed = await itemById(item.id);
    expect(listed.inStock).toBe(true);
    expect(listed.stockLeft).toBeUndefined();
    expect(listed.variants.find((v) => v.value === first)).toMatchObject({
      inStock: false,
      stockLeft: 0,
    });
    expect(listed.variants.find((v) => v.value === second)).toMatchObject({
      inStock: true,
      stockLeft: 3,
    });
    await seen(count(item.id, second, 0));
    const soldOut = await itemById(item.id);
    expect(soldOut.inStock).toBe(soldOut.variants.length > 2);
    const searched = (await items(`?name=${encodeURIComponent(item.name)}`)).find(
      (i) => i._id === item.id,
    )!;
    expect(searched.variants.map((v) => [v.inStock, v.stockLeft])).toEqual(
      soldOut.variants.map((v) => [v.inStock, v.stockLeft]),
    );
  });
});

const listener = new pg.Client({ connectionString: shop.database.url });
const heard: string[] = [];
await listener.connect();
listener.on('notification', (n) => heard.push(n.payload ?? ''));
await listener.query(`LISTEN ${CATALOG_CHANNEL}`);
afterAll(() => listener.end());

describe('the demo store', () => {
  it('counts a few items: one sold out, two with only a few left, one with plenty', async () => {
    const shown = new Map((await items('?limit=1000')).map((i) => [i.name, i]));
    expect(shown.get('Gulab Jamun Tin')).toMatchObject({ inStock: false, stockLeft: 0 });
    expect(shown.get('Kaju Katli')).toMatchObject({ inStock: true, stockLeft: 4 });
    expect(shown.get('Mahabaleshwar Strawberry')).toMatchObject({ inStock: true, stockLeft: 2 });
    expect(shown.get('Extra Virgin Olive Oil')?.inStock).toBe(true);
    expect(shown.get('Extra Virgin Olive Oil')?.stockLeft).toBeUndefined();
    // Each counted unit's history adds up to what it has on hand.
    const { rows } = await pool.query(
      `select u.on_hand, coalesce((select sum(change) from stock_movements m
         where m.item_id = u.item_id and m.variant = u.variant), 0)::int as moved
       from stock_units u join items i on i.id = u.item_id where i.name = any($1)`,
      [demoStock.map((d) => d.name)],
    );
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row.moved).toBe(row.on_hand);
  });
});

describe('the kept answers hear a change a shopper would see, and only that', () => {
  /** What the statement announces to the catalog's listeners once it commits. */
  async function noticesOf(text: string, values: unknown[]): Promise<number> {
    heard.length = 0;
    await pool.query(text, values);
    // A NOTIFY is delivered at commit; a query on the listener makes sure it has arrived.
    await pool.query(`select pg_notify('${CATALOG_CHANNEL}', 'fence')`);
    await listener.query('select 1');
    for (let i = 0; i < 50 && !heard.includes('fence'); i++)
      await new Promise((r) => setTimeout(r, 10));
    return heard.filter((h) => h === 'stock_units').length;
  }
  const set = 'update stock_units set on_hand = $2 where item_id = $1';

  it('a sale of a well-stocked unit notifies nothing; falling to the low mark and to zero do', async () => {
    const { id } = await pick(false);
    expect(
      await noticesOf('insert into stock_units (item_id, on_hand) values ($1, 50)', [id]),
    ).toBe(0);
    expect(await noticesOf(set, [id, 49])).toBe(0);
    expect(await noticesOf(set, [id, 5])).toBe(1);
    expect(await noticesOf(set, [id, 4])).toBe(1);
    expect(await noticesOf(set, [id, 0])).toBe(1);
    expect(await noticesOf(set, [id, 0])).toBe(0);
    expect(await noticesOf(set, [id, 30])).toBe(1);
    expect(await noticesOf('update stock_units set low_at = 40 where item_id = $1', [id])).toBe(1);
    expect(await noticesOf('update stock_units set counted = false where item_id = $1', [id])).toBe(
      1,
    );
    expect(await noticesOf('delete from stock_units where item_id = $1', [id])).toBe(0);
  });

  it('a kept answer shows the new state once a unit sells out', async () => {
    const { id } = await pick(false);
    await count(id, '', 9);
    const url = `/api/items/all?ids=${id}`;
    expect((await items(`?ids=${id}`))[0]!.inStock).toBe(true);
    await noticesOf(set, [id, 0]);
    // The instance hears the same notice; give it the moment it takes.
    for (let i = 0; i < 50; i++) {
      const [item] = (await app.inject({ method: 'GET', url })).json().items as Item[];
      if (!item!.inStock) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect((await items(`?ids=${id}`))[0]).toMatchObject({ inStock: false, stockLeft: 0 });
  });
});
