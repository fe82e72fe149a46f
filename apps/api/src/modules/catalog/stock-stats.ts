import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';

/**
 * A stock unit that is sold today: its item is not retired, and the unit is the item itself
 * (no sizes) or one of the item's sizes now; rows of sizes since removed are left out.
 * `u` is stock_units, `i` the unit's item.
 */
export const LIVE_UNIT = sql.raw(`i.retired_at is null and case when i.is_variant
  then exists (select 1 from item_variants v where v.item_id = u.item_id and v.value = u.variant)
  else u.variant = '' end`);

/**
 * The dashboard's stock figures now (docs/product/rules.md#stock): counted units sold out, and
 * those at or below their low mark with some left (one row per unit: read whole).
 */
export async function stockStats(db: DbOrTx): Promise<{ out: number; low: number }> {
  const { rows } = await db.execute(sql`
    select count(*) filter (where u.on_hand = 0) as out,
      count(*) filter (where u.on_hand > 0) as low
    from stock_units u join items i on i.id = u.item_id
    where u.counted and u.on_hand <= u.low_at and ${LIVE_UNIT}`);
  const row = rows[0] ?? {};
  return { out: Number(row.out ?? 0), low: Number(row.low ?? 0) };
}
