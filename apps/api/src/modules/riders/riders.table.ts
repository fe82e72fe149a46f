import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every mark a rider's phone sent, by its `markId` (docs/product/rules.md#riders): stored in the
 * transaction that applies it, so the same mark sent again (a queue replayed after a weak signal,
 * or two at once) finds it and is applied once. The id is the phone's, unique across riders.
 */
export const riderMarks = pgTable(
  'rider_marks',
  {
    markId: text('mark_id').primaryKey(),
    riderId: uuid('rider_id').notNull(),
    kind: text('kind', { enum: ['ORDER', 'MILK'] }).notNull(),
    /** The order or milk delivery it marked. */
    targetId: uuid('target_id').notNull(),
    status: text('status').notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rider_marks_rider_idx').on(t.riderId, t.appliedAt)],
);
