import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  ITEM_LIMIT_CATEGORY,
  ITEM_LIMIT_HOME,
  type Banner,
  type Category,
  type Item,
  type ItemsQuery,
} from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { isId } from '../../lib/ids';
import { escapeLike } from '../../lib/like';
import { anyOf, groupBy, itemColumns, withDetails } from './catalog.sql';
import { banners, categories, itemCategories, items, itemVariants } from './catalog.table';

/** A word of the name sounds like the term (double metaphone): shoppers spell by ear. */
const soundsLike = (term: string) => sql`${items.nameSounds} @> array[dmetaphone(${term})]`;

/** Fuzzy matching needs a few letters; shorter terms match as plain text only. */
const FUZZY_MIN_LENGTH = 3;

/**
 * Items for the home page, a category page or a search. A search term is trimmed; it matches
 * inside names, ignoring case, and forgives small typos through trigram word similarity.
 * Best matches come first: names starting with the term, names containing it, names with a
 * word that sounds like it, then by trigram similarity.
 */
export async function listItems(db: DbOrTx, query: ItemsQuery): Promise<Item[]> {
  const term = query.name?.trim() ?? '';
  // Retired items have left the shop; only the console lists them.
  const conditions: SQL[] = [isNull(items.retiredAt)];
  if (query.availability !== undefined) conditions.push(eq(items.available, query.availability));
  if (query.ids !== undefined) {
    const wanted = query.ids.filter(isId);
    if (wanted.length === 0) return [];
    conditions.push(inArray(items.id, wanted));
  }
  if (query.categoryId !== undefined) {
    if (!isId(query.categoryId)) return [];
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
  const order: SQL[] = [];
  if (term) {
    const inside = ilike(items.name, `%${escapeLike(term)}%`);
    const fuzzy = term.length >= FUZZY_MIN_LENGTH && /[a-z].*[a-z]/i.test(term);
    conditions.push(fuzzy ? or(inside, soundsLike(term), sql`${term} <% ${items.name}`)! : inside);
    order.push(desc(ilike(items.name, `${escapeLike(term)}%`)), desc(inside));
    if (fuzzy) {
      order.push(
        desc(soundsLike(term)),
        desc(sql`word_similarity(${term}, ${items.name})`),
        // Ties between equally close words go to the name that is closer as a whole.
        desc(sql`similarity(${term}, ${items.name})`),
      );
    }
  }
  order.push(asc(items.name), asc(items.id));
  const limit = query.limit ?? (query.categoryId ? ITEM_LIMIT_CATEGORY : ITEM_LIMIT_HOME);

  const rows = await db
    .select(itemColumns)
    .from(items)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(limit);
  return withDetails(db, rows, () => ({}));
}

const toCategory = (row: typeof categories.$inferSelect): Category => ({
  _id: row.id,
  name: row.name,
  image: row.image,
});

export async function listCategories(db: DbOrTx): Promise<Category[]> {
  const rows = await db
    .select()
    .from(categories)
    .where(isNull(categories.retiredAt))
    .orderBy(asc(categories.name));
  return rows.map(toCategory);
}

export async function findCategory(db: DbOrTx, id: string): Promise<Category | undefined> {
  if (!isId(id)) return undefined;
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.id, id), isNull(categories.retiredAt)));
  return row && toCategory(row);
}

export async function listBanners(db: DbOrTx): Promise<Banner[]> {
  const rows = await db
    .select()
    .from(banners)
    .where(isNull(banners.retiredAt))
    .orderBy(asc(banners.position), asc(banners.id));
  return rows.map((b) => ({ _id: b.id, imageUrl: b.imageUrl, alt: b.alt }));
}

export interface PricedItem {
  id: string;
  name: string;
  image: string;
  available: boolean;
  pricePaise: number;
  discountPricePaise: number;
  isVariant: boolean;
  variants: Map<string, { pricePaise: number; discountPricePaise: number }>;
}

/**
 * The prices a line is sold at: a variant item's named variant, or a plain item's own prices
 * when no variant is named; undefined for any other pairing (a variant item without a variant,
 * an unknown variant, a variant named for a plain item).
 */
export function pricesFor(
  item: PricedItem,
  variantName: string | null,
): { pricePaise: number; discountPricePaise: number } | undefined {
  if (item.isVariant) return variantName === null ? undefined : item.variants.get(variantName);
  return variantName === null ? item : undefined;
}

/** Current prices of the given items, for pricing an order on the server's own figures. */
export async function itemsForPricing(db: DbOrTx, ids: string[]): Promise<Map<string, PricedItem>> {
  const wanted = [...new Set(ids.filter(isId))];
  if (wanted.length === 0) return new Map();
  const [rows, variants] = await Promise.all([
    db.select(itemColumns).from(items).where(anyOf(items.id, wanted)),
    db.select().from(itemVariants).where(anyOf(itemVariants.itemId, wanted)),
  ]);
  const variantsOf = groupBy(variants, (v) => v.itemId);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        image: row.image,
        // A retired item cannot be ordered, whatever its availability said.
        available: row.available && row.retiredAt === null,
        pricePaise: row.pricePaise,
        discountPricePaise: row.discountPricePaise,
        isVariant: row.isVariant,
        variants: new Map(
          (variantsOf.get(row.id) ?? []).map((v) => [
            v.value,
            { pricePaise: v.pricePaise, discountPricePaise: v.discountPricePaise },
          ]),
        ),
      },
    ]),
  );
}
