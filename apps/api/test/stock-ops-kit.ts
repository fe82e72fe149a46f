import type { StockMovement, StockUnit } from '@grofresh/contracts';
import { holdStock } from '../src/modules/catalog/stock-hold';
import { createTestShop, RecordingSender, TestClock } from './harness';
import { opsKit } from './ops-kit';

/** A shop for the console's stock calls: staff, a shopper, items with and without sizes. */
export async function stockOpsKit(prefix: string) {
  const clock = new TestClock('2026-11-23T06:00:00Z');
  const sender = new RecordingSender();
  const shop = await createTestShop({ clock, sms: sender });
  const { app, database } = shop;
  const kit = await opsKit(shop, sender, prefix);
  const { pool, db } = database;

  /** A live item never counted, each given once: `sized` ones have at least two sizes. */
  const given = new Set<string>();
  const freshItem = async (sized: boolean): Promise<{ id: string; name: string }> => {
    const { rows } = await pool.query<{ id: string; name: string }>(
      `select i.id, i.name from items i where i.retired_at is null and i.is_variant = $1
         and ($1 = false or (select count(*) from item_variants v where v.item_id = i.id) >= 2)
         and i.id not in (select item_id from stock_units) and not (i.id = any($2::uuid[]))
       order by i.name limit 1`,
      [sized, [...given]],
    );
    const item = rows[0]!;
    given.add(item.id);
    return item;
  };
  const sizesOf = async (itemId: string): Promise<string[]> =>
    (
      await pool.query<{ value: string }>(
        'select value from item_variants where item_id = $1 order by position, value',
        [itemId],
      )
    ).rows.map((r) => r.value);

  /** A movement by staff (or `who`), a second after the last one. */
  const record = (body: object, who = kit.staff) => {
    clock.advance(1000);
    return kit.ops('POST', '/stock/movements', body, who);
  };
  const unitOf = async (itemId: string, variantName: string | null = null): Promise<StockUnit> => {
    const items = (await kit.ops('GET', '/stock?limit=500')).json().items as StockUnit[];
    return items.find((u) => u.itemId === itemId && u.variantName === variantName)!;
  };
  const historyOf = async (itemId: string): Promise<StockMovement[]> =>
    (await kit.ops('GET', `/stock/${itemId}/movements`)).json().movements;
  /** A sale of a document, as an order takes stock (modules/catalog/stock-hold.ts). */
  const sell = (document: string, itemId: string, quantity: number, variantName = null) =>
    db.transaction((tx) =>
      holdStock(tx, document, [{ itemId, variantName, quantity }], clock.now()),
    );
  const onHandRow = async (itemId: string, variant = '') =>
    (
      await pool.query<{ on_hand: number }>(
        'select on_hand from stock_units where item_id = $1 and variant = $2',
        [itemId, variant],
      )
    ).rows[0]?.on_hand;

  return {
    ...kit,
    app,
    database,
    clock,
    sender,
    freshItem,
    sizesOf,
    record,
    unitOf,
    historyOf,
    sell,
    onHandRow,
  };
}
