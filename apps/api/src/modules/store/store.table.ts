import { sql } from 'drizzle-orm';
import { check, doublePrecision, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/** The shop's own settings: exactly one row (id 1). */
export const storeSettings = pgTable(
  'store_settings',
  {
    id: smallint('id').primaryKey().default(1),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    whatsapp: text('whatsapp').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    radiusKm: doublePrecision('radius_km').notNull(),
    upiId: text('upi_id').notNull().default(''),
    upiName: text('upi_name').notNull().default(''),
  },
  (t) => [check('store_settings_single_row', sql`${t.id} = 1`)],
);

/** Milk subscription quantity options, e.g. HALF_LITRE → ₹32 a day. */
export const milkPriceOptions = pgTable('milk_price_options', {
  key: text('key').primaryKey(),
  pricePaise: integer('price_paise').notNull(),
  position: smallint('position').notNull().default(0),
});
