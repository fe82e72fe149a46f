import { z } from 'zod';
import { rupeesSchema } from './money';

/**
 * The store's books (docs/product/rules.md#books): every payment and refund recorded against an
 * order, a milk bill or a counter order. Kept apart from books.ts, which imports the documents'
 * schemas, so orders.ts, subscriptions.ts and table-orders.ts can use it.
 */
export const bookEntryKinds = ['PAYMENT', 'REFUND'] as const;
export type BookEntryKind = (typeof bookEntryKinds)[number];

/** CARD is recorded by the gateway's answer; COINS only for refunds given as Grocoins. */
export const bookMethods = ['CASH', 'UPI', 'CARD', 'COINS'] as const;
export type BookMethod = (typeof bookMethods)[number];

export const bookDocumentTypes = ['ORDER', 'SUBSCRIPTION', 'TABLE_ORDER'] as const;
export type BookDocumentType = (typeof bookDocumentTypes)[number];

export const documentPaymentStatuses = [
  'UNPAID',
  'PART_PAID',
  'PAID',
  'REFUND_DUE',
  'REFUNDED',
] as const;
export type DocumentPaymentStatus = (typeof documentPaymentStatuses)[number];
/** The words staff and shoppers read for a payment state. */
export const documentPaymentStatusLabel: Record<DocumentPaymentStatus, string> = {
  UNPAID: 'Unpaid',
  PART_PAID: 'Part paid',
  PAID: 'Paid',
  REFUND_DUE: 'Refund due',
  REFUNDED: 'Refunded',
};

/** One payment or refund as a document shows it. */
export const documentEntrySchema = z
  .object({
    _id: z.string(),
    at: z.string(),
    kind: z.enum(bookEntryKinds),
    method: z.enum(bookMethods),
    amount: rupeesSchema,
    reference: z.string().nullable(),
  })
  .meta({ id: 'DocumentEntry' });
export type DocumentEntry = z.infer<typeof documentEntrySchema>;

/**
 * What a document owes and was paid: `received` is payments less refunds, `due` what is left of
 * its total (0 once cancelled: a cancelled document owes nothing, and what it received is due
 * back until refunded).
 */
export const documentPaymentSchema = z
  .object({
    status: z.enum(documentPaymentStatuses),
    due: rupeesSchema,
    received: rupeesSchema,
    entries: z.array(documentEntrySchema),
  })
  .meta({ id: 'DocumentPayment' });
export type DocumentPayment = z.infer<typeof documentPaymentSchema>;
