import {
  and,
  asc,
  eq,
  getTableColumns,
  sql,
  type AnyColumn,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { toRupees, type Item } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { itemCategories, items, itemVariants } from './catalog.table';
import { shownStock, type UnitStock } from './stock-shown';
import { stockUnits } from './stock.table';

// Everything a shopper sees (its own stock read in the same statement, docs/product/rules.md#stock);
// the search helper column stays in the database.
const { nameSounds: _searchOnly, ...columns } = getTableColumns(items);
export const itemColumns = {
  ...columns,
  stock: sql<UnitStock | null>`(select json_build_array(${stockUnits.onHand}, ${stockUnits.lowAt})
    from ${stockUnits} where ${stockUnits.itemId} = ${items.id} and ${stockUnits.variant} = ''
      and ${stockUnits.counted})`,
};

/** `column = any($1::uuid[])`: one array parameter, cheaper to send and plan than IN (...1000). */
export const anyOf = (column: AnyColumn, ids: string[]) =>
  sql`${column} = any(${sql.param(ids)}::uuid[])`;

/** What a listing of the shop's items may be narrowed by (ids and category already checked). */
export interface ItemFilters {
  availability?: boolean;
  ids?: string[];
  categoryId?: string;
}

/**
 * Live items (retired ones have left the shop; only the console lists them), narrowed by the
 * filters given. `bind` puts each value into the statement: a parameter by default, or a named
 * placeholder for a statement that is built once and run with many values.
 */
export function itemConditions(
  filters: ItemFilters,
  bind: (name: keyof ItemFilters, value: unknown) => SQLWrapper = (_, value) => sql.param(value),
): SQL[] {
  const conditions = [sql`${items.retiredAt} is null`];
  if (filters.availability !== undefined) {
    conditions.push(sql`${items.available} = ${bind('availability', filters.availability)}`);
  }
  if (filters.ids !== undefined) {
    conditions.push(sql`${items.id} = any(${bind('ids', filters.ids)}::uuid[])`);
  }
  if (filters.categoryId !== undefined) {
    conditions.push(sql`${items.id} in (select ${itemCategories.itemId} from ${itemCategories}
      where ${itemCategories.categoryId} = ${bind('categoryId', filters.categoryId)})`);
  }
  return conditions;
}

export function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** An item's row with its own stock (null: not counted, or sold in sizes). */
export type ItemRow = Omit<typeof items.$inferSelect, 'nameSounds'> & { stock: UnitStock | null };

type ShownRow = Omit<ItemRow, 'retiredAt' | 'createdAt' | 'updatedAt' | 'hsn' | 'gstRate'>;
type ShownVariant = Pick<
  typeof itemVariants.$inferSelect,
  'value' | 'pricePaise' | 'discountPricePaise'
> & { stock: UnitStock | null };

/** An item as the shop shows it, from its row, its sizes in order and its category ids. */
export function toItem(row: ShownRow, variants: ShownVariant[], categoryIds: string[]): Item {
  const sizes = variants.map((v) => ({
    value: v.value,
    price: toRupees(v.pricePaise),
    discountPrice: toRupees(v.discountPricePaise),
    ...shownStock(row.available, v.stock),
  }));
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    image: row.image,
    price: toRupees(row.pricePaise),
    discountPrice: toRupees(row.discountPricePaise),
    isVarient: row.isVariant,
    variants: sizes,
    category: categoryIds,
    availability: row.available,
    // An item sold in sizes is in stock when one of them is; each size says how many are left.
    ...(row.isVariant
      ? { inStock: sizes.some((size) => size.inStock) }
      : shownStock(row.available, row.stock)),
  };
}

/**
 * Items with their variants (each with its stock) and categories: two more queries whatever
 * the number of rows, never one per item. `extra` adds what a caller shows besides (the console: retired).
 */
export async function withDetails<R extends ItemRow, T extends object>(
  db: DbOrTx,
  rows: R[],
  extra: (row: R) => T,
): Promise<(Item & T)[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [variants, links] = await Promise.all([
    db
      .select({
        itemId: itemVariants.itemId,
        value: itemVariants.value,
        pricePaise: itemVariants.pricePaise,
        discountPricePaise: itemVariants.discountPricePaise,
        stock: sql<UnitStock | null>`case when ${stockUnits.counted}
          then json_build_array(${stockUnits.onHand}, ${stockUnits.lowAt}) end`,
      })
      .from(itemVariants)
      .leftJoin(
        stockUnits,
        and(eq(stockUnits.itemId, itemVariants.itemId), eq(stockUnits.variant, itemVariants.value)),
      )
      .where(anyOf(itemVariants.itemId, ids))
      .orderBy(asc(itemVariants.itemId), asc(itemVariants.position)),
    db
      .select()
      .from(itemCategories)
      .where(anyOf(itemCategories.itemId, ids))
      .orderBy(asc(itemCategories.categoryId)),
  ]);
  const variantsOf = groupBy(variants, (v) => v.itemId);
  const categoriesOf = groupBy(links, (l) => l.itemId);
  return rows.map((row) => ({
    ...toItem(
      row,
      variantsOf.get(row.id) ?? [],
      (categoriesOf.get(row.id) ?? []).map((l) => l.categoryId),
    ),
    ...extra(row),
  }));
}
