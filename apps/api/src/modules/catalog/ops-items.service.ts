import { and, asc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { OPS_ITEMS_PAGE, type OpsItem, type opsItemsQuerySchema } from '@grofresh/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/database';
import { isId } from '../../lib/ids';
import { containing } from '../../lib/like';
import { anyOf, itemColumns, withDetails, type ItemRow } from './catalog.sql';
import { itemCategories, items } from './catalog.table';

/** Items as the console shows them, retired or not. */
const withOpsDetails = (db: DbOrTx, rows: ItemRow[]): Promise<OpsItem[]> =>
  withDetails(db, rows, (row) => ({
    retired: row.retiredAt !== null,
    updatedAt: row.updatedAt.toISOString(),
    hsn: row.hsn,
    gstRate: row.gstRate,
  }));

/** The console's item list: by part of the name, category, availability, retired or not; A-Z. */
export async function listOpsItems(
  db: DbOrTx,
  query: z.output<typeof opsItemsQuerySchema>,
): Promise<{ items: OpsItem[]; total: number }> {
  const conditions: SQL[] = [query.retired ? isNotNull(items.retiredAt) : isNull(items.retiredAt)];
  if (query.q) conditions.push(containing(items.name, query.q));
  if (query.availability !== undefined) conditions.push(eq(items.available, query.availability));
  if (query.categoryId !== undefined) {
    if (!isId(query.categoryId)) return { items: [], total: 0 };
    conditions.push(
      inArray(
        items.id,
        db
          .select({ id: itemCategories.itemId })
          .from(itemCategories)
          .where(eq(itemCategories.categoryId, query.categoryId)),
      ),
    );
  }
  // The window count is taken before LIMIT: every match, in the same query.
  const rows = await db
    .select({ ...itemColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(items)
    .where(and(...conditions))
    .orderBy(asc(items.name), asc(items.id))
    .limit(OPS_ITEMS_PAGE);
  return { items: await withOpsDetails(db, rows), total: rows[0]?.total ?? 0 };
}

/** The given items (unknown or malformed ids are left out), in the order of `ids`. */
export async function findOpsItems(db: DbOrTx, ids: string[]): Promise<OpsItem[]> {
  const wanted = [...new Set(ids.filter(isId))];
  if (wanted.length === 0) return [];
  const rows = await db.select(itemColumns).from(items).where(anyOf(items.id, wanted));
  const found = new Map((await withOpsDetails(db, rows)).map((i) => [i._id, i]));
  return wanted.flatMap((id) => found.get(id) ?? []);
}

/**
 * Locks the given items' rows until the transaction ends, in id order so that two
 * transactions locking overlapping sets cannot deadlock, then reads them as they are now.
 */
export async function lockOpsItems(tx: DbOrTx, ids: string[]): Promise<OpsItem[]> {
  const wanted = [...new Set(ids.filter(isId))].sort();
  if (wanted.length === 0) return [];
  await tx
    .select({ id: items.id })
    .from(items)
    .where(anyOf(items.id, wanted))
    .orderBy(asc(items.id))
    .for('update');
  return findOpsItems(tx, wanted);
}

/** Every item in the shop (not retired), A-Z: what the CSV export holds. */
export async function allShopItems(db: DbOrTx): Promise<OpsItem[]> {
  const rows = await db
    .select(itemColumns)
    .from(items)
    .where(isNull(items.retiredAt))
    .orderBy(asc(items.name), asc(items.id));
  return withOpsDetails(db, rows);
}
