import { creditLines } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import {
  creditNotesOf,
  findInvoiceOf,
  issueCreditNote,
  type CreditNoteRow,
  type InvoicedDocumentType,
} from '../../modules/invoices/invoices.service';

/**
 * Money handed back on an invoiced document issues a credit note for it in its own series
 * (docs/product/rules.md#gst-invoices), never touching the invoice: the amount, at most what
 * the invoice has left uncredited, spread over its lines in proportion to what each has left
 * (all that is left when it reaches it). A receipt (no GSTIN) or a document not yet invoiced
 * gets none. Called under the document's row lock, before the books day's lock.
 */
export async function creditRefund(
  tx: DbOrTx,
  doc: { type: InvoicedDocumentType; id: string },
  refund: { amountPaise: number; reason: string; at: Date },
): Promise<CreditNoteRow | null> {
  const invoice = await findInvoiceOf(tx, doc.type, doc.id);
  if (!invoice || invoice.snapshot.kind === 'RECEIPT') return null;
  const earlier = await creditNotesOf(tx, [invoice.id]);
  const left = invoice.snapshot.lines.map(
    (line, i) =>
      line.chargedPaise -
      earlier.reduce((sum, n) => sum + (n.snapshot.lines[i]?.chargedPaise ?? 0), 0),
  );
  const amountPaise = Math.min(
    refund.amountPaise,
    left.reduce((a, b) => a + b, 0),
  );
  if (amountPaise <= 0) return null;
  const lines = creditLines(invoice.snapshot.lines, left, amountPaise);
  return issueCreditNote(
    tx,
    invoice,
    { amountPaise, snapshot: { reason: refund.reason, lines } },
    refund.at,
  );
}
