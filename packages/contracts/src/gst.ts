import { z } from 'zod';
import { idParamsSchema } from './catalog';
import { endpoint } from './endpoint';
import { COINS_ON_INVOICE, GST_RATES, gstMessages } from './gst-rules';
import { rupeesSchema } from './money';

/**
 * GST invoices and the month's return figures (docs/product/rules.md#gst-invoices). Amounts
 * are rupees to the paisa; a RECEIPT (a store without a GSTIN) carries no tax: its taxable
 * values, rates, CGST and SGST are null.
 */

const rateSchema = z.union(GST_RATES.map((r) => z.literal(r)));
const taxAmount = rupeesSchema.nullable();

export const invoiceLineSchema = z.object({
  name: z.string(),
  hsn: z.string().nullable(),
  quantity: z.number(),
  unitPrice: rupeesSchema,
  /** Grocoins taken off the line (coins as a DISCOUNT), else 0. */
  discount: rupeesSchema,
  taxableValue: taxAmount,
  gstRate: rateSchema.nullable(),
  cgst: taxAmount,
  sgst: taxAmount,
  /** What the line is charged: taxable value + CGST + SGST. */
  total: rupeesSchema,
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

const partySchema = z.object({ name: z.string(), address: z.string() });

/**
 * A credit note against an invoice, in its own series: its lines are the invoice's, each with
 * the part credited (lines with nothing credited left out).
 */
export const creditNoteSchema = z
  .object({
    number: z.string(),
    date: z.string(),
    invoiceNumber: z.string(),
    invoiceDate: z.string(),
    reason: z.string(),
    lines: z.array(invoiceLineSchema),
    totals: z.object({
      taxableValue: taxAmount,
      cgst: taxAmount,
      sgst: taxAmount,
      total: rupeesSchema,
    }),
  })
  .meta({ id: 'CreditNote' });
export type CreditNote = z.infer<typeof creditNoteSchema>;

export const invoiceSchema = z
  .object({
    number: z.string(),
    kind: z.enum(['INVOICE', 'INVOICE_CUM_BILL_OF_SUPPLY', 'BILL_OF_SUPPLY', 'RECEIPT']),
    /** The store date it was issued on (YYYY-MM-DD). */
    date: z.string(),
    seller: partySchema.extend({ gstin: z.string().nullable(), stateCode: z.string().nullable() }),
    buyer: partySchema.extend({ phone: z.string() }),
    /** The state code of the place of supply (the store's: every sale is made in its state). */
    placeOfSupply: z.string().nullable(),
    lines: z.array(invoiceLineSchema),
    totals: z.object({
      taxableValue: taxAmount,
      cgst: taxAmount,
      sgst: taxAmount,
      discount: rupeesSchema,
      total: rupeesSchema,
      /** Grocoins redeemed (₹1 each), shown whichever way they count. */
      coins: rupeesSchema,
      /** Money paid: the total less coins when they are a payment, else the total. */
      paid: rupeesSchema,
    }),
    coinsOnInvoice: z.enum(COINS_ON_INVOICE),
    /** The order it is for: `orderId` of an order, the token of a counter order. */
    orderRef: z.string(),
    /** The credit notes issued against it, oldest first. */
    creditNotes: z.array(creditNoteSchema),
  })
  .meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof invoiceSchema>;

const taxSums = { taxableValue: rupeesSchema, cgst: rupeesSchema, sgst: rupeesSchema };
/** A month's net: below 0 when its credit notes outweigh its sales at a rate. */
const netSums = { taxableValue: z.number(), cgst: z.number(), sgst: z.number() };
const documentsSchema = z.object({
  first: z.string().nullable(),
  last: z.string().nullable(),
  count: z.number(),
  cancelled: z.number(),
});

/** The month's figures for GSTR-1, net of the month's credit notes (tables 7, 12 and 13). */
export const gstMonthSchema = z
  .object({
    month: z.string(),
    b2cs: z.array(z.object({ rate: rateSchema, placeOfSupply: z.string(), ...netSums })),
    hsn: z.array(z.object({ hsn: z.string(), quantity: z.number(), rate: rateSchema, ...netSums })),
    documents: documentsSchema,
    creditNotes: documentsSchema.extend({ ...taxSums, total: rupeesSchema }),
  })
  .meta({ id: 'GstMonth' });
export type GstMonth = z.infer<typeof gstMonthSchema>;

/**
 * `?format=pdf` (or `Accept: application/pdf`) answers the printable invoice: A4, or an 80 mm
 * thermal roll with `layout=roll`.
 */
export const invoiceQuerySchema = z.object({
  format: z.enum(['json', 'pdf']).optional(),
  layout: z.enum(['a4', 'roll']).optional(),
});
export type InvoiceLayout = 'a4' | 'roll';

const pdfDescription =
  '`?format=pdf` or `Accept: application/pdf` answers the printable invoice (application/pdf, ' +
  'its file name in Content-Disposition): A4, or an 80 mm thermal roll with `&layout=roll`.';

export const gstEndpoints = {
  orderInvoice: endpoint({
    method: 'GET',
    path: '/orders/:id/invoice',
    summary: "An order's invoice (its shopper, or staff); 404 until it is delivered",
    tags: ['orders'],
    params: idParamsSchema,
    query: invoiceQuerySchema,
    response: z.object({ invoice: invoiceSchema }),
    description: pdfDescription,
  }),
  tableOrderInvoice: endpoint({
    method: 'GET',
    path: '/table-orders/:id/invoice',
    summary: "A counter order's invoice (its shopper, or staff); 404 until it is completed",
    tags: ['table-orders'],
    params: idParamsSchema,
    query: invoiceQuerySchema,
    response: z.object({ invoice: invoiceSchema }),
    description: pdfDescription,
  }),
  month: endpoint({
    method: 'GET',
    path: '/ops/gst/:month',
    summary: "A month's GST figures: B2C by rate, HSN summary, documents issued (admin)",
    tags: ['ops'],
    params: z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, gstMessages.month) }),
    query: z.object({ format: z.enum(['json', 'csv']).optional() }),
    response: gstMonthSchema,
    description:
      '`?format=csv` answers the same figures as CSV (text/csv), one section after another.',
  }),
};
