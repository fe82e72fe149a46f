import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  documentNumber,
  financialYearOf,
  storeDate,
  type DocumentSeries,
} from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import {
  creditNotes,
  documentSeries,
  invoices,
  type CreditNoteSnapshot,
  type InvoicedDocumentType,
  type InvoiceSnapshot,
} from './invoices.table';

export type { InvoicedDocumentType, InvoiceSnapshot } from './invoices.table';
export type InvoiceRow = typeof invoices.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;

/**
 * The next number of a series in the financial year of `at` (store clock), taken by updating
 * the series' row: it stays locked until the transaction ends, so a concurrent issue waits and
 * takes the following number, and a rollback gives the number back (no gap, no repeat). Taken
 * before the books day's lock (docs/architecture.md: the books' lock comes last).
 */
async function nextNumber(tx: DbOrTx, series: DocumentSeries, at: Date) {
  const fy = financialYearOf(storeDate(at));
  const [row] = await tx
    .insert(documentSeries)
    .values({ series, fy, last: 1 })
    .onConflictDoUpdate({
      target: [documentSeries.series, documentSeries.fy],
      set: { last: sql`${documentSeries.last} + 1` },
    })
    .returning({ last: documentSeries.last });
  const seq = row!.last;
  return { fy, seq, number: documentNumber(series, fy, seq) };
}

export async function findInvoiceOf(
  db: DbOrTx,
  type: InvoicedDocumentType,
  documentId: string,
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.documentType, type), eq(invoices.documentId, documentId)));
  return row;
}

/**
 * Issues a document's invoice with the next number, once: a document invoiced already keeps
 * its invoice (the caller holds the document's row lock, and the unique index is the last guard).
 */
export async function issueInvoice(
  tx: DbOrTx,
  doc: { type: InvoicedDocumentType; id: string; userId: string },
  snapshot: InvoiceSnapshot,
  at: Date,
): Promise<InvoiceRow> {
  const done = await findInvoiceOf(tx, doc.type, doc.id);
  if (done) return done;
  const series = snapshot.kind === 'RECEIPT' ? 'RECEIPT' : 'INVOICE';
  const { fy, seq, number } = await nextNumber(tx, series, at);
  const [row] = await tx
    .insert(invoices)
    .values({
      number,
      series,
      fy,
      seq,
      documentType: doc.type,
      documentId: doc.id,
      userId: doc.userId,
      issuedAt: at,
      issuedOn: storeDate(at),
      snapshot,
    })
    .returning();
  return row!;
}

export async function creditNotesOf(db: DbOrTx, invoiceIds: string[]): Promise<CreditNoteRow[]> {
  if (invoiceIds.length === 0) return [];
  return db
    .select()
    .from(creditNotes)
    .where(inArray(creditNotes.invoiceId, invoiceIds))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.seq));
}

/** Issues a credit note against an invoice, with the next number of its own series. */
export async function issueCreditNote(
  tx: DbOrTx,
  invoice: InvoiceRow,
  note: { amountPaise: number; snapshot: CreditNoteSnapshot },
  at: Date,
): Promise<CreditNoteRow> {
  const { fy, seq, number } = await nextNumber(tx, 'CREDIT_NOTE', at);
  const [row] = await tx
    .insert(creditNotes)
    .values({
      number,
      fy,
      seq,
      invoiceId: invoice.id,
      amountPaise: note.amountPaise,
      issuedAt: at,
      issuedOn: storeDate(at),
      snapshot: note.snapshot,
    })
    .returning();
  return row!;
}

/** The invoices and credit notes issued on store dates in [from, to), in number order. */
export async function documentsIssued(db: DbOrTx, from: string, to: string) {
  const [issued, notes] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(and(gte(invoices.issuedOn, from), lt(invoices.issuedOn, to)))
      .orderBy(asc(invoices.series), asc(invoices.fy), asc(invoices.seq)),
    db
      .select({ note: creditNotes, invoice: invoices })
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .where(and(gte(creditNotes.issuedOn, from), lt(creditNotes.issuedOn, to)))
      .orderBy(asc(creditNotes.fy), asc(creditNotes.seq)),
  ]);
  return { invoices: issued, creditNotes: notes };
}
