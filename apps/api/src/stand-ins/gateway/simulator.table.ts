import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The gateway stand-in's own books (CCAVENUE_MODE=simulator only): what the shopper chose on
 * its page, so its status and refund APIs answer as the real gateway would.
 */
export const gatewaySimulatorTransactions = pgTable('gateway_simulator_transactions', {
  orderId: text('order_id').primaryKey(),
  trackingId: text('tracking_id').notNull().unique(),
  bankRefNo: text('bank_ref_no').notNull(),
  /** CCAvenue's status API words: Successful, Unsuccessful, Aborted, Refunded. */
  orderStatus: text('order_status').notNull(),
  amountPaise: integer('amount_paise').notNull(),
  refundedPaise: integer('refunded_paise').notNull().default(0),
  /** refund_ref_no values already refunded, so a retried refund call refunds once. */
  refundRefs: jsonb('refund_refs').$type<string[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
