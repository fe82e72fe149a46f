import {
  gstMessages,
  tableOrderMessages,
  toRupees,
  type CreditNote,
  type Invoice,
  type InvoiceLine,
  type TaxedLine,
} from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { notFound } from '../../lib/app-error';
import {
  creditNotesOf,
  findInvoiceOf,
  type CreditNoteRow,
  type InvoicedDocumentType,
  type InvoiceRow,
} from '../../modules/invoices/invoices.service';
import { findOrder, orderOwnerFor } from '../../modules/orders/orders.service';
import { findTableOrder } from '../../modules/table-orders/table-orders.service';

/** A line as the API shows it; a receipt's tax fields are null (docs/product/rules.md#gst-invoices). */
export const lineView = (l: TaxedLine, taxed: boolean): InvoiceLine => ({
  name: l.name,
  hsn: l.hsn,
  quantity: l.quantity,
  unitPrice: toRupees(l.unitPricePaise),
  discount: toRupees(l.discountPaise),
  taxableValue: taxed ? toRupees(l.taxablePaise) : null,
  gstRate: taxed ? l.gstRate : null,
  cgst: taxed ? toRupees(l.cgstPaise) : null,
  sgst: taxed ? toRupees(l.sgstPaise) : null,
  total: toRupees(l.chargedPaise),
});

/** An issued invoice as `GET …/invoice` answers it, with the credit notes against it. */
export function invoiceView(row: InvoiceRow, notes: CreditNoteRow[]): Invoice {
  const s = row.snapshot;
  const taxed = s.kind !== 'RECEIPT';
  const tax = (paise: number) => (taxed ? toRupees(paise) : null);
  return {
    number: row.number,
    kind: s.kind,
    date: row.issuedOn,
    seller: s.seller,
    buyer: s.buyer,
    placeOfSupply: s.placeOfSupply,
    lines: s.lines.map((l) => lineView(l, taxed)),
    totals: {
      taxableValue: tax(s.sums.taxablePaise),
      cgst: tax(s.sums.cgstPaise),
      sgst: tax(s.sums.sgstPaise),
      discount: toRupees(s.sums.discountPaise),
      total: toRupees(s.sums.totalPaise),
      coins: toRupees(s.sums.coinsPaise),
      paid: toRupees(s.sums.paidPaise),
    },
    coinsOnInvoice: s.coinsOnInvoice,
    orderRef: s.orderRef,
    creditNotes: notes.map((n) => creditNoteView(n, row)),
  };
}

/** A credit note as the invoice lists it: only the lines it credits something on. */
export function creditNoteView(note: CreditNoteRow, invoice: InvoiceRow): CreditNote {
  const lines = note.snapshot.lines.filter((l) => l.chargedPaise > 0);
  const sum = (f: (l: TaxedLine) => number) => toRupees(lines.reduce((a, l) => a + f(l), 0));
  return {
    number: note.number,
    date: note.issuedOn,
    invoiceNumber: invoice.number,
    invoiceDate: invoice.issuedOn,
    reason: note.snapshot.reason,
    lines: lines.map((l) => lineView(l, true)),
    totals: {
      taxableValue: sum((l) => l.taxablePaise),
      cgst: sum((l) => l.cgstPaise),
      sgst: sum((l) => l.sgstPaise),
      total: toRupees(note.amountPaise),
    },
  };
}

/**
 * A document's invoice for a reader allowed to see the document (the caller checked): 404
 * with 'No invoice yet…' until it is issued.
 */
export async function readInvoice(
  db: DbOrTx,
  type: InvoicedDocumentType,
  documentId: string,
): Promise<{ invoice: Invoice }> {
  const row = await findInvoiceOf(db, type, documentId);
  if (!row) throw notFound(gstMessages.noInvoice);
  return { invoice: invoiceView(row, await creditNotesOf(db, [row.id])) };
}

/** GET /api/orders/:id/invoice: the order's shopper, or staff; anyone else's is not found. */
export async function orderInvoice(db: DbOrTx, id: string, viewer: { id: string; role: string }) {
  const order = await findOrder(db, id, orderOwnerFor(viewer));
  if (!order) throw notFound('Order not found');
  return readInvoice(db, 'ORDER', order.id);
}

/** GET /api/table-orders/:id/invoice: the counter order's shopper, or staff. */
export async function tableOrderInvoice(
  db: DbOrTx,
  id: string,
  viewer: { id: string; role: string },
) {
  const order = await findTableOrder(db, id, orderOwnerFor(viewer));
  if (!order) throw notFound(tableOrderMessages.notFound);
  return readInvoice(db, 'TABLE_ORDER', order.id);
}
