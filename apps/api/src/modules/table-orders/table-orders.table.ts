import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { openTableOrderStatuses, tableOrderPaidBy, tableOrderStatuses } from '@grofresh/contracts';

export const tableOrderLineKinds = ['DINE_IN', 'PICK_UP'] as const;
export type TableOrderLineKind = (typeof tableOrderLineKinds)[number];

/**
 * A table order (docs/product/records.md#table-order): opened by staff at the counter for a
 * shopper's phone number, called by its token ('T-017', the 17th of its store day).
 */
export const tableOrders = pgTable(
  'table_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    /** The store day it was opened on (Asia/Kolkata); its number restarts every day. */
    storeDate: date('store_date', { mode: 'string' }).notNull(),
    number: integer('number').notNull(),
    token: text('token').notNull(),
    tableNo: text('table_no'),
    status: text('status', { enum: tableOrderStatuses }).notNull().default('PENDING'),
    dineInTotalPaise: integer('dine_in_total_paise').notNull().default(0),
    pickUpTotalPaise: integer('pick_up_total_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull().default(0),
    /** Grocoins credited when it is completed: floor of 1% of the total. */
    earnedCoins: integer('earned_coins').notNull().default(0),
    /** How a completed order was paid (the receipt says so); null until it is completed. */
    paidBy: text('paid_by', { enum: tableOrderPaidBy }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('table_orders_store_date_number_unique').on(t.storeDate, t.number),
    // The shopper's current order.
    index('table_orders_user_created_idx').on(t.userId, t.createdAt),
    // The counter's open orders, newest first (both views); today's are found by store date.
    index('table_orders_open_created_idx')
      .on(t.createdAt.desc())
      .where(
        sql`${t.status} IN (${sql.raw(openTableOrderStatuses.map((s) => `'${s}'`).join(', '))})`,
      ),
    check(
      'table_orders_amounts_nonnegative',
      sql`${t.dineInTotalPaise} >= 0 AND ${t.pickUpTotalPaise} >= 0 AND ${t.totalPaise} >= 0 AND ${t.earnedCoins} >= 0 AND ${t.number} > 0`,
    ),
  ],
);

/** Each line as it was sold: name, picture, variant and unit price copied from the catalog. */
export const tableOrderLines = pgTable(
  'table_order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => tableOrders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: tableOrderLineKinds }).notNull(),
    /** The order lines were added in, per kind. */
    position: smallint('position').notNull(),
    itemId: uuid('item_id').notNull(),
    name: text('name').notNull(),
    image: text('image').notNull(),
    variantName: text('variant_name'),
    /** The unit price charged: the discount price when there was one. */
    unitPricePaise: integer('unit_price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalPaise: integer('line_total_paise').notNull(),
  },
  (t) => [
    unique('table_order_lines_order_kind_position_unique').on(t.orderId, t.kind, t.position),
    check(
      'table_order_lines_amounts',
      sql`${t.quantity} > 0 AND ${t.unitPricePaise} >= 0 AND ${t.lineTotalPaise} >= 0`,
    ),
  ],
);
