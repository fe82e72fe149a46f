import type { CoinsOnInvoice, GstRate } from './gst-rules';

/**
 * The arithmetic of an invoice (docs/product/rules.md#gst-invoices), in integer paise so that
 * every sum is exact. Prices include tax (MRP): a line's tax is taken out of what it costs.
 */

export interface SaleLine {
  name: string;
  hsn: string | null;
  gstRate: GstRate;
  quantity: number;
  unitPricePaise: number;
  /** What the line costs before any Grocoins: unit price × quantity. */
  totalPaise: number;
}

export interface TaxedLine extends SaleLine {
  /** Grocoins taken off this line (DISCOUNT only; 0 when the coins are a payment). */
  discountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  /** What the line is charged: taxable + CGST + SGST = total less discount. */
  chargedPaise: number;
}

export type InvoiceKind = 'INVOICE' | 'INVOICE_CUM_BILL_OF_SUPPLY' | 'BILL_OF_SUPPLY' | 'RECEIPT';

export interface InvoiceSums {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  discountPaise: number;
  /** The lines' charged amounts added up. */
  totalPaise: number;
  /** The Grocoins redeemed, in paise, shown either way. */
  coinsPaise: number;
  /** Money paid: the total less coins when they are a payment; the total when a discount. */
  paidPaise: number;
}

/** Round half up of a / b for non-negative integers, exactly. */
const roundDiv = (a: number, b: number): number => Math.floor((2 * a + b) / (2 * b));

/**
 * The tax inside an amount at a rate: taxable = round(amount × 100 / (100 + rate)), the rest is
 * tax, CGST the lower half (floor) and SGST the rest, so the three add up to the amount.
 */
export function taxInside(amountPaise: number, rate: GstRate) {
  const taxablePaise = roundDiv(amountPaise * 100, 100 + rate);
  const tax = amountPaise - taxablePaise;
  const cgstPaise = Math.floor(tax / 2);
  return { taxablePaise, cgstPaise, sgstPaise: tax - cgstPaise };
}

/**
 * Splits `amount` over weights in proportion, each share floored and the paise left over given
 * one each to the largest remainders (the earlier line on a tie), so the shares add up exactly.
 */
export function spreadInProportion(amount: number, weights: readonly number[]): number[] {
  const whole = weights.reduce((a, b) => a + b, 0);
  if (whole === 0) return weights.map(() => 0);
  const exact = weights.map((w) => ({
    share: Math.floor((amount * w) / whole),
    rest: (amount * w) % whole,
  }));
  let left = amount - exact.reduce((a, e) => a + e.share, 0);
  const order = exact.map((e, i) => i).sort((a, b) => exact[b]!.rest - exact[a]!.rest || a - b);
  for (const i of order) {
    if (left === 0) break;
    exact[i]!.share += 1;
    left -= 1;
  }
  return exact.map((e) => e.share);
}

/** Each line with its discount and the tax inside what it is charged. */
export function taxLines(lines: readonly SaleLine[], discounts: readonly number[]): TaxedLine[] {
  return lines.map((line, i) => {
    const discountPaise = discounts[i] ?? 0;
    const chargedPaise = line.totalPaise - discountPaise;
    return { ...line, discountPaise, chargedPaise, ...taxInside(chargedPaise, line.gstRate) };
  });
}

export const sumLines = (lines: readonly TaxedLine[]) => ({
  taxablePaise: lines.reduce((a, l) => a + l.taxablePaise, 0),
  cgstPaise: lines.reduce((a, l) => a + l.cgstPaise, 0),
  sgstPaise: lines.reduce((a, l) => a + l.sgstPaise, 0),
  discountPaise: lines.reduce((a, l) => a + l.discountPaise, 0),
  totalPaise: lines.reduce((a, l) => a + l.chargedPaise, 0),
});

/**
 * An invoice's lines and sums. With no GSTIN the store issues a RECEIPT (the caller leaves
 * the tax out); else taxed and exempt lines together make an invoice-cum-bill of supply,
 * exempt lines alone a bill of supply. Coins as a PAYMENT leave the lines at full price and
 * are shown as paid; as a DISCOUNT they are spread over the lines in proportion.
 */
export function invoiceMath(
  lines: readonly SaleLine[],
  options: { coinsPaise: number; coinsOnInvoice: CoinsOnInvoice; registered: boolean },
): { kind: InvoiceKind; lines: TaxedLine[]; sums: InvoiceSums } {
  const gross = lines.reduce((a, l) => a + l.totalPaise, 0);
  const coinsPaise = Math.min(options.coinsPaise, gross);
  const asDiscount = options.coinsOnInvoice === 'DISCOUNT';
  const discounts = asDiscount
    ? spreadInProportion(
        coinsPaise,
        lines.map((l) => l.totalPaise),
      )
    : [];
  const taxed = taxLines(lines, discounts);
  const sums = sumLines(taxed);
  const exempt = lines.some((l) => l.gstRate === 0);
  const taxable = lines.some((l) => l.gstRate > 0);
  const kind: InvoiceKind = !options.registered
    ? 'RECEIPT'
    : exempt && taxable
      ? 'INVOICE_CUM_BILL_OF_SUPPLY'
      : exempt
        ? 'BILL_OF_SUPPLY'
        : 'INVOICE';
  return {
    kind,
    lines: taxed,
    sums: {
      ...sums,
      coinsPaise,
      paidPaise: asDiscount ? sums.totalPaise : sums.totalPaise - coinsPaise,
    },
  };
}

/**
 * A credit note's lines for `amountPaise` of an invoice whose lines have `leftPaise` still not
 * credited each: the whole of what is left when the amount reaches it (each line's tax as the
 * invoice had it, less earlier notes), else spread over the lines in proportion to what is left.
 */
export function creditLines(
  invoiced: readonly TaxedLine[],
  leftPaise: readonly number[],
  amountPaise: number,
): TaxedLine[] {
  const left = leftPaise.reduce((a, b) => a + b, 0);
  const amounts = amountPaise >= left ? [...leftPaise] : spreadInProportion(amountPaise, leftPaise);
  // One line per invoice line, in its order (0 where nothing is credited), so later notes know
  // what is left of each.
  return invoiced.map((line, i) => {
    const charged = amounts[i] ?? 0;
    return {
      ...line,
      // Goods back in full count their quantity; a part of a line's value is value only.
      quantity: charged === line.chargedPaise ? line.quantity : 0,
      totalPaise: charged,
      discountPaise: 0,
      chargedPaise: charged,
      ...taxInside(charged, line.gstRate),
    };
  });
}
