import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  CoinsOnInvoice,
  DocumentSeries,
  InvoiceKind,
  InvoiceSums,
  TaxedLine,
} from '@grofresh/contracts';

export const invoicedDocumentTypes = ['ORDER', 'TABLE_ORDER'] as const;
export type InvoicedDocumentType = (typeof invoicedDocumentTypes)[number];

/** What an invoice shows, frozen when it is issued (docs/product/records.md#invoice). */
export interface InvoiceSnapshot {
  kind: InvoiceKind;
  seller: { name: string; address: string; gstin: string | null; stateCode: string | null };
  buyer: { name: string; phone: string; address: string };
  placeOfSupply: string | null;
  coinsOnInvoice: CoinsOnInvoice;
  orderRef: string;
  /** Amounts in paise. */
  lines: TaxedLine[];
  sums: InvoiceSums;
}

/** A credit note's own lines and why it was issued. */
export interface CreditNoteSnapshot {
  reason: string;
  lines: TaxedLine[];
}

/**
 * The last number given in each series and financial year: taking the next one updates this
 * row, which stays locked until the transaction ends, so numbers are consecutive, never
 * repeated, and a rolled-back issue gives its number back (docs/product/rules.md#gst-invoices).
 */
export const documentSeries = pgTable(
  'document_series',
  {
    series: text('series').$type<DocumentSeries>().notNull(),
    /** '26-27' for April 2026 to March 2027 (store clock). */
    fy: text('fy').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.fy] })],
);

/**
 * An invoice (or, a store without a GSTIN, a receipt) for a delivered order or a completed
 * counter order: one per document, never changed nor deleted.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    series: text('series').$type<DocumentSeries>().notNull(),
    fy: text('fy').notNull(),
    seq: integer('seq').notNull(),
    documentType: text('document_type', { enum: invoicedDocumentTypes }).notNull(),
    documentId: uuid('document_id').notNull(),
    userId: uuid('user_id').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** The store date of issue: the invoice's date, and the month it is reported in. */
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    snapshot: jsonb('snapshot').$type<InvoiceSnapshot>().notNull(),
  },
  (t) => [
    // A replayed delivery finds the invoice issued: one per order.
    unique('invoices_document_unique').on(t.documentType, t.documentId),
    unique('invoices_series_number_unique').on(t.series, t.fy, t.seq),
    index('invoices_issued_on_idx').on(t.issuedOn),
    check('invoices_seq_positive', sql`${t.seq} > 0`),
  ],
);

/** A credit note against an invoice, in its own series, for a refund made after it. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    fy: text('fy').notNull(),
    seq: integer('seq').notNull(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    amountPaise: integer('amount_paise').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    snapshot: jsonb('snapshot').$type<CreditNoteSnapshot>().notNull(),
  },
  (t) => [
    unique('credit_notes_series_number_unique').on(t.fy, t.seq),
    index('credit_notes_invoice_idx').on(t.invoiceId),
    index('credit_notes_issued_on_idx').on(t.issuedOn),
    check('credit_notes_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);
