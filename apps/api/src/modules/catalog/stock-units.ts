import { sql } from 'drizzle-orm';
import { DEFAULT_LOW_AT, stockMessages, type StockUnit } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { invalidField, notFound } from '../../lib/app-error';
import { isId } from '../../lib/ids';

/** An item as stock sees it: its name, whether it is retired, and its sizes in shop order. */
export interface StockItem {
  id: string;
  name: string;
  retired: boolean;
  sizes: string[];
}

/** A unit's row as it is now; `counted` false and 0 on hand when it has none. */
export type UnitRow = {
  counted: boolean;
  onHand: number;
  lowAt: number;
};

/** The item, retired or not, with its sizes; undefined when there is no such item. */
export async function findStockItem(db: DbOrTx, itemId: string): Promise<StockItem | undefined> {
  if (!isId(itemId)) return undefined;
  const { rows } = await db.execute<{
    id: string;
    name: string;
    retired: boolean;
    sizes: string[];
  }>(
    sql`select i.id, i.name, i.retired_at is not null as retired,
      coalesce(array_agg(v.value order by v.position, v.value)
        filter (where v.value is not null and i.is_variant), '{}') as sizes
    from items i left join item_variants v on v.item_id = i.id
    where i.id = ${itemId} group by i.id`,
  );
  return rows[0];
}

/**
 * The unit a request names (docs/product/rules.md#stock): the item itself when it has no sizes
 * (`variantName` refused), one of its sizes when it has (`variantName` required). The stored
 * key is the size's value, or '' for an item without sizes. A retired item is not found.
 */
export function sellableUnit(
  item: StockItem | undefined,
  variantName: string | undefined,
): { item: StockItem; variant: string } {
  if (!item || item.retired) throw notFound(stockMessages.notSold);
  if (item.sizes.length === 0) {
    if (variantName !== undefined) throw invalidField('body.variantName', stockMessages.noSizes);
    return { item, variant: '' };
  }
  if (variantName === undefined) throw invalidField('body.variantName', stockMessages.chooseSize);
  if (!item.sizes.includes(variantName)) {
    throw invalidField('body.variantName', stockMessages.noSuchSize(variantName));
  }
  return { item, variant: variantName };
}

/** How the console shows a unit: 'Item · size', and no number while it is not counted. */
export const unitView = (
  item: { id: string; name: string },
  variant: string,
  row: UnitRow | undefined,
): StockUnit => ({
  itemId: item.id,
  variantName: variant === '' ? null : variant,
  name: variant === '' ? item.name : `${item.name} · ${variant}`,
  counted: row?.counted ?? false,
  onHand: row?.counted ? row.onHand : null,
  lowAt: row?.lowAt ?? DEFAULT_LOW_AT,
});

/** The unit's row, or undefined when it was never counted. */
export async function findUnit(
  db: DbOrTx,
  itemId: string,
  variant: string,
): Promise<UnitRow | undefined> {
  const { rows } = await db.execute<UnitRow>(sql`
    select counted, on_hand as "onHand", low_at as "lowAt" from stock_units
    where item_id = ${itemId} and variant = ${variant}`);
  return rows[0];
}

/**
 * Locks the unit's row until the transaction ends, making it (not counted, none on hand) if
 * it has none, and reads it as it is once the lock is held: a sale or another movement that
 * got there first has committed, so nothing it did is lost (docs/product/rules.md#stock).
 */
export async function lockUnit(tx: DbOrTx, itemId: string, variant: string): Promise<UnitRow> {
  await tx.execute(sql`
    insert into stock_units (item_id, variant, counted, on_hand, low_at)
    values (${itemId}, ${variant}, false, 0, ${DEFAULT_LOW_AT})
    on conflict (item_id, variant) do nothing`);
  const { rows } = await tx.execute<UnitRow>(sql`
    select counted, on_hand as "onHand", low_at as "lowAt" from stock_units
    where item_id = ${itemId} and variant = ${variant} for update`);
  return rows[0]!;
}

/**
 * Counts a unit or stops counting it, and sets its low mark (kept when not given), in one
 * statement that makes the row when there is none. Stopping keeps the number on hand and its
 * history; the unit sells without counting until it is counted again.
 */
export async function saveUnitSettings(
  tx: DbOrTx,
  unit: { itemId: string; variant: string; counted: boolean; lowAt?: number },
  at: Date,
): Promise<UnitRow> {
  const lowAt = unit.lowAt ?? null;
  const { rows } = await tx.execute<UnitRow>(sql`
    insert into stock_units (item_id, variant, counted, on_hand, low_at, updated_at)
    values (${unit.itemId}, ${unit.variant}, ${unit.counted}, 0,
      coalesce(${lowAt}::int, ${DEFAULT_LOW_AT}), ${at})
    on conflict (item_id, variant) do update set counted = excluded.counted,
      low_at = coalesce(${lowAt}::int, stock_units.low_at), updated_at = excluded.updated_at
    returning counted, on_hand as "onHand", low_at as "lowAt"`);
  return rows[0]!;
}
