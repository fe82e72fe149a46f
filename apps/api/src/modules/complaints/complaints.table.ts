import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { complaintCategories, complaintStatuses } from '@grofresh/contracts';

/** A shopper's complaint and the store's answer (docs/product/records.md#complaint). */
export const complaints = pgTable(
  'complaints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    category: text('category', { enum: complaintCategories }).notNull(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: complaintStatuses }).notNull().default('OPEN'),
    resolutionNote: text('resolution_note'),
    /** The order it names: its id, and its shopper-facing number as shown to everyone. */
    orderRef: uuid('order_ref'),
    orderId: text('order_id'),
    /** Grocoins the store gave back for it; set once (the ledger's ref guards it too). */
    coinsCredited: integer('coins_credited').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** When it was resolved or rejected. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    // The shopper's list, newest first.
    index('complaints_user_created_idx').on(t.userId, t.createdAt, t.id),
    // The shopper's open count, taken on every create.
    index('complaints_user_open_idx')
      .on(t.userId)
      .where(sql`${t.status} in ('OPEN', 'IN_PROGRESS')`),
    // The console's views: every one, and by status (open oldest first, closed newest first).
    index('complaints_created_idx').on(t.createdAt, t.id),
    index('complaints_status_created_idx').on(t.status, t.createdAt, t.id),
    // The console's search: part of an order number or of the subject.
    index('complaints_order_id_trgm_idx').using('gin', t.orderId.op('gin_trgm_ops')),
    index('complaints_subject_trgm_idx').using('gin', t.subject.op('gin_trgm_ops')),
    check('complaints_coins_credited', sql`${t.coinsCredited} >= 0`),
  ],
);
