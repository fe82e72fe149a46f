import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { milkDeliveryStatuses, type Address } from '@grofresh/contracts';

/** One change of a subscription's daily quantity from a store date on. */
export interface MilkQuantityChange {
  from: string;
  quantity: string;
  pricePaise: number;
  paidPricePaise: number;
}

/** A shopper's prepaid milk subscription (docs/product/records.md#subscription). */
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
    /**
     * Days the shopper or staff skipped (docs/product/rules.md#milk-subscriptions), in order:
     * each run leaves them off the sheet and credits them (a SKIPPED row). Cleared at renewal.
     */
    skippedDates: date('skipped_dates', { mode: 'string' }).array().notNull().default([]),
    /**
     * Quantity changes of the current bill (docs/product/rules.md#milk-subscriptions), in order
     * of `from`: each names the option and its day's price delivered from that date, and the
     * price per day the bill has paid for those days (the larger of the two after a top-up).
     * Cleared at renewal, which bills the last one's quantity.
     */
    quantityChanges: jsonb('quantity_changes').$type<MilkQuantityChange[]>().notNull().default([]),
    deliveryDays: integer('delivery_days').notNull(),
    amountDuePaise: integer('amount_due_paise').notNull(),
    /**
     * Which bill the plan fields are: 1 for the first, one more at each renewal. Every day of
     * a bill (milk_deliveries) and every credit for one carries it, so a renewed plan's days
     * are never taken for the old plan's.
     */
    billNo: smallint('bill_no').notNull().default(1),
    /**
     * Its place in the milk run's walking order as staff set it (docs/product/rules.md#riders),
     * 1 first; null until staff place it (then it goes after its neighbour in the default order).
     */
    walkRank: integer('walk_rank'),
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
 * One day of a subscription's bill: scheduled by a run (then delivered or missed), paused, or
 * given back without a run: CANCELLED (the subscription was cancelled before it) or UNSERVED
 * (the store could not serve it: approved after it, never approved, no run made). Unique per
 * subscription, bill and date, so each paid day has one fate, and generating a run twice lists
 * nobody twice.
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
    /**
     * What the bill paid for this day when it is more than the quantity delivered costs (the
     * shopper lowered the quantity), else null: the difference is credited as Grocoins.
     */
    paidPricePaise: integer('paid_price_paise'),
    billNo: smallint('bill_no').notNull().default(1),
    status: text('status', { enum: milkDeliveryStatuses }).notNull(),
    /** Grocoins credited for this day (paused, missed, cancelled or unserved), else 0. */
    coins: integer('coins').notNull().default(0),
    /** The recorded refund this day's money went back through, when staff chose one. */
    refundId: uuid('refund_id'),
    /** How many times staff have marked it (a mark undone and made again counts twice). */
    marks: smallint('marks').notNull().default(0),
    /** When it was last marked delivered or missed (undone the same store day only). */
    markedAt: timestamp('marked_at', { withTimezone: true }),
    /** Why a rider marked it missed (docs/product/rules.md#riders), or null. */
    missedReason: text('missed_reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('milk_deliveries_subscription_bill_date_unique').on(t.subscriptionId, t.billNo, t.date),
    index('milk_deliveries_date_locality_idx').on(t.date, t.locality),
  ],
);

/**
 * Money the store owes back for milk days it will not deliver, when staff chose a refund
 * instead of Grocoins: DUE until a member of staff records handing it back (PAID). One row per
 * `ref`, like the coin ledger, so a retried cancel records it once.
 */
export const milkRefunds = pgTable(
  'milk_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    userId: uuid('user_id').notNull(),
    billNo: smallint('bill_no').notNull(),
    days: integer('days').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    description: text('description').notNull(),
    ref: text('ref').notNull().unique('milk_refunds_ref_unique'),
    status: text('status', { enum: ['DUE', 'PAID'] })
      .notNull()
      .default('DUE'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: uuid('paid_by'),
    note: text('note'),
  },
  (t) => [
    index('milk_refunds_status_created_idx').on(t.status, t.createdAt),
    index('milk_refunds_subscription_idx').on(t.subscriptionId),
    check('milk_refunds_amount_positive', sql`${t.amountPaise} > 0 AND ${t.days} > 0`),
  ],
);
