import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  integer,
  pgTable,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { COINS_ON_INVOICE } from '@grofresh/contracts';

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
    /** The shop's street address, as printed on the contact page and packing slips. */
    address: text('address').notNull().default(''),
    /** Pick-up hand-over hours, in minutes after midnight store time. */
    pickUpOpensMinute: smallint('pick_up_opens_minute').notNull().default(480),
    pickUpClosesMinute: smallint('pick_up_closes_minute').notNull().default(1260),
    /** Goodwill Grocoins above this many on one complaint need an admin. */
    goodwillAdminAbove: integer('goodwill_admin_above').notNull().default(50),
    /** At most this many goodwill Grocoins per shopper per store day, whoever gives them. */
    goodwillDailyCap: integer('goodwill_daily_cap').notNull().default(200),
    /** For invoices (docs/product/rules.md#gst-invoices): no GSTIN, receipts without tax. */
    legalName: text('legal_name').notNull().default(''),
    gstin: text('gstin'),
    stateCode: text('state_code'),
    coinsOnInvoice: text('coins_on_invoice', { enum: COINS_ON_INVOICE })
      .notNull()
      .default('PAYMENT'),
    /** Home delivery's reach (docs/product/rules.md#delivery-area): a pin within this radius… */
    deliveryRadiusKm: doublePrecision('delivery_radius_km').notNull().default(5),
    /** …or, for an address without a pin, its pincode listed here. */
    servedPincodes: text('served_pincodes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A milk bill paid in full online approves its subscription without staff (rules.md). */
    autoApproveMilk: boolean('auto_approve_milk').notNull().default(false),
  },
  (t) => [
    check('store_settings_single_row', sql`${t.id} = 1`),
    check(
      'store_settings_pick_up_hours',
      sql`0 <= ${t.pickUpOpensMinute} AND ${t.pickUpOpensMinute} < ${t.pickUpClosesMinute} AND ${t.pickUpClosesMinute} <= 1440`,
    ),
  ],
);

/** Milk subscription quantity options, e.g. HALF_LITRE → ₹32 a day. */
export const milkPriceOptions = pgTable('milk_price_options', {
  key: text('key').primaryKey(),
  pricePaise: integer('price_paise').notNull(),
  position: smallint('position').notNull().default(0),
});
