import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Address } from '@grofresh/contracts';

/** A shopper's prepaid milk subscription (API.md "Milk subscriptions"). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    productName: text('product_name', { enum: ['MILK'] }).notNull(),
    status: text('status', {
      enum: ['ACTIVE', 'INACTIVE', 'PENDING', 'CANCELLED', 'EXPIRED'],
    }).notNull(),
    type: text('type', { enum: ['DAILY', 'CUSTOM'] }).notNull(),
    /** The saved address it was made with (it may be edited or deleted later) and its copy. */
    addressId: uuid('address_id'),
    address: jsonb('address').$type<Address>().notNull(),
    /** The store's option key (e.g. HALF_LITRE) and its daily price when it was made. */
    quantity: text('quantity').notNull(),
    pricePaise: integer('price_paise').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    includedDates: date('included_dates', { mode: 'string' }).array().notNull().default([]),
    excludedDates: date('excluded_dates', { mode: 'string' }).array().notNull().default([]),
    deliveryDays: integer('delivery_days').notNull(),
    amountDuePaise: integer('amount_due_paise').notNull(),
    /** When the store confirmed the payment of the current bill. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // One live subscription per shopper and product, kept by the database under any race.
    uniqueIndex('subscriptions_one_live_idx')
      .on(t.userId, t.productName)
      .where(sql`${t.status} in ('PENDING', 'ACTIVE', 'INACTIVE')`),
    index('subscriptions_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('subscriptions_created_idx').on(t.createdAt, t.id),
    index('subscriptions_status_created_idx').on(t.status, t.createdAt),
    check(
      'subscriptions_amounts',
      sql`${t.pricePaise} > 0 AND ${t.amountDuePaise} >= 0 AND ${t.deliveryDays} >= 0 AND ${t.startDate} <= ${t.endDate}`,
    ),
  ],
);

/** A milk run: the deliveries of one store date, fixed when the window closes the day before. */
export const milkRuns = pgTable('milk_runs', {
  date: date('date', { mode: 'string' }).primaryKey(),
  generatedAt: timestamp('generated_at', { withTimezone: true }).notNull(),
});

/**
 * One subscription's milk on one date: scheduled (then delivered or missed) or paused. Unique
 * per subscription and date, so generating a run twice lists nobody twice.
 */
export const milkDeliveries = pgTable(
  'milk_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    date: date('date', { mode: 'string' }).notNull(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    userId: uuid('user_id').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    locality: text('locality').notNull(),
    quantity: text('quantity').notNull(),
    pricePaise: integer('price_paise').notNull(),
    status: text('status', { enum: ['SCHEDULED', 'DELIVERED', 'MISSED', 'PAUSED'] }).notNull(),
    /** Grocoins credited for this day (paused or missed), else 0. */
    coins: integer('coins').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('milk_deliveries_subscription_date_unique').on(t.subscriptionId, t.date),
    index('milk_deliveries_date_locality_idx').on(t.date, t.locality),
  ],
);
