import { z } from 'zod';
import { endpoint } from './endpoint';
import { rupeesSchema } from './money';

export * from './catalog-rules';

/**
 * What a shopper sees of stock (docs/product/rules.md#stock). `inStock`: the owner's available
 * switch is on and the unit is not counted or has some left; an item sold in sizes is in stock
 * when any of its sizes is. `stockLeft`: how many are left, only for a counted unit at or below
 * its low mark ("Only 2 left"; 0 when sold out); an item sold in sizes never has its own, each
 * size has one.
 */
const stockShown = {
  inStock: z.boolean(),
  stockLeft: z.number().int().optional(),
};

export const variantSchema = z
  .object({
    value: z.string(),
    price: rupeesSchema,
    discountPrice: rupeesSchema,
    ...stockShown,
  })
  .meta({ id: 'Variant' });
export type Variant = z.infer<typeof variantSchema>;

/** `isVarient` keeps the original client's spelling; the wire format is the spec's. */
export const itemSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    description: z.string(),
    image: z.string(),
    price: rupeesSchema,
    discountPrice: rupeesSchema,
    isVarient: z.boolean(),
    variants: z.array(variantSchema),
    category: z.array(z.string()),
    /** The owner's switch (docs/product/rules.md#stock): stock does not change it. */
    availability: z.boolean(),
    ...stockShown,
  })
  .meta({ id: 'Item' });
export type Item = z.infer<typeof itemSchema>;

export const categorySchema = z
  .object({ _id: z.string(), name: z.string(), image: z.string() })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof categorySchema>;

export const bannerSchema = z
  .object({ _id: z.string(), imageUrl: z.string(), alt: z.string() })
  .meta({ id: 'Banner' });
export type Banner = z.infer<typeof bannerSchema>;

export const ITEM_LIMIT_MAX = 1000;
export const SEARCH_TERM_MAX = 100;
/** How many ids one `items/all?ids=` call may name (a cart holds far fewer lines). */
export const ITEM_IDS_MAX = 100;

const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

export const itemsQuerySchema = z.object({
  availability: booleanQuery.optional(),
  name: z
    .string()
    .max(SEARCH_TERM_MAX, `Search term must be at most ${SEARCH_TERM_MAX} characters`)
    .optional(),
  categoryId: z.string().min(1).max(64).optional(),
  /**
   * Only these items (comma-separated ids, at most 100), whether available or not unless
   * `availability` says: how the cart and 'Buy again' learn where their lines stand today.
   */
  ids: z
    .string()
    .max(ITEM_IDS_MAX * 40)
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().max(64)).max(ITEM_IDS_MAX, `At most ${ITEM_IDS_MAX} ids`))
    .optional(),
  limit: z.coerce.number().int().min(1).max(ITEM_LIMIT_MAX).optional(),
});
export type ItemsQuery = z.infer<typeof itemsQuerySchema>;

export const itemsResponseSchema = z.object({ items: z.array(itemSchema) });
export const categoriesResponseSchema = z.object({ categories: z.array(categorySchema) });
export const bannersResponseSchema = z.object({ banners: z.array(bannerSchema) });

export const idParamsSchema = z.object({ id: z.string().min(1).max(64) });

/**
 * The shop's catalog, the same for everyone: no token needed. Answers are kept until the
 * catalog changes and sent with an ETag (apps/api/src/lib/encoded-answer.ts).
 */
export const catalogEndpoints = {
  items: endpoint({
    method: 'GET',
    path: '/items/all',
    summary: 'Items, filtered by availability, category or a search term',
    tags: ['catalog'],
    public: true,
    query: itemsQuerySchema,
    response: itemsResponseSchema,
  }),
  categories: endpoint({
    method: 'GET',
    path: '/category/all',
    summary: 'All categories, sorted by name',
    tags: ['catalog'],
    public: true,
    response: categoriesResponseSchema,
  }),
  category: endpoint({
    method: 'GET',
    path: '/category/:id',
    summary: 'One category',
    tags: ['catalog'],
    public: true,
    params: idParamsSchema,
    response: categorySchema,
  }),
  banners: endpoint({
    method: 'GET',
    path: '/banners/all',
    summary: 'Home page banners, in display order',
    tags: ['catalog'],
    public: true,
    response: bannersResponseSchema,
  }),
};
