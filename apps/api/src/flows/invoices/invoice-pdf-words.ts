import { formatRupees, stateWithCode, type Invoice } from '@grofresh/contracts';

/**
 * What both printable layouts say (docs/product/rules.md#gst-invoices), as plain strings.
 * Standard PDF fonts have no ₹ glyph, so amounts read "Rs.".
 */

export type Pdf = PDFKit.PDFDocument;

const TITLES: Record<Invoice['kind'], string> = {
  INVOICE: 'Tax Invoice',
  INVOICE_CUM_BILL_OF_SUPPLY: 'Invoice-cum-Bill of Supply',
  BILL_OF_SUPPLY: 'Bill of Supply',
  RECEIPT: 'Receipt',
};
export const titleOf = (invoice: Invoice) => TITLES[invoice.kind];

/** "Rs. 1,234.50"; an amount inside a table leaves the "Rs." to its heading. */
export const rs = (n: number) => formatRupees(n).replace('₹', 'Rs. ');
export const amount = (n: number | null) => (n === null ? '-' : formatRupees(n).replace('₹', ''));

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
/** 2026-11-27 → "27 Nov 2026" (a store date: no time zone to convert). */
export const dateOf = (isoDate: string) => {
  const [y, m, d] = isoDate.split('-');
  return `${Number(d)} ${MONTHS[Number(m) - 1]} ${y}`;
};

/** The facts both layouts print, as label and value, in rule 46's order. */
export function headFacts(invoice: Invoice): { seller: string[]; document: string[][] } {
  const { seller } = invoice;
  return {
    seller: [
      seller.name,
      seller.address,
      ...(seller.gstin ? [`GSTIN: ${seller.gstin}`] : []),
      ...(seller.stateCode ? [`State: ${stateWithCode(seller.stateCode)}`] : []),
    ].filter(Boolean),
    document: [
      ['Number', invoice.number],
      ['Date', dateOf(invoice.date)],
      ['Order', invoice.orderRef],
      ...(invoice.placeOfSupply ? [['Place of supply', stateWithCode(invoice.placeOfSupply)]] : []),
      ...(invoice.kind === 'RECEIPT' ? [] : [['Reverse charge', 'No']]),
    ],
  };
}

/** The totals block, top to bottom: tax, coins either way, the total and the money paid. */
export function totalRows(invoice: Invoice): [string, string, boolean?][] {
  const t = invoice.totals;
  const coinsPaid = invoice.coinsOnInvoice === 'PAYMENT' && t.coins > 0;
  return [
    ...(t.taxableValue === null
      ? []
      : ([
          ['Taxable value', rs(t.taxableValue)],
          ['CGST', rs(t.cgst ?? 0)],
          ['SGST', rs(t.sgst ?? 0)],
        ] as [string, string][])),
    ...(t.discount > 0 ? [['Discount (Grocoins)', `- ${rs(t.discount)}`] as [string, string]] : []),
    ['Invoice total', rs(t.total), true],
    ...(coinsPaid
      ? [[`Paid in Grocoins (${t.coins})`, `- ${rs(t.coins)}`] as [string, string]]
      : []),
    ['Amount paid', rs(t.paid), true],
  ];
}

/** The closing lines: credit notes issued against it, and that no signature is needed. */
export function footLines(invoice: Invoice): string[] {
  return [
    ...invoice.creditNotes.map(
      (n) => `Credit note ${n.number} of ${dateOf(n.date)}: ${rs(n.totals.total)} (${n.reason})`,
    ),
    'This is a computer-generated document and needs no signature.',
  ];
}
