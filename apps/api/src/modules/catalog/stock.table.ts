import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { items } from './catalog.table';

/**
 * Stock (docs/product/rules.md#stock), kept by the catalog module: whether a unit can be sold
 * and how many are left are the catalog's record, read with its items in one statement.
 *
 * A unit is an item without sizes (`variant` '') or one size of an item (`variant` its name).
 * A unit without a row is not counted. `on_hand` changes only with a movement in the same
 * transaction, so a unit's movements add up to its number on hand; it never goes below zero.
 */
export const stockUnits = pgTable(
  'stock_units',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    variant: text('variant').notNull().default(''),
    counted: boolean('counted').notNull().default(true),
    onHand: integer('on_hand').notNull().default(0),
    lowAt: integer('low_at').notNull().default(5),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.variant] }),
    check('stock_units_on_hand_nonnegative', sql`${t.onHand} >= 0 AND ${t.lowAt} >= 0`),
    // No index names on_hand, not even in its condition: then a sale's update of a unit is a
    // HOT update (no new index entries, its dead versions pruned in place), which the rows of
    // the items everyone buys at once need (bench/results/orders.md). One row per unit on sale
    // is read whole quickly enough for the low-stock list and the dashboard.
  ],
);

/** Every change of a unit's number on hand: staff's, a sale's and a give-back's. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    variant: text('variant').notNull().default(''),
    change: integer('change').notNull(),
    /** RECEIVED, DAMAGED, EXPIRED, RETURNED, COUNT, OTHER (staff); SALE, GIVEN_BACK (the shop). */
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    /** The document a sale or give-back belongs to: an order number, or a counter order's id. */
    documentId: text('document_id'),
    /** The staff member who recorded it; null for the shop's own. */
    byUserId: uuid('by_user_id'),
    onHandAfter: integer('on_hand_after').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The order movements were written in: an item's history is read newest first by it. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [
    index('stock_movements_unit_seq_idx').on(t.itemId, t.seq.desc()),
    index('stock_movements_document_idx')
      .on(t.documentId)
      .where(sql`${t.documentId} is not null`),
    check('stock_movements_change_nonzero', sql`${t.change} <> 0 AND ${t.onHandAfter} >= 0`),
  ],
);
