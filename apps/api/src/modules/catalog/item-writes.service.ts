import { asc, eq } from 'drizzle-orm';
import { toPaise, type ItemCreate, type OpsItem } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { isId } from '../../lib/ids';
import { anyOf } from './catalog.sql';
import { categories, itemCategories, items, itemVariants } from './catalog.table';

/**
 * An item's editable fields in rupees, as the console sends them and the activity record keeps
 * them: categories as ids (sorted, each once), variants in their order.
 */
export type ItemFields = ItemCreate;

export const normalizeCategories = (ids: string[]): string[] =>
  [...new Set(ids.map((id) => id.toLowerCase()))].sort();

export const fieldsOf = (item: OpsItem): ItemFields => ({
  name: item.name,
  description: item.description,
  image: item.image,
  price: item.price,
  discountPrice: item.discountPrice,
  isAvailable: item.availability,
  // Only what staff edit: a size's stock (inStock, stockLeft) is not one of its fields.
  variants: item.variants.map((v) => ({
    value: v.value,
    price: v.price,
    discountPrice: v.discountPrice,
  })),
  category: normalizeCategories(item.category),
  hsn: item.hsn,
  gstRate: item.gstRate as ItemFields['gstRate'],
});

const rowOf = (f: ItemFields, now: Date) => ({
  name: f.name,
  description: f.description,
  image: f.image,
  pricePaise: toPaise(f.price),
  discountPricePaise: toPaise(f.discountPrice),
  isVariant: f.variants.length > 0,
  available: f.isAvailable,
  hsn: f.hsn,
  gstRate: f.gstRate,
  updatedAt: now,
});

const variantRows = (itemId: string, f: ItemFields) =>
  f.variants.map((v, position) => ({
    itemId,
    value: v.value,
    pricePaise: toPaise(v.price),
    discountPricePaise: toPaise(v.discountPrice),
    position,
  }));

const linkRows = (itemId: string, f: ItemFields) =>
  normalizeCategories(f.category).map((categoryId) => ({ itemId, categoryId }));

/** New items with their variants and categories: three inserts however many there are. */
export async function insertItems(tx: DbOrTx, all: ItemFields[], now: Date): Promise<string[]> {
  if (all.length === 0) return [];
  const rows = await tx
    .insert(items)
    .values(all.map((f) => ({ ...rowOf(f, now), createdAt: now })))
    .returning({ id: items.id });
  const ids = rows.map((r) => r.id);
  const variants = all.flatMap((f, i) => variantRows(ids[i]!, f));
  const links = all.flatMap((f, i) => linkRows(ids[i]!, f));
  if (variants.length) await tx.insert(itemVariants).values(variants);
  if (links.length) await tx.insert(itemCategories).values(links);
  return ids;
}

/** Saves an item's fields; variants and categories are replaced only when they changed. */
export async function updateItemRow(
  tx: DbOrTx,
  id: string,
  fields: ItemFields,
  changed: { variants: boolean; category: boolean },
  now: Date,
): Promise<void> {
  await tx.update(items).set(rowOf(fields, now)).where(eq(items.id, id));
  if (changed.variants) {
    await tx.delete(itemVariants).where(eq(itemVariants.itemId, id));
    const rows = variantRows(id, fields);
    if (rows.length) await tx.insert(itemVariants).values(rows);
  }
  if (changed.category) {
    await tx.delete(itemCategories).where(eq(itemCategories.itemId, id));
    const rows = linkRows(id, fields);
    if (rows.length) await tx.insert(itemCategories).values(rows);
  }
}

export async function setItemRetired(
  tx: DbOrTx,
  id: string,
  retiredAt: Date | null,
  now: Date,
): Promise<void> {
  await tx.update(items).set({ retiredAt, updatedAt: now }).where(eq(items.id, id));
}

export interface CategoryRef {
  id: string;
  name: string;
  retired: boolean;
}

/** Every category, retired ones too, by name: what an item may be filed under is checked here. */
export async function categoryRefs(db: DbOrTx): Promise<CategoryRef[]> {
  const rows = await db
    .select({ id: categories.id, name: categories.name, retiredAt: categories.retiredAt })
    .from(categories)
    .orderBy(asc(categories.name));
  return rows.map((r) => ({ id: r.id, name: r.name, retired: r.retiredAt !== null }));
}

/** The ids among `ids` that are not categories in the shop (unknown or retired). */
export async function unusableCategories(db: DbOrTx, ids: string[]): Promise<string[]> {
  const wanted = normalizeCategories(ids);
  const valid = wanted.filter(isId);
  const rows = valid.length
    ? await db
        .select({ id: categories.id, retiredAt: categories.retiredAt })
        .from(categories)
        .where(anyOf(categories.id, valid))
    : [];
  const usable = new Set(rows.filter((r) => r.retiredAt === null).map((r) => r.id));
  return wanted.filter((id) => !usable.has(id));
}
