import { sql, type SQL } from 'drizzle-orm';
import type { StockUnit } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { escapeLike } from '../../lib/like';
import { unitView } from './stock-units';

export interface StockFilters {
  /** Part of the item's name, as the console's item search matches it. */
  q?: string;
  low?: boolean;
  out?: boolean;
  counted?: boolean;
  /** Every unit when not given (the stock take's file). */
  limit?: number;
}

type ListedRow = {
  itemId: string;
  name: string;
  variant: string;
  counted: boolean | null;
  onHand: number | null;
  lowAt: number | null;
};

// What each filter keeps (stock_units has one row per unit, read whole: no index names on_hand,
// so that a sale's update stays HOT, stock.table.ts).
const LOW = sql.raw('(s.counted and s.on_hand <= s.low_at)');
const OUT = sql.raw('(s.counted and s.on_hand <= s.low_at and s.on_hand = 0)');
const COUNTED = sql.raw('coalesce(s.counted, false)');

const either = (wanted: boolean, condition: SQL): SQL =>
  wanted ? condition : sql`not coalesce(${condition}, false)`;

/**
 * Every unit on sale (docs/product/rules.md#stock): each item in the shop without sizes, and
 * each size of those with sizes, counted or not, A-Z by item then in the sizes' order, in one
 * statement. A unit never counted has no row: not counted, the default low mark.
 */
export async function listStock(db: DbOrTx, filters: StockFilters): Promise<StockUnit[]> {
  const conditions: SQL[] = [
    sql`i.retired_at is null`,
    sql`(not i.is_variant or v.value is not null)`,
  ];
  // The items' trigram index serves the name search, as in the console's item list.
  if (filters.q) conditions.push(sql`i.name ilike ${`%${escapeLike(filters.q)}%`}`);
  if (filters.counted !== undefined) conditions.push(either(filters.counted, COUNTED));
  if (filters.low !== undefined) conditions.push(either(filters.low, LOW));
  if (filters.out !== undefined) conditions.push(either(filters.out, OUT));
  const { rows } = await db.execute<ListedRow>(sql`
    select i.id as "itemId", i.name, coalesce(v.value, '') as variant,
      s.counted, s.on_hand as "onHand", s.low_at as "lowAt"
    from items i
    left join item_variants v on v.item_id = i.id and i.is_variant
    left join stock_units s on s.item_id = i.id and s.variant = coalesce(v.value, '')
    where ${sql.join(conditions, sql` and `)}
    order by i.name, i.id, v.position, v.value
    ${filters.limit === undefined ? sql`` : sql`limit ${filters.limit}`}`);
  return rows.map((row) =>
    unitView(
      { id: row.itemId, name: row.name },
      row.variant,
      row.counted === null
        ? undefined
        : { counted: row.counted, onHand: row.onHand ?? 0, lowAt: row.lowAt ?? 0 },
    ),
  );
}
