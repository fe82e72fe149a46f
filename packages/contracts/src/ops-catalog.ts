import { z } from 'zod';
import { bannerSchema, categorySchema, itemSchema } from './catalog';
import { gstMessages, HSN_PATTERN, isGstRate, type GstRate } from './gst-rules';

/**
 * The console's catalog: items, categories and banners, edited by staff. Nothing is deleted:
 * retiring takes a thing out of the shop and the console's default lists, and orders keep the
 * snapshot of what they sold.
 */

/** The highest price in rupees an item or variant may have. */
export const PRICE_MAX = 100_000;
const twoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;
const rupees = (what: string) =>
  z
    .number({ error: `Enter the ${what} in rupees` })
    .min(0, `The ${what} cannot be negative`)
    .max(PRICE_MAX, `The ${what} can be at most ₹1,00,000`)
    .refine(twoDecimals, `The ${what} can have at most 2 decimals`);

/** A picture: one of the bundled ones or an uploaded one, both served by the shop itself. */
export const IMAGE_MESSAGE = 'Choose a picture: a bundled one or an upload';
export const imagePathSchema = z
  .string({ error: IMAGE_MESSAGE })
  .trim()
  .regex(/^\/media\/(emoji\/[a-z0-9-]{1,64}\.svg|uploads\/[a-f0-9]{16,64}\.webp)$/, IMAGE_MESSAGE);

export const DISCOUNT_MESSAGE = 'The discount price must be below the price (0 for none)';
const discountBelowPrice = (v: { price?: number; discountPrice?: number }) =>
  v.price === undefined ||
  v.discountPrice === undefined ||
  v.discountPrice === 0 ||
  v.discountPrice < v.price;

export const VARIANTS_MAX = 20;
export const variantInputSchema = z
  .object({
    value: z
      .string({ error: 'Name the variant, e.g. 500 g' })
      .trim()
      .min(1, 'Name the variant, e.g. 500 g')
      .max(40, 'A variant name can be at most 40 characters'),
    price: rupees('price').refine((n) => n > 0, 'The price must be above ₹0'),
    discountPrice: rupees('discount price').default(0),
  })
  .refine(discountBelowPrice, { message: DISCOUNT_MESSAGE, path: ['discountPrice'] });

const variantsSchema = z
  .array(variantInputSchema)
  .max(VARIANTS_MAX, `At most ${VARIANTS_MAX} variants`)
  .refine(
    (vs) => new Set(vs.map((v) => v.value.toLowerCase())).size === vs.length,
    'Each variant needs a name of its own',
  );

const itemFields = {
  name: z
    .string({ error: 'Give the item a name' })
    .trim()
    .min(2, 'Give the item a name of at least 2 letters')
    .max(120, 'An item name can be at most 120 characters'),
  description: z.string().trim().max(1000, 'The description can be at most 1000 characters'),
  image: imagePathSchema,
  price: rupees('price').refine((n) => n > 0, 'The price must be above ₹0'),
  discountPrice: rupees('discount price'),
  isAvailable: z.boolean(),
  variants: variantsSchema,
  category: z
    .array(z.string().min(1).max(64))
    .min(1, 'Pick at least one category')
    .max(10, 'At most 10 categories'),
  /** For invoices (docs/product/rules.md#gst-invoices); null: not set yet. */
  hsn: z.string({ error: gstMessages.hsn }).trim().regex(HSN_PATTERN, gstMessages.hsn).nullable(),
  gstRate: z
    .number({ error: gstMessages.gstRate })
    .refine(isGstRate, gstMessages.gstRate)
    .transform((n) => n as GstRate)
    .nullable(),
};

export const itemCreateSchema = z
  .object({
    ...itemFields,
    description: itemFields.description.default(''),
    discountPrice: itemFields.discountPrice.default(0),
    isAvailable: itemFields.isAvailable.default(true),
    variants: itemFields.variants.default([]),
    hsn: itemFields.hsn.default(null),
    gstRate: itemFields.gstRate.default(null),
  })
  .refine(discountBelowPrice, { message: DISCOUNT_MESSAGE, path: ['discountPrice'] })
  .meta({ id: 'ItemCreate' });
export type ItemCreate = z.infer<typeof itemCreateSchema>;
export type ItemCreateInput = z.input<typeof itemCreateSchema>;

/** `PUT /api/ops/items/:id {name?, description?, price?, discountPrice?, isAvailable?, variants?, category?, hsn?, gstRate?}`. */
export const itemUpdateSchema = z
  .object(itemFields)
  .partial()
  .refine(discountBelowPrice, { message: DISCOUNT_MESSAGE, path: ['discountPrice'] })
  .meta({ id: 'ItemUpdate' });
export type ItemUpdate = z.infer<typeof itemUpdateSchema>;

export const opsItemSchema = itemSchema
  .extend({
    retired: z.boolean(),
    updatedAt: z.string(),
    hsn: z.string().nullable(),
    gstRate: z.number().nullable(),
  })
  .meta({ id: 'OpsItem' });
export type OpsItem = z.infer<typeof opsItemSchema>;

const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');
export const OPS_ITEMS_PAGE = 200;
export const opsItemsQuerySchema = z.object({
  /** Part of the name. */
  q: z.string().trim().max(100).optional(),
  categoryId: z.string().max(64).optional(),
  availability: booleanQuery.optional(),
  /** Retired items instead of the ones in the shop. */
  retired: booleanQuery.optional(),
});
export type OpsItemsQuery = z.input<typeof opsItemsQuerySchema>;

export const BULK_MAX = 500;
export const bulkItemsSchema = z
  .object({
    ids: z
      .array(z.string().min(1).max(64))
      .min(1, 'Select at least one item')
      .max(BULK_MAX, `At most ${BULK_MAX} items at once`),
    isAvailable: z.boolean().optional(),
    /** Every price of the items (variants and discount prices too) up or down by this percent. */
    pricePercent: z
      .number({ error: 'Enter the change as a percent' })
      .min(-90, 'Prices can come down by at most 90%')
      .max(500, 'Prices can go up by at most 500%')
      .refine((n) => n !== 0, 'A change of 0% changes nothing')
      .refine(twoDecimals, 'The percent can have at most 2 decimals')
      .optional(),
  })
  .refine((b) => b.isAvailable !== undefined || b.pricePercent !== undefined, {
    message: 'Choose availability or a price change',
    path: ['isAvailable'],
  })
  .meta({ id: 'BulkItems' });
export type BulkItems = z.infer<typeof bulkItemsSchema>;

/** The CSV's columns, in order; `id` empty means a new item. */
export const ITEMS_CSV_COLUMNS = [
  'id',
  'name',
  'description',
  'price',
  'discountPrice',
  'available',
  'categories',
  'variants',
  'image',
  'hsn',
  'gstRate',
] as const;
export const CSV_IMPORT_MAX_ROWS = 5000;
/** The largest CSV file the console sends (the request adds JSON quoting on top). */
export const CSV_IMPORT_MAX_BYTES = 15 * 1024 * 1024;
export const csvImportSchema = z.object({
  csv: z.string().min(1, 'The file is empty'),
});
export const csvRowErrorSchema = z.object({ line: z.number(), message: z.string() });
export type CsvRowError = z.infer<typeof csvRowErrorSchema>;

export const opsCategorySchema = categorySchema
  .extend({ retired: z.boolean(), itemCount: z.number() })
  .meta({ id: 'OpsCategory' });
export type OpsCategory = z.infer<typeof opsCategorySchema>;

const categoryFields = {
  name: z
    .string({ error: 'Give the category a name' })
    .trim()
    .min(2, 'Give the category a name of at least 2 letters')
    .max(60, 'A category name can be at most 60 characters'),
  image: imagePathSchema,
};
export const categoryCreateSchema = z.object(categoryFields).meta({ id: 'CategoryCreate' });
export type CategoryCreate = z.infer<typeof categoryCreateSchema>;
export const categoryUpdateSchema = z.object(categoryFields).partial();

export const opsBannerSchema = bannerSchema
  .extend({ position: z.number(), retired: z.boolean() })
  .meta({ id: 'OpsBanner' });
export type OpsBanner = z.infer<typeof opsBannerSchema>;

const bannerImageSchema = z
  .string({ error: IMAGE_MESSAGE })
  .trim()
  .regex(/^\/media\/(banner\.svg\?.{1,400}|uploads\/[a-f0-9]{16,64}\.webp)$/, IMAGE_MESSAGE);
const bannerFields = {
  imageUrl: bannerImageSchema,
  alt: z
    .string({ error: 'Describe the banner for shoppers who cannot see it' })
    .trim()
    .min(3, 'Describe the banner for shoppers who cannot see it')
    .max(160, 'The description can be at most 160 characters'),
  position: z
    .number({ error: 'Enter the position as a number' })
    .int('The position is a whole number')
    .min(0, 'The position is 0 or more')
    .max(100, 'The position is at most 100'),
};
export const bannerCreateSchema = z.object(bannerFields).meta({ id: 'BannerCreate' });
export type BannerCreate = z.infer<typeof bannerCreateSchema>;
export const bannerUpdateSchema = z.object(bannerFields).partial();
