import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  image: text('image').notNull(),
  /** Retired categories leave the shop; nothing is deleted (items and orders refer to them). */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const items = pgTable(
  'items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image').notNull(),
    pricePaise: integer('price_paise').notNull(),
    discountPricePaise: integer('discount_price_paise').notNull().default(0),
    isVariant: boolean('is_variant').notNull().default(false),
    available: boolean('available').notNull().default(true),
    /** Its HSN code (4, 6 or 8 digits) and GST rate, for invoices (docs/product/rules.md#gst-invoices); null until set. */
    hsn: text('hsn'),
    gstRate: smallint('gst_rate'),
    /** Retired items leave the shop and the console's lists; orders keep their snapshot. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    /** Double-metaphone codes of the name's words (migration 0005), for "sounds like" search. */
    nameSounds: text('name_sounds')
      .array()
      .generatedAlwaysAs(sql`name_sounds(name)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Search matches inside words and forgives typos: trigram index on the name.
    index('items_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('items_name_idx').on(t.name),
    index('items_name_sounds_idx').using('gin', t.nameSounds),
    check('items_price_nonnegative', sql`${t.pricePaise} >= 0 AND ${t.discountPricePaise} >= 0`),
    check('items_gst_rate', sql`${t.gstRate} IN (0, 5, 18, 40)`),
    check('items_hsn_digits', sql`${t.hsn} ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$'`),
  ],
);

export const itemVariants = pgTable(
  'item_variants',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    pricePaise: integer('price_paise').notNull(),
    discountPricePaise: integer('discount_price_paise').notNull().default(0),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.value] }),
    check(
      'item_variants_price_nonnegative',
      sql`${t.pricePaise} >= 0 AND ${t.discountPricePaise} >= 0`,
    ),
  ],
);

export const itemCategories = pgTable(
  'item_categories',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.categoryId] }),
    index('item_categories_category_idx').on(t.categoryId, t.itemId),
  ],
);

export const banners = pgTable('banners', {
  id: uuid('id').primaryKey().defaultRandom(),
  imageUrl: text('image_url').notNull(),
  alt: text('alt').notNull().default(''),
  position: smallint('position').notNull().default(0),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});
