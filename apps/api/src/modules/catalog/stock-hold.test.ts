import { describe, expect, it } from 'vitest';
import { createTestShop } from '../../../test/harness';
import { holdStock, releaseStock } from './stock-hold';

const shop = await createTestShop();
const { db, pool } = shop.database;
const at = new Date('2026-11-23T06:00:00Z');

/** A live item without sizes, counted with `onHand`. */
async function countedItem(onHand: number, lowAt = 5): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    `select id from items where not is_variant and retired_at is null
       and id not in (select item_id from stock_units) limit 1`,
  );
  const itemId = rows[0]!.id;
  await pool.query(
    'insert into stock_units (item_id, variant, on_hand, low_at) values ($1, $2, $3, $4)',
    [itemId, '', onHand, lowAt],
  );
  return itemId;
}
const onHand = async (itemId: string) =>
  (await pool.query('select on_hand from stock_units where item_id = $1', [itemId])).rows[0]
    .on_hand as number;
const movementsSum = async (itemId: string) =>
  Number(
    (
      await pool.query(
        'select coalesce(sum(change), 0) s from stock_movements where item_id = $1',
        [itemId],
      )
    ).rows[0].s,
  );
const hold = (doc: string, itemId: string, quantity: number) =>
  db.transaction((tx) => holdStock(tx, doc, [{ itemId, variantName: null, quantity }], at));

describe('holding counted stock for a document', () => {
  it('20 documents racing for the last 5 units: exactly 5 sold, 15 refused, never below zero', async () => {
    const itemId = await countedItem(5);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => hold(`race-${i}`, itemId, 1)),
    );
    const refused = results.filter((r) => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const r of refused) {
      expect((r as PromiseRejectedResult).reason).toMatchObject({
        code: 'OUT_OF_STOCK',
        details: { lines: [{ itemId, variantName: null, requested: 1, available: 0 }] },
      });
    }
    expect(await onHand(itemId)).toBe(0);
  });

  it('holding the same lines again changes nothing; a release gives back once', async () => {
    const itemId = await countedItem(10);
    await hold('doc-a', itemId, 3);
    await hold('doc-a', itemId, 3);
    expect(await onHand(itemId)).toBe(7);
    await hold('doc-a', itemId, 1);
    expect(await onHand(itemId)).toBe(9);
    await Promise.all([
      db.transaction((tx) => releaseStock(tx, 'doc-a', at)),
      db.transaction((tx) => releaseStock(tx, 'doc-a', at)),
    ]);
    expect(await onHand(itemId)).toBe(10);
    // The history adds up to what is on hand, from the count it started with.
    expect(10 + (await movementsSum(itemId))).toBe(10);
  });

  it('a line asking more than is left names what is left and changes nothing', async () => {
    const itemId = await countedItem(2);
    await expect(hold('doc-b', itemId, 3)).rejects.toMatchObject({
      code: 'OUT_OF_STOCK',
      details: { lines: [{ itemId, requested: 3, available: 2 }] },
    });
    expect(await onHand(itemId)).toBe(2);
    expect(await movementsSum(itemId)).toBe(0);
  });
});
