import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The Grocoin ledger: a shopper's balance is the sum of their rows. Every row carries a unique
 * `ref` naming why it exists (`order:<id>:earned`, `milk-pause:<subscription>:<date>`, ...),
 * so no credit or refund can happen twice, whether or not it belongs to an order.
 */
export const coinTransactions = pgTable(
  'coin_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    amount: integer('amount').notNull(),
    kind: text('kind', {
      enum: [
        'EARNED',
        'REDEEMED',
        'REFUND',
        'MILK_PAUSE',
        'MILK_MISSED',
        'MILK_CANCELLED',
        'MILK_UNSERVED',
        'GOODWILL',
        'ADJUSTMENT',
      ],
    }).notNull(),
    /** The idempotency key: one row per reason, ever. Built by `coinRef`. */
    ref: text('ref').notNull().unique('coin_transactions_ref_unique'),
    orderRef: uuid('order_ref'),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('coin_transactions_user_created_idx').on(t.userId, t.createdAt, t.id),
    // The dashboard sums coins earned and redeemed over a range of days.
    index('coin_transactions_created_idx').on(t.createdAt),
  ],
);
