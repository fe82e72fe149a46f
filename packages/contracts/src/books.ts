import { z } from 'zod';
import { bookDocumentTypes, bookEntryKinds, bookMethods } from './book-payment';
import { idParamsSchema } from './catalog';
import { endpoint } from './endpoint';
import { rupeesSchema } from './money';
import { staffOrderSchema } from './ops-orders';
import { staffSubscriptionSchema } from './ops-subscriptions';
import { storeDateSchema } from './store-date-schema';
import { staffTableOrderSchema } from './table-orders';

/** The store's books (docs/product/rules.md#books): the console's and the shopper's calls. */

export const UPI_REFERENCE_PATTERN = /^\d{12}$/;

export const bookMessages = {
  upiNeedsReference: 'Enter the 12-digit UPI reference from the bank app.',
  referenceDigits: 'A UPI reference is 12 digits.',
  amountPositive: 'Enter an amount above ₹0.',
  tooMuch: (due: string) => `That is more than is due (${due}).`,
  refundTooMuch: (held: string) => `That is more than was received (${held}).`,
  nothingDue: 'Nothing is due on this.',
  dayClosed: 'This day is already closed.',
  dayAhead: 'A day is closed once it has begun.',
  rangeOrder: 'The start date comes before the end date.',
} as const;

/**
 * Money staff take at the counter or at the door: cash, or UPI with the reference the bank app
 * shows. `kind` REFUND records cash or UPI handed back (a cancelled order's money).
 */
export const recordPaymentBodySchema = z
  .object({
    method: z.enum(['CASH', 'UPI']),
    amount: rupeesSchema.refine((n) => n > 0, bookMessages.amountPositive),
    reference: z
      .string()
      .trim()
      .regex(UPI_REFERENCE_PATTERN, bookMessages.referenceDigits)
      .optional(),
    kind: z.enum(bookEntryKinds).default('PAYMENT'),
  })
  .refine((b) => b.method !== 'UPI' || b.reference !== undefined, {
    message: bookMessages.upiNeedsReference,
    path: ['reference'],
  });
export type RecordPaymentBody = z.input<typeof recordPaymentBodySchema>;

export const bookEntrySchema = z
  .object({
    _id: z.string(),
    at: z.string(),
    kind: z.enum(bookEntryKinds),
    method: z.enum(bookMethods),
    amount: rupeesSchema,
    reference: z.string().nullable(),
    documentType: z.enum(bookDocumentTypes),
    documentId: z.string(),
    /** What it was for, as the statement names it: "Order GF…", "Milk 1 Dec to 31 Dec". */
    label: z.string(),
    /** Who took or gave the money (null: the card gateway). */
    by: z.object({ _id: z.string(), phone: z.string() }).nullable(),
    /** Made while its own day was closed, so counted on this one. */
    adjustment: z.boolean(),
  })
  .meta({ id: 'BookEntry' });
export type BookEntry = z.infer<typeof bookEntrySchema>;

const methodTotalsSchema = z.object({ expected: rupeesSchema, received: rupeesSchema });

export const bookDaySchema = z
  .object({
    date: storeDateSchema,
    expectedCash: z.number(),
    countedCash: rupeesSchema,
    /** Counted less expected: below 0 is cash short. */
    difference: z.number(),
    note: z.string().nullable(),
    closedAt: z.string(),
    closedBy: z.string(),
  })
  .meta({ id: 'BookDay' });
export type BookDay = z.infer<typeof bookDaySchema>;

export const booksDaySchema = z
  .object({
    date: storeDateSchema,
    closed: bookDaySchema.nullable(),
    byMethod: z.object({
      CASH: methodTotalsSchema,
      UPI: methodTotalsSchema,
      CARD: methodTotalsSchema,
    }),
    refunds: z.object({
      CASH: rupeesSchema,
      UPI: rupeesSchema,
      CARD: rupeesSchema,
      COINS: rupeesSchema,
    }),
    /** Cash each member of staff took less what they gave back, to match what they hand in. */
    cashBy: z.array(z.object({ _id: z.string(), phone: z.string(), amount: z.number() })),
    /** Documents paid part or none of on this day, still owing. */
    owing: z.array(
      z.object({
        documentType: z.enum(bookDocumentTypes),
        documentId: z.string(),
        due: rupeesSchema,
      }),
    ),
    entries: z.array(bookEntrySchema),
  })
  .meta({ id: 'BooksDay' });
export type BooksDay = z.infer<typeof booksDaySchema>;

export const closeDayBodySchema = z.object({
  countedCash: rupeesSchema,
  note: z.string().trim().max(500, 'Write at most 500 characters').optional(),
});

export const bookRangeQuerySchema = z
  .object({ from: storeDateSchema, to: storeDateSchema })
  .refine((q) => q.from <= q.to, { message: bookMessages.rangeOrder, path: ['to'] });

const dateParamsSchema = z.object({ date: storeDateSchema });

export const opsBookEndpoints = {
  orderPayment: endpoint({
    method: 'POST',
    path: '/ops/orders/:id/payments',
    summary: 'Record cash or UPI received for an order, or handed back (staff)',
    tags: ['ops'],
    params: idParamsSchema,
    body: recordPaymentBodySchema,
    response: z.object({ order: staffOrderSchema }),
    status: 201,
    errors: [409],
  }),
  subscriptionPayment: endpoint({
    method: 'POST',
    path: '/ops/subscriptions/:id/payments',
    summary: "Record cash or UPI received for a milk subscription's bill (staff)",
    tags: ['ops'],
    params: idParamsSchema,
    body: recordPaymentBodySchema,
    response: z.object({ subscription: staffSubscriptionSchema }),
    status: 201,
    errors: [409],
  }),
  tableOrderPayment: endpoint({
    method: 'POST',
    path: '/ops/table-orders/:id/payments',
    summary: 'Record cash or UPI received for a counter order (staff)',
    tags: ['ops'],
    params: idParamsSchema,
    body: recordPaymentBodySchema,
    response: z.object({ order: staffTableOrderSchema }),
    status: 201,
    errors: [409],
  }),
  day: endpoint({
    method: 'GET',
    path: '/ops/books/:date',
    summary:
      "A store day's books: expected and received by method, refunds, owing, entries (staff)",
    tags: ['ops'],
    params: dateParamsSchema,
    response: booksDaySchema,
  }),
  close: endpoint({
    method: 'POST',
    path: '/ops/books/:date/close',
    summary: 'Close a store day with the cash counted (admin)',
    tags: ['ops'],
    params: dateParamsSchema,
    body: closeDayBodySchema,
    response: z.object({ day: bookDaySchema }),
    errors: [409],
  }),
};
