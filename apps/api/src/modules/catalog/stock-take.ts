import { sql } from 'drizzle-orm';
import { DEFAULT_LOW_AT } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { EVENTS_CHANNEL } from '../../lib/events';
import type { StockTakeRow } from './stock-csv';
import type { UnitRow } from './stock-units';

/** The note of every movement a stock take records. */
export const STOCK_TAKE_NOTE = 'Stock take';

const key = (itemId: string, variant: string) => `${itemId}\u0000${variant}`;

/**
 * Locks the units a stock take names, as `lockUnit` does one: the units it counts or marks
 * get a row if they have none; every existing row is locked in one order (item, then size, as
 * sales lock them), and read as it is once locked. Units without a row are left out.
 */
export async function lockTakeUnits(
  tx: DbOrTx,
  rows: StockTakeRow[],
): Promise<Map<string, UnitRow>> {
  // A unit never counted that stays so, with the low mark it would have, is left without one.
  const made = rows.filter(
    (r) => r.counted || (r.lowAt !== undefined && r.lowAt !== DEFAULT_LOW_AT),
  );
  if (made.length > 0) {
    const [ids, variants] = [made.map((r) => r.itemId), made.map((r) => r.variant)];
    await tx.execute(sql`
      insert into stock_units (item_id, variant, counted, on_hand, low_at)
      select item_id, variant, false, 0, ${DEFAULT_LOW_AT}
      from unnest(${sql.param(ids)}::uuid[], ${sql.param(variants)}::text[]) as w(item_id, variant)
      order by item_id, variant
      on conflict (item_id, variant) do nothing`);
  }
  const [ids, variants] = [rows.map((r) => r.itemId), rows.map((r) => r.variant)];
  const { rows: locked } = await tx.execute<UnitRow & { itemId: string; variant: string }>(sql`
    select item_id as "itemId", variant, counted, on_hand as "onHand", low_at as "lowAt"
    from stock_units
    where (item_id, variant) in (
      select * from unnest(${sql.param(ids)}::uuid[], ${sql.param(variants)}::text[]))
    order by item_id, variant
    for update`);
  return new Map(locked.map((u) => [key(u.itemId, u.variant), u]));
}

/** What a stock take changes of one unit: its count (by a COUNT movement) and its settings. */
export interface TakeChange {
  itemId: string;
  variant: string;
  counted: boolean;
  lowAt: number;
  change: number;
  /** The unit as it was, locked. */
  before: UnitRow;
}

/** The changes a stock take makes: only units whose count or settings differ. */
export function takeChanges(rows: StockTakeRow[], units: Map<string, UnitRow>): TakeChange[] {
  const changes: TakeChange[] = [];
  for (const row of rows) {
    const unit = units.get(key(row.itemId, row.variant));
    if (!unit) continue; // never counted, and the row leaves it so
    const lowAt = row.lowAt ?? unit.lowAt;
    const change = row.counted ? (row.onHand ?? unit.onHand) - unit.onHand : 0;
    if (change === 0 && row.counted === unit.counted && lowAt === unit.lowAt) continue;
    const { itemId, variant, counted } = row;
    changes.push({ itemId, variant, counted, lowAt, change, before: unit });
  }
  return changes;
}

/**
 * Writes a stock take's changes to units locked by `lockTakeUnits`, each changed count with its
 * COUNT movement by `byUserId`, and a 'stock.low' notice for each counted unit it brings from
 * above its low mark to at or below it (delivered only if the transaction commits).
 */
export async function applyStockTake(
  tx: DbOrTx,
  changes: TakeChange[],
  byUserId: string,
  at: Date,
): Promise<void> {
  if (changes.length === 0) return;
  const column = <K extends keyof TakeChange>(k: K) => sql.param(changes.map((c) => c[k]));
  await tx.execute(sql`
    with w as (
      select * from unnest(${column('itemId')}::uuid[], ${column('variant')}::text[],
        ${column('counted')}::boolean[], ${column('lowAt')}::int[], ${column('change')}::int[])
        as w(item_id, variant, counted, low_at, change)
    ), before as (
      select u.item_id, u.variant, u.counted, u.on_hand, u.low_at from stock_units u
      join w on u.item_id = w.item_id and u.variant = w.variant
    ), changed as (
      update stock_units u set counted = w.counted, low_at = w.low_at,
        on_hand = u.on_hand + w.change, updated_at = ${at}
      from w where u.item_id = w.item_id and u.variant = w.variant
      returning u.item_id, u.variant, u.on_hand, u.low_at, u.counted, w.change
    ), moved as (
      insert into stock_movements
        (item_id, variant, change, reason, note, by_user_id, on_hand_after, at)
      select item_id, variant, change, 'COUNT', ${STOCK_TAKE_NOTE}, ${byUserId}, on_hand, ${at}
      from changed where change <> 0
    )
    select pg_notify(${EVENTS_CHANNEL},
      json_build_object('type', 'stock.low', 'id', c.item_id)::text)
    from changed c join before b on b.item_id = c.item_id and b.variant = c.variant
    where c.counted and b.counted and c.on_hand <= c.low_at and b.on_hand > b.low_at`);
}
