import { and, asc, count, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { CategoryCreate, OpsCategory } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { isId } from '../../lib/ids';
import { categories, itemCategories, items } from './catalog.table';

/** Categories with how many items in the shop each holds: one grouped query. */
async function selectCategories(db: DbOrTx, where?: SQL): Promise<OpsCategory[]> {
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      image: categories.image,
      retiredAt: categories.retiredAt,
      itemCount: count(items.id),
    })
    .from(categories)
    .leftJoin(itemCategories, eq(itemCategories.categoryId, categories.id))
    .leftJoin(items, and(eq(items.id, itemCategories.itemId), isNull(items.retiredAt)))
    .where(where)
    .groupBy(categories.id)
    .orderBy(asc(categories.name));
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    image: r.image,
    retired: r.retiredAt !== null,
    itemCount: r.itemCount,
  }));
}

export const listOpsCategories = (db: DbOrTx): Promise<OpsCategory[]> => selectCategories(db);

/** The names of these categories (retired ones too), id → name, in one query. */
export async function categoryNames(db: DbOrTx, ids: string[]): Promise<Record<string, string>> {
  const wanted = [...new Set(ids.filter(isId))];
  if (wanted.length === 0) return {};
  const rows = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(inArray(categories.id, wanted));
  return Object.fromEntries(rows.map((r) => [r.id, r.name]));
}

export async function findOpsCategory(db: DbOrTx, id: string): Promise<OpsCategory> {
  const [category] = await selectCategories(db, eq(categories.id, id));
  return category!;
}

/** Locks a category's row for the rest of the transaction; undefined for an unknown id. */
export async function lockCategory(tx: DbOrTx, id: string) {
  if (!isId(id)) return undefined;
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  return row;
}

/** A category (retired ones too) with this name, ignoring case; `exceptId` is left out. */
export async function categoryNamed(tx: DbOrTx, name: string, exceptId?: string) {
  const [row] = await tx
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(
      and(
        sql`lower(${categories.name}) = lower(${name})`,
        exceptId ? ne(categories.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

export async function insertCategory(tx: DbOrTx, values: CategoryCreate): Promise<string> {
  const [row] = await tx.insert(categories).values(values).returning({ id: categories.id });
  return row!.id;
}

export async function updateCategoryRow(
  tx: DbOrTx,
  id: string,
  values: Partial<CategoryCreate> & { retiredAt?: Date | null },
): Promise<void> {
  await tx.update(categories).set(values).where(eq(categories.id, id));
}
