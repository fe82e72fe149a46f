import { z } from 'zod';
import { phoneSchema } from './auth';
import { documentPaymentSchema } from './book-payment';
import { rupeesSchema } from './money';
import { MAX_LINE_QUANTITY } from './orders';
import {
  tableOrderStatuses,
  tableOrderPaidBy,
  TABLE_ORDER_MAX_LINES,
  TABLE_NO_MAX,
} from './table-order-rules';

// The table order's records and bodies are here; its states, moves and sentences in the rules file.
export * from './table-order-rules';

export const tableOrderLineInputSchema = z.object({
  itemId: z.string().min(1).max(64),
  variantName: z.string().max(80).nullish(),
  quantity: z
    .number()
    .int('Quantities are whole numbers')
    .min(1, 'Each line needs a quantity of at least 1')
    .max(MAX_LINE_QUANTITY, `At most ${MAX_LINE_QUANTITY} of a line`),
});
export type TableOrderLineInput = z.input<typeof tableOrderLineInputSchema>;

const lines = z.array(tableOrderLineInputSchema).max(TABLE_ORDER_MAX_LINES).default([]);

export const createTableOrderBodySchema = z.object({
  /** The shopper's mobile number; the shopper is created if new. */
  phone: phoneSchema,
  dineInItems: lines,
  pickUpItems: lines,
  tableNo: z.string().trim().max(TABLE_NO_MAX).optional(),
});
export type CreateTableOrderBody = z.input<typeof createTableOrderBodySchema>;

export const addTableOrderLinesBodySchema = z.object({ dineInItems: lines, pickUpItems: lines });

/** A line as the payment screen shows it (docs/product/records.md#table-order). */
export const tableOrderLineSchema = z.object({
  _id: z.string(),
  quantity: z.number().int(),
  variantName: z.string().nullable(),
  itemId: z.object({
    _id: z.string(),
    name: z.string(),
    image: z.string(),
    /**
     * The unit price charged: the discount price when there is one
     * (docs/product/rules.md#money-and-grocoins).
     */
    price: rupeesSchema,
  }),
  lineTotal: rupeesSchema,
});
export type TableOrderLine = z.infer<typeof tableOrderLineSchema>;

export const tableOrderSchema = z
  .object({
    _id: z.string(),
    token: z.string(),
    tableNo: z.string().nullable(),
    status: z.enum(tableOrderStatuses),
    /** Dine-in lines (the first client's name). */
    cartItems: z.array(tableOrderLineSchema),
    pickUpCartItems: z.array(tableOrderLineSchema),
    dineInTotal: rupeesSchema,
    pickUpTotal: rupeesSchema,
    totalAmount: rupeesSchema,
    /** A UPI QR (PNG data URL) for totalAmount, or null when the store has no UPI id. */
    qrImageUrl: z.string().nullable(),
    /**
     * The upi://pay link the QR holds, for a "Pay in UPI app" button on the phone that shows
     * the QR (a shopper cannot scan their own screen); null with the QR.
     */
    upiLink: z.string().nullable(),
    /** How a completed order was paid: UPI (checked by staff) or cash at the counter. */
    paidBy: z.enum(tableOrderPaidBy).nullable(),
    /** When staff completed it (the payment was taken); null until then. */
    completedAt: z.string().nullable(),
    /** Grocoins earned when it is completed (floor of 1% of the total). */
    earnedCoins: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'TableOrder' });
export type TableOrder = z.infer<typeof tableOrderSchema>;

/** A table order its shopper reads in My Orders: with its payments (docs/product/rules.md#books). */
export const paidTableOrderSchema = tableOrderSchema
  .extend({ paymentState: documentPaymentSchema })
  .meta({ id: 'TableOrderWithPayments' });
export type PaidTableOrder = z.infer<typeof paidTableOrderSchema>;

export const staffTableOrderSchema = tableOrderSchema
  .extend({
    customer: z.object({ _id: z.string(), phone: z.string() }),
    /** What it owes and the payments recorded against it (docs/product/rules.md#books). */
    paymentState: documentPaymentSchema,
  })
  .meta({ id: 'StaffTableOrder' });
export type StaffTableOrder = z.infer<typeof staffTableOrderSchema>;
