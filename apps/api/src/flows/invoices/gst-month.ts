import { stringify } from 'csv-stringify/sync';
import { toRupees, type GstMonth, type GstRate, type TaxedLine } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { documentsIssued, type InvoiceRow } from '../../modules/invoices/invoices.service';

interface Sums {
  quantity: number;
  taxable: number;
  cgst: number;
  sgst: number;
}
const zero = (): Sums => ({ quantity: 0, taxable: 0, cgst: 0, sgst: 0 });
const add = (sums: Sums, line: TaxedLine, sign: 1 | -1) => {
  sums.quantity += sign * line.quantity;
  sums.taxable += sign * line.taxablePaise;
  sums.cgst += sign * line.cgstPaise;
  sums.sgst += sign * line.sgstPaise;
};
const money = (s: Sums) => ({
  taxableValue: toRupees(s.taxable),
  cgst: toRupees(s.cgst),
  sgst: toRupees(s.sgst),
});
// toRupees is for amounts; a month's net may go below 0 when a note credits an older invoice.
const signed = (s: Sums) => {
  const r = (p: number) => Math.sign(p) * toRupees(Math.abs(p));
  return { taxableValue: r(s.taxable), cgst: r(s.cgst), sgst: r(s.sgst) };
};

const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

const range = <T extends { number: string }>(rows: T[]) => ({
  first: rows[0]?.number ?? null,
  last: rows.at(-1)?.number ?? null,
  count: rows.length,
  // Issued documents are never cancelled: a correction is a credit note.
  cancelled: 0,
});

/**
 * A month's figures for the GST return (docs/product/rules.md#gst-invoices), from the tax
 * invoices and credit notes issued on its store dates: supplies to consumers by rate and place
 * of supply, less the month's credit notes (whatever month their invoice was in); the HSN
 * summary the same way; the documents issued. Receipts (no GSTIN) are not tax documents.
 */
export async function gstMonth(db: DbOrTx, month: string): Promise<GstMonth> {
  const issued = await documentsIssued(db, `${month}-01`, `${nextMonth(month)}-01`);
  const taxInvoices = issued.invoices.filter((i) => i.series === 'INVOICE');
  const notes = issued.creditNotes.filter((n) => n.invoice.series === 'INVOICE');
  const byRate = new Map<string, Sums & { rate: GstRate; place: string }>();
  const byHsn = new Map<string, Sums & { rate: GstRate; hsn: string }>();
  const count = (invoice: InvoiceRow, lines: TaxedLine[], sign: 1 | -1) => {
    const place = invoice.snapshot.placeOfSupply ?? '';
    for (const line of lines) {
      const rateKey = `${line.gstRate}|${place}`;
      const rate = byRate.get(rateKey) ?? { ...zero(), rate: line.gstRate, place };
      add(rate, line, sign);
      byRate.set(rateKey, rate);
      const hsnKey = `${line.hsn ?? ''}|${line.gstRate}`;
      const hsn = byHsn.get(hsnKey) ?? { ...zero(), rate: line.gstRate, hsn: line.hsn ?? '' };
      add(hsn, line, sign);
      byHsn.set(hsnKey, hsn);
    }
  };
  for (const invoice of taxInvoices) count(invoice, invoice.snapshot.lines, 1);
  for (const { note, invoice } of notes) count(invoice, note.snapshot.lines, -1);
  const credited = zero();
  for (const { note } of notes) for (const line of note.snapshot.lines) add(credited, line, 1);
  const ordered = <T extends { rate: number }>(rows: Iterable<T>, key: (r: T) => string) =>
    [...rows].sort((a, b) => a.rate - b.rate || key(a).localeCompare(key(b)));
  return {
    month,
    b2cs: ordered(byRate.values(), (r) => r.place).map((r) => ({
      rate: r.rate,
      placeOfSupply: r.place,
      ...signed(r),
    })),
    hsn: ordered(byHsn.values(), (r) => r.hsn).map((r) => ({
      hsn: r.hsn,
      quantity: r.quantity,
      rate: r.rate,
      ...signed(r),
    })),
    documents: range(taxInvoices),
    creditNotes: {
      ...range(notes.map((n) => n.note)),
      ...money(credited),
      total: toRupees(notes.reduce((sum, n) => sum + n.note.amountPaise, 0)),
    },
  };
}

/** The same figures as CSV for an accountant: one section after another, titled. */
export function gstMonthCsv(m: GstMonth): string {
  const rows: unknown[][] = [
    [`GST figures for ${m.month}`],
    [],
    ['B2C supplies (table 7; 0 % is nil-rated or exempt, table 8)'],
    ['rate', 'placeOfSupply', 'taxableValue', 'cgst', 'sgst'],
    ...m.b2cs.map((r) => [r.rate, r.placeOfSupply, r.taxableValue, r.cgst, r.sgst]),
    [],
    ['HSN summary (table 12)'],
    ['hsn', 'rate', 'quantity', 'taxableValue', 'cgst', 'sgst'],
    ...m.hsn.map((r) => [r.hsn, r.rate, r.quantity, r.taxableValue, r.cgst, r.sgst]),
    [],
    ['Documents issued (table 13)'],
    ['document', 'first', 'last', 'count', 'cancelled'],
    ['Invoices', m.documents.first, m.documents.last, m.documents.count, m.documents.cancelled],
    ['Credit notes', m.creditNotes.first, m.creditNotes.last, m.creditNotes.count, 0],
  ];
  return stringify(rows, { record_delimiter: '\r\n' });
}
