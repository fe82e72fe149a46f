import { and, asc, eq, isNull } from 'drizzle-orm';
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
import { runTogether, statement, step, type Statement, type Step } from '../../lib/statement';
import { searchItems, type Search } from './catalog.search';
import { itemColumns, itemConditions, withDetails } from './catalog.sql';
import { banners, categories, items } from './catalog.table';

/**
 * Items for the home page, a category page or a search. A search term is trimmed; it matches
 * inside names, ignoring case, and forgives small typos (`searchItems` has the ranking).
 */
export async function listItems(
  db: DbOrTx,
  query: ItemsQuery,
  search: Search = searchItems,
): Promise<Item[]> {
  const term = query.name?.trim() ?? '';
  const ids = query.ids?.filter(isId);
  if (ids?.length === 0) return [];
  if (query.categoryId !== undefined && !isId(query.categoryId)) return [];
  const filters = { availability: query.availability, ids, categoryId: query.categoryId };
  if (term) return search(db, term, filters, query.limit ?? ITEM_LIMIT_SEARCH);

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
  const [items] = await runTogether(db, pricingStep(ids));
  return items;
}

/** `itemsForPricing` as a step, to be sent with other statements (`runTogether`). */
export function pricingStep(ids: string[]): Step<Map<string, PricedItem>> {
  const wanted = [...new Set(ids.filter(isId))];
  const read = wanted.length === 0 ? null : pricingRead(wanted.length);
  return step(
    read,
    [DAIRY_CATEGORY_NAME, ...wanted],
    (rows) =>
      new Map(
        rows.map((row) => [
          row.id,
          {
            id: row.id,
            name: row.name,
            image: row.image,
            available: row.available,
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
      ),
  );
}

type PricingRow = Omit<PricedItem, 'variants'> & { sizes: [string, number, number][] };

/**
 * The items an order names with [value, price, discount price] for each size and whether the
 * item is filed under dairy ($1, a live category), in one statement sent by name: every order
 * runs it, and as a query built per call PostgreSQL planned it each time (0.28 ms, more than
 * running it; bench/results/orders.md). One statement per number of items, each id a
 * parameter of its own: with one array parameter the generic plan is costed for 10 items, so
 * PostgreSQL never chose it and planned every call (0.36 ms of 0.6); with the count in the
 * text the generic plan costs what a custom one does and is kept from the sixth call on. A
 * retired item is never available, whatever its flag.
 */
const pricingReads: Statement<PricingRow>[] = [];
const pricingRead = (count: number): Statement<PricingRow> =>
  (pricingReads[count] ??= statement(
    `items_for_pricing_${count}`,
    `select i.id, i.name, i.image, i.available and i.retired_at is null as available,
     i.price_paise as "pricePaise", i.discount_price_paise as "discountPricePaise",
     i.is_variant as "isVariant",
     coalesce((select json_agg(json_build_array(v.value, v.price_paise, v.discount_price_paise))
       from item_variants v where v.item_id = i.id), '[]') as sizes,
     -- Not exists: in a select list PostgreSQL plans that twice (a hashed alternative).
     coalesce((select true from item_categories ic join categories c on c.id = ic.category_id
       where ic.item_id = i.id and c.name = $1 and c.retired_at is null limit 1), false) as dairy
   from items i
   where i.id = any(array[${Array.from({ length: count }, (_, n) => `$${n + 2}::uuid`).join(', ')}])`,
  ));
