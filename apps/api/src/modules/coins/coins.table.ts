import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * The Grocoin ledger: a shopper's balance is the sum of their rows. One row per order and
 * kind (unique), so crediting or refunding an order twice is impossible.
 */
export const coinTransactions = pgTable(
  'coin_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    amount: integer('amount').notNull(),
    kind: text('kind', {
      enum: ['EARNED', 'REDEEMED', 'REFUND', 'MILK_PAUSE', 'ADJUSTMENT'],
    }).notNull(),
    orderRef: uuid('order_ref'),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('coin_transactions_order_kind_unique').on(t.orderRef, t.kind),
    index('coin_transactions_user_created_idx').on(t.userId, t.createdAt, t.id),
    // The dashboard sums coins earned and redeemed over a range of days.
    index('coin_transactions_created_idx').on(t.createdAt),
  ],
);
