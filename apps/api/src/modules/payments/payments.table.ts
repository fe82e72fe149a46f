import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  orderRefusedReasons,
  paymentClients,
  paymentStatuses,
  refundStatuses,
  type Address,
} from '@grofresh/contracts';

/** The priced order an attempt pays for, kept from initiation so a paid order is never lost. */
export interface OrderPaymentDraft {
  /** Left out on orders' drafts (every draft before milk bills were paid online). */
  kind?: 'ORDER';
  deliveryType: 'DELIVERY' | 'PICK_UP';
  subtotalPaise: number;
  redeemedCoins: number;
  earnedCoins: number;
  totalPaise: number;
  address: Address | null;
  /** ISO instant of the pick-up, or null for delivery. */
  pickUpAt: string | null;
  lines: {
    position: number;
    itemId: string;
    name: string;
    image: string;
    variantName: string | null;
    pricePaise: number;
    discountPricePaise: number;
    quantity: number;
    lineTotalPaise: number;
  }[];
}

/**
 * A milk bill's payment (its subscription and bill are the attempt's own columns): the
 * subscription's address, whose name and number the gateway's page is filled with.
 */
export interface MilkPaymentDraft {
  kind: 'MILK';
  address: Address | null;
}

export type PaymentDraft = OrderPaymentDraft | MilkPaymentDraft;

/**
 * One online payment of one order: CCAvenue's `order_id` is the shop's orderId (unique, so a
 * number is paid for at most once), and `order_ref` is the `orders.id` the order will have
 * once paid (the coins held at initiation already name it in the ledger). A milk bill's
 * payment has its own MLK-… `order_id`, a fresh `order_ref` that names no order, and its
 * subscription and bill.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: text('order_id').notNull().unique(),
    orderRef: uuid('order_ref').notNull().unique(),
    /** A milk bill's payment (docs/product/rules.md#milk-subscriptions): its subscription and bill. */
    subscriptionId: uuid('subscription_id'),
    billNo: smallint('bill_no'),
    userId: uuid('user_id').notNull(),
    status: text('status', { enum: paymentStatuses }).notNull().default('Pending'),
    client: text('client', { enum: paymentClients }).notNull().default('web'),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    /** The request's fingerprint (as orders keep theirs), so a retry can be told from a clash. */
    fingerprint: text('fingerprint').notNull(),
    draft: jsonb('draft').$type<PaymentDraft>().notNull(),
    trackingId: text('tracking_id'),
    bankRefNo: text('bank_ref_no'),
    paymentMode: text('payment_mode'),
    /** The gateway's last word (status_message or failure_message). */
    gatewayMessage: text('gateway_message'),
    /** When held coins went back (failed, aborted or unpaid for 30 minutes); null while held. */
    coinsReleasedAt: timestamp('coins_released_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * Why a paid attempt placed no order (its payment is refunded in full instead): null for
     * every attempt that placed its order or was never paid.
     */
    orderRefused: text('order_refused', { enum: orderRefusedReasons }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The reconciliation job reads pending attempts oldest first.
    index('payment_attempts_status_created_idx').on(t.status, t.createdAt),
    index('payment_attempts_user_created_idx').on(t.userId, t.createdAt),
    index('payment_attempts_subscription_idx')
      .on(t.subscriptionId, t.billNo)
      .where(sql`${t.subscriptionId} is not null`),
    check('payment_attempts_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/** A refund asked of the gateway for a cancelled card-paid order: at most one per attempt. */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    attemptId: uuid('attempt_id')
      .notNull()
      .unique()
      .references(() => paymentAttempts.id),
    orderRef: uuid('order_ref').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** Sent to the gateway as refund_ref_no, so a retried call refunds once. */
    refundRef: text('refund_ref').notNull().unique(),
    status: text('status', { enum: refundStatuses }).notNull().default('PENDING'),
    gatewayMessage: text('gateway_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('payment_refunds_order_ref_idx').on(t.orderRef),
    // The console's "Refunds due" reads the refunds not yet made, newest first.
    index('payment_refunds_open_created_idx')
      .on(t.createdAt)
      .where(sql`${t.status} <> 'REFUNDED'`),
    check('payment_refunds_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);
