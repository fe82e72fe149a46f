import { describe, expect, it } from 'vitest';
import { creditLines, invoiceMath, spreadInProportion, taxInside, type SaleLine } from './gst-math';
import {
  documentNumber,
  financialYearOf,
  gstinCheckCharacter,
  gstinProblem,
  gstMessages,
  type GstRate,
} from './gst-rules';

// Hand-worked figures (docs/product/rules.md#gst-invoices): amounts in paise.
describe('the tax inside a tax-inclusive price', () => {
  it.each([
    // amount, rate, taxable, CGST, SGST
    [6800, 0, 6800, 0, 0], // ₹68 of milk: exempt
    [10500, 5, 10000, 250, 250], // ₹105 at 5 % = ₹100 + 2.50 + 2.50 (rule 35's example)
    [9900, 5, 9429, 235, 236], // 990000 / 105 = 9428.57 → 9429; tax 471 split 235 + 236
    [11800, 18, 10000, 900, 900],
    [5000, 18, 4237, 381, 382], // 500000 / 118 = 4237.29 → 4237; tax 763
    [14000, 40, 10000, 2000, 2000],
    [4000, 40, 2857, 571, 572], // 400000 / 140 = 2857.14 → 2857; tax 1143
  ] as [number, GstRate, number, number, number][])(
    '%d paise at %d %%: taxable %d, CGST %d, SGST %d',
    (amount, rate, taxablePaise, cgstPaise, sgstPaise) => {
      expect(taxInside(amount, rate)).toEqual({ taxablePaise, cgstPaise, sgstPaise });
    },
  );
});

const line = (name: string, gstRate: GstRate, unit: number, quantity = 1): SaleLine => ({
  name,
  hsn: '0000',
  gstRate,
  quantity,
  unitPricePaise: unit,
  totalPaise: unit * quantity,
});
// Milk ₹68 (0 %), biscuits 2 × ₹30 (5 %), detergent ₹118 (18 %), ₹20 of Grocoins.
const basket = [line('Milk', 0, 6800), line('Biscuits', 5, 3000, 2), line('Detergent', 18, 11800)];

describe('an invoice', () => {
  it('coins as a payment: lines at full price, coins shown paid, mixed lines a bill-cum-invoice', () => {
    const { kind, lines, sums } = invoiceMath(basket, {
      coinsPaise: 2000,
      coinsOnInvoice: 'PAYMENT',
      registered: true,
    });
    expect(kind).toBe('INVOICE_CUM_BILL_OF_SUPPLY');
    expect(lines.map((l) => [l.discountPaise, l.taxablePaise, l.cgstPaise, l.sgstPaise])).toEqual([
      [0, 6800, 0, 0],
      [0, 5714, 143, 143], // 600000 / 105 = 5714.29; tax 286
      [0, 10000, 900, 900],
    ]);
    expect(sums).toEqual({
      taxablePaise: 22514,
      cgstPaise: 1043,
      sgstPaise: 1043,
      discountPaise: 0,
      totalPaise: 24600,
      coinsPaise: 2000,
      paidPaise: 22600, // the total less the coins: the rupees the shopper paid
    });
  });

  it('coins as a discount: spread by largest remainder, lowering the taxable value', () => {
    const { lines, sums } = invoiceMath(basket, {
      coinsPaise: 2000,
      coinsOnInvoice: 'DISCOUNT',
      registered: true,
    });
    // 2000 × 6800/24600 = 552.8, × 6000/24600 = 487.8, × 11800/24600 = 959.3: floors 1998,
    // the two paise left to the largest remainders (milk, biscuits).
    expect(lines.map((l) => l.discountPaise)).toEqual([553, 488, 959]);
    expect(lines.map((l) => [l.chargedPaise, l.taxablePaise, l.cgstPaise, l.sgstPaise])).toEqual([
      [6247, 6247, 0, 0],
      [5512, 5250, 131, 131], // 551200 / 105 = 5249.5 → 5250
      [10841, 9187, 827, 827], // 1084100 / 118 = 9187.3 → 9187
    ]);
    expect(sums).toEqual({
      taxablePaise: 20684,
      cgstPaise: 958,
      sgstPaise: 958,
      discountPaise: 2000,
      totalPaise: 22600,
      coinsPaise: 2000,
      paidPaise: 22600,
    });
  });

  it('adds rounded lines: three ₹10 lines at 18 % are taxable 2541, not round(3000/1.18) = 2542', () => {
    const { kind, lines, sums } = invoiceMath(
      [1, 2, 3].map((n) => line(`Soap ${n}`, 18, 1000)),
      {
        coinsPaise: 0,
        coinsOnInvoice: 'PAYMENT',
        registered: true,
      },
    );
    expect(kind).toBe('INVOICE');
    expect(lines.map((l) => [l.taxablePaise, l.cgstPaise, l.sgstPaise])).toEqual([
      [847, 76, 77],
      [847, 76, 77],
      [847, 76, 77],
    ]);
    expect(sums.taxablePaise + sums.cgstPaise + sums.sgstPaise).toBe(3000);
    expect(sums.taxablePaise).toBe(2541);
  });

  it('exempt lines alone make a bill of supply; no GSTIN, a receipt', () => {
    const options = { coinsPaise: 0, coinsOnInvoice: 'PAYMENT' as const, registered: true };
    expect(invoiceMath([line('Milk', 0, 6800)], options).kind).toBe('BILL_OF_SUPPLY');
    expect(invoiceMath(basket, { ...options, registered: false }).kind).toBe('RECEIPT');
    expect(invoiceMath([line('Cola', 40, 4000)], options).kind).toBe('INVOICE');
  });
});

describe('spreading in proportion', () => {
  it('adds up exactly, ties to the earlier line', () => {
    expect(spreadInProportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spreadInProportion(0, [5, 5])).toEqual([0, 0]);
    expect(spreadInProportion(7, [0, 0])).toEqual([0, 0]);
  });
});

describe('a credit note', () => {
  const invoice = invoiceMath(basket, {
    coinsPaise: 0,
    coinsOnInvoice: 'PAYMENT',
    registered: true,
  });
  const left = invoice.lines.map((l) => l.chargedPaise);
  it('for the whole invoice repeats its lines and tax', () => {
    const lines = creditLines(invoice.lines, left, 24600);
    expect(lines.map((l) => [l.quantity, l.taxablePaise, l.cgstPaise, l.sgstPaise])).toEqual(
      invoice.lines.map((l) => [l.quantity, l.taxablePaise, l.cgstPaise, l.sgstPaise]),
    );
  });
  it('for part of it spreads the amount over the lines in proportion', () => {
    // ₹24.60 of ₹246: a tenth of each line.
    const lines = creditLines(invoice.lines, left, 2460);
    expect(lines.map((l) => [l.chargedPaise, l.taxablePaise, l.cgstPaise])).toEqual([
      [680, 680, 0],
      [600, 571, 14], // 60000 / 105 = 571.4; tax 29 split 14 + 15
      [1180, 1000, 90],
    ]);
  });
});

describe('a GSTIN', () => {
  it('is checked by its last character (worked examples)', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('34AABCB5576G1Z')).toBe('Q');
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
    expect(gstinProblem('34AABCB5576G1ZQ')).toBeNull();
  });
  it('with one character changed is refused', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe(gstMessages.gstinCheck);
    expect(gstinProblem('27AAPFU0938F1ZV')).toBe(gstMessages.gstinCheck);
    expect(gstinProblem('34AABCB5576G1ZR')).toBe(gstMessages.gstinCheck);
  });
  it('of the wrong shape is refused as such', () => {
    expect(gstinProblem('27aapfu0939f1zv')).toBe(gstMessages.gstinFormat);
    expect(gstinProblem('27AAPFU0939F1Z')).toBe(gstMessages.gstinFormat);
    expect(gstinProblem('27AAPFU0939F1XV')).toBe(gstMessages.gstinFormat);
  });
});

describe('document numbers', () => {
  it('restart with the financial year on 1 April', () => {
    expect(financialYearOf('2026-03-31')).toBe('25-26');
    expect(financialYearOf('2026-04-01')).toBe('26-27');
    expect(financialYearOf('2027-01-15')).toBe('26-27');
  });
  it('are at most 16 characters', () => {
    expect(documentNumber('INVOICE', '26-27', 123)).toBe('INV/26-27/000123');
    expect(documentNumber('CREDIT_NOTE', '26-27', 1)).toBe('CN/26-27/000001');
    expect(() => documentNumber('INVOICE', '26-27', 1_000_000)).toThrow();
  });
});
