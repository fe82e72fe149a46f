import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  DAIRY_CATEGORY_NAME,
  ITEM_LIMIT_CATEGORY,
  ITEM_LIMIT_HOME,
  ITEM_LIMIT_SEARCH,
  type Banner,
  type Category,
  type Item,
  type ItemsQuery,
} from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { isId } from '../../lib/ids';
import { searchItems } from './catalog.search';
import { anyOf, itemColumns, itemConditions, withDetails } from './catalog.sql';
import { banners, categories, itemCategories, items, itemVariants } from './catalog.table';

/**
 * Items for the home page, a category page or a search. A search term is trimmed; it matches
 * inside names, ignoring case, and forgives small typos (`searchItems` has the ranking).
 */
export async function listItems(db: DbOrTx, query: ItemsQuery): Promise<Item[]> {
  const term = query.name?.trim() ?? '';
  const ids = query.ids?.filter(isId);
  if (ids?.length === 0) return [];
  if (query.categoryId !== undefined && !isId(query.categoryId)) return [];
  const filters = { availability: query.availability, ids, categoryId: query.categoryId };
  if (term) return searchItems(db, term, filters, query.limit ?? ITEM_LIMIT_SEARCH);

  const rows = await db
    .select(itemColumns)
    .from(items)
    .where(and(...itemConditions(filters)))
    .orderBy(asc(items.name), asc(items.id))
    .limit(query.limit ?? (query.categoryId ? ITEM_LIMIT_CATEGORY : ITEM_LIMIT_HOME));
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
  /** Filed under 'Dairy products' (a live category): sold only inside the delivery radius. */
  dairy: boolean;
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

/**
 * Current prices of the given items, for pricing an order on the server's own figures: the
 * items, their sizes and whether they are dairy in one query, since an order waits for each.
 */
export async function itemsForPricing(db: DbOrTx, ids: string[]): Promise<Map<string, PricedItem>> {
  const wanted = [...new Set(ids.filter(isId))];
  if (wanted.length === 0) return new Map();
  // [value, price, discount price] for each size, and whether the item is filed under dairy.
  const sizes = db
    .select({
      sizes: sql`json_agg(json_build_array(${itemVariants.value}, ${itemVariants.pricePaise}, ${itemVariants.discountPricePaise}))`,
    })
    .from(itemVariants)
    .where(eq(itemVariants.itemId, items.id));
  const filedUnderDairy = db
    .select({ yes: sql`true` })
    .from(itemCategories)
    .innerJoin(categories, eq(categories.id, itemCategories.categoryId))
    .where(
      and(
        eq(itemCategories.itemId, items.id),
        eq(categories.name, DAIRY_CATEGORY_NAME),
        isNull(categories.retiredAt),
      ),
    )
    .limit(1);
  const { id, name, image, available, retiredAt, pricePaise, discountPricePaise, isVariant } =
    itemColumns;
  const rows = await db
    .select({
      id,
      name,
      image,
      available,
      retiredAt,
      pricePaise,
      discountPricePaise,
      isVariant,
      sizes: sql<[string, number, number][]>`coalesce(${sizes}, '[]')`,
      // Not `exists`: in a select list PostgreSQL plans that twice (a hashed alternative).
      dairy: sql<boolean>`coalesce(${filedUnderDairy}, false)`,
    })
    .from(items)
    .where(anyOf(items.id, wanted));
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
          row.sizes.map(([value, pricePaise, discountPricePaise]) => [
            value,
            { pricePaise, discountPricePaise },
          ]),
        ),
        dairy: row.dairy,
      },
    ]),
  );
}
