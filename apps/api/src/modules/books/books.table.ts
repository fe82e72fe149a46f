import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookDocumentTypes, bookEntryKinds, bookMethods } from '@grofresh/contracts';

/**
 * One payment received or refund given against a document (docs/product/records.md#book-entry).
 * Never changed nor deleted: a mistake is put right by another entry. `booked_on` is the store
 * date whose books it counts in: the day it was made, or, that day closed, the next open one.
 */
export const bookEntries = pgTable(
  'book_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: bookEntryKinds }).notNull(),
    method: text('method', { enum: bookMethods }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** The 12-digit UPI reference, the gateway's tracking id or refund reference; null for cash. */
    reference: text('reference'),
    documentType: text('document_type', { enum: bookDocumentTypes }).notNull(),
    documentId: uuid('document_id').notNull(),
    /** A milk subscription's bill (renewals bill again); 1 for orders and counter orders. */
    billNo: smallint('bill_no').notNull().default(1),
    userId: uuid('user_id').notNull(),
    /** The member of staff who took or gave the money; null for the gateway. */
    byUserId: uuid('by_user_id'),
    /** What the document still owed just before this payment (0 for refunds). */
    dueBeforePaise: integer('due_before_paise').notNull().default(0),
    /** Names an entry that happens once (a COD delivery, a card payment), so a replay adds none. */
    onceKey: text('once_key').unique(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    bookedOn: date('booked_on', { mode: 'string' }).notNull(),
    /** Made while its own store date was closed, so booked on a later one. */
    adjustment: boolean('adjustment').notNull().default(false),
  },
  (t) => [
    // One UPI reference (and one gateway reference) is recorded once, against anything.
    uniqueIndex('book_entries_reference_idx')
      .on(t.kind, t.method, t.reference)
      .where(sql`${t.reference} IS NOT NULL AND ${t.method} IN ('UPI', 'CARD')`),
    index('book_entries_document_idx').on(t.documentType, t.documentId, t.billNo),
    index('book_entries_booked_on_idx').on(t.bookedOn, t.at),
    index('book_entries_user_at_idx').on(t.userId, t.at),
    check('book_entries_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/** A closed store day: the cash counted against what the books expected, and why it differs. */
export const bookDays = pgTable('book_days', {
  date: date('date', { mode: 'string' }).primaryKey(),
  expectedCashPaise: integer('expected_cash_paise').notNull(),
  countedCashPaise: integer('counted_cash_paise').notNull(),
  differencePaise: integer('difference_paise').notNull(),
  note: text('note'),
  closedBy: uuid('closed_by').notNull(),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
});
