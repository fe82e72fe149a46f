import { z } from 'zod';
import { bookDocumentTypes, bookMethods } from './book-payment';
import { endpoint } from './endpoint';
import { rupeesSchema } from './money';
import { storeDateSchema } from './store-date-schema';

/**
 * A shopper's account (docs/product/rules.md#books): their bills (orders, milk bills, counter
 * orders not cancelled), the payments and refunds recorded against them, and what is still due.
 */
export const statementEntryKinds = ['BILL', 'PAYMENT', 'REFUND'] as const;
export type StatementEntryKind = (typeof statementEntryKinds)[number];

export const statementEntrySchema = z
  .object({
    at: z.string(),
    kind: z.enum(statementEntryKinds),
    documentType: z.enum(bookDocumentTypes),
    documentId: z.string(),
    /** "Order GF…", "Milk 1 Dec to 31 Dec", "Counter T-017". */
    label: z.string(),
    /** How it was paid or given back; null for a bill. */
    method: z.enum(bookMethods).nullable(),
    amount: rupeesSchema,
    reference: z.string().nullable(),
  })
  .meta({ id: 'StatementEntry' });
export type StatementEntry = z.infer<typeof statementEntrySchema>;

export const statementSchema = z
  .object({
    from: storeDateSchema,
    to: storeDateSchema,
    entries: z.array(statementEntrySchema),
    /** What every bill not cancelled still owes, whatever its date. */
    balanceDue: rupeesSchema,
  })
  .meta({ id: 'Statement' });
export type Statement = z.infer<typeof statementSchema>;

/** A statement's dates: both or neither (the last 90 store days to today). */
export const statementQuerySchema = z
  .object({ from: storeDateSchema.optional(), to: storeDateSchema.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The start date comes before the end date.',
    path: ['to'],
  });

export const bookExportKinds = ['entries', 'days'] as const;

export const statementEndpoints = {
  customer: endpoint({
    method: 'GET',
    path: '/ops/customers/:userId/statement',
    summary: "A shopper's statement: bills, payments, refunds and balance due (staff)",
    tags: ['ops'],
    params: z.object({ userId: z.uuid('Not a shopper id') }),
    query: statementQuerySchema,
    response: statementSchema,
  }),
  mine: endpoint({
    method: 'GET',
    path: '/user/statement',
    summary: "The signed-in shopper's own statement and balance due",
    tags: ['users'],
    query: statementQuerySchema,
    response: statementSchema,
  }),
  exportCsv: endpoint({
    method: 'GET',
    path: '/ops/books/export.csv',
    summary: "The books' entries, or the closed days, of a range of store dates as CSV (admin)",
    tags: ['ops'],
    query: z
      .object({
        from: storeDateSchema,
        to: storeDateSchema,
        what: z.enum(bookExportKinds).default('entries'),
      })
      .refine((q) => q.from <= q.to, {
        message: 'The start date comes before the end date.',
        path: ['to'],
      }),
    contentType: 'text/csv',
    response: z
      .string()
      .describe(
        'entries: date, at, kind, method, amount, reference, documentType, documentId, customer, by, adjustment; ' +
          'days: date, expectedCash, countedCash, difference, note, closedAt, closedBy.',
      ),
  }),
};
