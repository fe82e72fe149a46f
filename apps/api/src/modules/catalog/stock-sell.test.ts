import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestShop } from '../../../test/harness';
import { EVENTS_CHANNEL } from '../../lib/events';
import { sellStock } from './stock-sell';

const shop = await createTestShop();
const { db, pool } = shop.database;
const at = new Date('2026-11-23T06:00:00Z');

/** Live items without sizes that no test here has counted, counted with these numbers. */
async function counted(...onHand: number[]): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(
    `select id from items where not is_variant and retired_at is null
       and id not in (select item_id from stock_units) order by id limit $1`,
    [onHand.length],
  );
  for (const [i, row] of rows.entries()) {
    await pool.query('insert into stock_units (item_id, on_hand, low_at) values ($1, $2, 5)', [
      row.id,
      onHand[i],
    ]);
  }
  return rows.map((r) => r.id);
}
const left = async (ids: string[]) =>
  Promise.all(
    ids.map(
      async (id) =>
        (await pool.query('select on_hand from stock_units where item_id = $1', [id])).rows[0]
          .on_hand as number,
    ),
  );
const sell = (doc: string, lines: [string, number][]) =>
  db.transaction((tx) =>
    sellStock(
      tx,
      doc,
      lines.map(([itemId, quantity]) => ({ itemId, quantity })),
      at,
    ),
  );

const listener = new pg.Client({ connectionString: shop.database.url });
const notices: string[] = [];
await listener.connect();
listener.on('notification', (n) => notices.push(n.payload ?? ''));
await listener.query(`LISTEN ${EVENTS_CHANNEL}`);
afterAll(() => listener.end());

describe('selling a new document its counted units in one statement', () => {
  it('takes every line (the same unit twice as one), with its movement', async () => {
    const [a, b] = await counted(10, 3);
    await sell('sell-1', [
      [a!, 2],
      [b!, 3],
      [a!, 1],
    ]);
    expect(await left([a!, b!])).toEqual([7, 0]);
    const { rows } = await pool.query(
      `select item_id, change, reason, on_hand_after from stock_movements
       where document_id = 'sell-1' order by on_hand_after desc`,
    );
    expect(rows).toEqual([
      { item_id: a, change: -3, reason: 'SALE', on_hand_after: 7 },
      { item_id: b, change: -3, reason: 'SALE', on_hand_after: 0 },
    ]);
  });

  it('one short line refuses the whole document, naming what is left; nothing is taken', async () => {
    const [a, b] = await counted(10, 1);
    await expect(
      sell('sell-2', [
        [a!, 2],
        [b!, 2],
      ]),
    ).rejects.toMatchObject({
      code: 'OUT_OF_STOCK',
      details: { lines: [{ itemId: b, variantName: null, requested: 2, available: 1 }] },
    });
    expect(await left([a!, b!])).toEqual([10, 1]);
  });

  it('tells the console of a unit falling to its low mark, once, and of no other sale', async () => {
    const [a] = await counted(8);
    notices.length = 0;
    await sell('sell-3', [[a!, 2]]);
    await sell('sell-4', [[a!, 2]]);
    await sell('sell-5', [[a!, 1]]);
    await listener.query('select 1');
    await new Promise((r) => setTimeout(r, 100));
    expect(notices.filter((n) => n.includes(a!)).map((n) => JSON.parse(n))).toEqual([
      { type: 'stock.low', id: a },
    ]);
  });

  it('documents naming the same units in opposite orders never deadlock, and never oversell', async () => {
    const [a, b] = await counted(30, 30);
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        sell(
          `sell-race-${i}`,
          i % 2
            ? [
                [a!, 1],
                [b!, 1],
              ]
            : [
                [b!, 1],
                [a!, 1],
              ],
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(30);
    for (const r of results.filter((r) => r.status === 'rejected')) {
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'OUT_OF_STOCK' });
    }
    expect(await left([a!, b!])).toEqual([0, 0]);
  });
});
