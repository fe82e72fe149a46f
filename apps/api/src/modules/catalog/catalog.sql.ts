import { asc, getTableColumns, sql, type AnyColumn } from 'drizzle-orm';
import { toRupees, type Item } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { itemCategories, items, itemVariants } from './catalog.table';

// Everything a shopper sees; the search helper column stays in the database.
const { nameSounds: _searchOnly, ...columns } = getTableColumns(items);
export const itemColumns = columns;

/** `column = any($1::uuid[])`: one array parameter, cheaper to send and plan than IN (...1000). */
export const anyOf = (column: AnyColumn, ids: string[]) =>
  sql`${column} = any(${sql.param(ids)}::uuid[])`;

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

export type ItemRow = Omit<typeof items.$inferSelect, 'nameSounds'>;

/**
 * Items with their variants and categories: two more queries whatever the number of rows,
 * never one per item. `extra` adds what a caller shows besides (the console: retired).
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
      .select()
      .from(itemVariants)
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
    _id: row.id,
    name: row.name,
    description: row.description,
    image: row.image,
    price: toRupees(row.pricePaise),
    discountPrice: toRupees(row.discountPricePaise),
    isVarient: row.isVariant,
    variants: (variantsOf.get(row.id) ?? []).map((v) => ({
      value: v.value,
      price: toRupees(v.pricePaise),
      discountPrice: toRupees(v.discountPricePaise),
    })),
    category: (categoriesOf.get(row.id) ?? []).map((l) => l.categoryId),
    availability: row.available,
    ...extra(row),
  }));
}
