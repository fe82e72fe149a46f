/**
 * GST's fixed rules for the shop's invoices (docs/product/rules.md#gst-invoices): the rates, an
 * HSN code's shape, the GSTIN and its check character, the financial year and the documents'
 * numbers. Kept apart from the schemas (no zod), so any screen may take them.
 */

/** The slabs in force since 22 September 2025 (intra-State: half CGST, half SGST). */
export const GST_RATES = [0, 5, 18, 40] as const;
export type GstRate = (typeof GST_RATES)[number];
export const isGstRate = (n: unknown): n is GstRate => GST_RATES.includes(n as GstRate);

/**
 * The rate an item without one is invoiced at: the standard 18 %, the cautious reading (prices
 * include tax, so a rate set too high never leaves tax unpaid). The console shows it unset.
 */
export const DEFAULT_GST_RATE: GstRate = 18;

/** An HSN code as invoices carry it: 4, 6 or 8 digits. */
export const HSN_PATTERN = /^(\d{4}|\d{6}|\d{8})$/;

/** How redeemed Grocoins count on an invoice: paid with (the default), or a discount. */
export const COINS_ON_INVOICE = ['PAYMENT', 'DISCOUNT'] as const;
export type CoinsOnInvoice = (typeof COINS_ON_INVOICE)[number];

export const gstMessages = {
  hsn: 'An HSN code is 4, 6 or 8 digits, e.g. 0401',
  gstRate: 'The GST rate is 0, 5, 18 or 40 (%)',
  gstinFormat:
    'A GSTIN is 15 characters: the 2-digit state code, the 10-character PAN, the entity number, Z and a check character',
  gstinCheck: 'This GSTIN’s last character does not match the rest; check it for a typing mistake',
  stateCode: 'The state code is 2 digits, e.g. 29 for Karnataka',
  stateOfGstin: 'The state code must be the first two digits of the GSTIN',
  noInvoice: 'No invoice yet: it is issued when the order is delivered or collected.',
  month: 'Give the month as YYYY-MM, e.g. 2026-11',
} as const;

// 2-digit state, PAN (5 letters, 4 digits, a letter), entity number (1-9, A-Z), Z, check.
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of a GSTIN's first 14 characters: each character's value (0-9, then
 * A-Z as 10-35) times 1, 2, 1, 2… from the left, each product added as p div 36 + p mod 36;
 * the check is (36 − sum mod 36) mod 36 written back as a character.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < first14.length; i++) {
    const product = ALPHABET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

/** What is wrong with a GSTIN (format first, then the check character), or null. */
export function gstinProblem(gstin: string): string | null {
  if (!GSTIN_SHAPE.test(gstin)) return gstMessages.gstinFormat;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return gstMessages.gstinCheck;
  return null;
}

/**
 * The financial year (April to March) of a store date 'YYYY-MM-DD', as numbers carry it:
 * '26-27' for 1 April 2026 to 31 March 2027.
 */
export function financialYearOf(storeDate: string): string {
  const year = Number(storeDate.slice(0, 4));
  const start = Number(storeDate.slice(5, 7)) >= 4 ? year : year - 1;
  const two = (n: number) => String(n % 100).padStart(2, '0');
  return `${two(start)}-${two(start + 1)}`;
}

/** The documents' series: tax invoices and bills, receipts (no GSTIN), credit notes. */
export const DOCUMENT_SERIES = { INVOICE: 'INV', RECEIPT: 'RCT', CREDIT_NOTE: 'CN' } as const;
export type DocumentSeries = keyof typeof DOCUMENT_SERIES;

/** A document number may be at most 16 characters of letters, digits, '-' and '/'. */
export const DOCUMENT_NUMBER_MAX = 16;
export const DOCUMENT_NUMBER_PATTERN = /^[A-Za-z0-9/-]{1,16}$/;

/**
 * 'INV/26-27/000123': the series, the financial year and the number within it, six digits,
 * 16 characters at most ('INV/2026-27/…' would be 18, over the limit).
 */
export function documentNumber(series: DocumentSeries, fy: string, n: number): string {
  const number = `${DOCUMENT_SERIES[series]}/${fy}/${String(n).padStart(6, '0')}`;
  if (!DOCUMENT_NUMBER_PATTERN.test(number)) throw new Error(`No number ${n} in ${series} ${fy}`);
  return number;
}
