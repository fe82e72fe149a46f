import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Address } from '@grofresh/contracts';

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: text('order_id').notNull().unique(),
    userId: uuid('user_id').notNull(),
    status: text('status', { enum: ['PENDING', 'ACCEPTED', 'DELIVERED', 'CANCELLED'] })
      .notNull()
      .default('PENDING'),
    deliveryType: text('delivery_type', { enum: ['DELIVERY', 'PICK_UP'] }).notNull(),
    paymentMethod: text('payment_method', { enum: ['COD', 'QR', 'CCAVENUE'] }).notNull(),
    subtotalPaise: integer('subtotal_paise').notNull(),
    redeemedCoins: integer('redeemed_coins').notNull().default(0),
    earnedCoins: integer('earned_coins').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    /** A copy of the address as it was: later edits do not rewrite where an order went. */
    address: jsonb('address').$type<Address>(),
    pickUpAt: timestamp('pick_up_at', { withTimezone: true }),
    /**
     * When the shopper can expect it, fixed when it is placed (delivery-estimate.ts): a later
     * change of the delivery slot does not rewrite what an order promised.
     */
    estimatedDeliveryAt: timestamp('estimated_delivery_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    assignedTo: jsonb('assigned_to').$type<{ name: string; phone: string }>(),
    /**
     * The rider it was given to (docs/product/rules.md#riders), whose name and phone are
     * `assignedTo`; null for a free-text assignee (older orders) or none.
     */
    riderId: uuid('rider_id'),
    /** When the rider set out with it: a marker on an ACCEPTED order, not a status. */
    outForDeliveryAt: timestamp('out_for_delivery_at', { withTimezone: true }),
    /** What the shopper asked for, so a retry of the same orderId can be told from a clash. */
    fingerprint: text('fingerprint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_created_idx').on(t.createdAt, t.id),
    // A rider's list: their orders still open.
    index('orders_rider_status_idx').on(t.riderId, t.status),
    // Staff search by part of an order number.
    index('orders_order_id_trgm_idx').using('gin', t.orderId.op('gin_trgm_ops')),
    check(
      'orders_amounts_nonnegative',
      sql`${t.subtotalPaise} >= 0 AND ${t.totalPaise} >= 0 AND ${t.redeemedCoins} >= 0 AND ${t.earnedCoins} >= 0`,
    ),
  ],
);

/** Each line as it was sold: name, picture, variant and prices copied from the catalog. */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    itemId: uuid('item_id').notNull(),
    name: text('name').notNull(),
    image: text('image').notNull(),
    variantName: text('variant_name'),
    pricePaise: integer('price_paise').notNull(),
    discountPricePaise: integer('discount_price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalPaise: integer('line_total_paise').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.position] })],
);

/** People the store has sent out with orders, offered again when the next order is accepted. */
export const deliveryPeople = pgTable(
  'delivery_people',
  {
    phone: text('phone').primaryKey(),
    name: text('name').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('delivery_people_last_used_idx').on(t.lastUsedAt)],
);
