import { z } from 'zod';
import { phoneSchema } from './auth';
import { documentPaymentSchema } from './book-payment';
import { rupeesSchema } from './money';
import { MAX_LINE_QUANTITY } from './orders';

/**
 * Table orders: the dine-in and pick-up counter and the /payment screen
 * (docs/product/records.md#table-order, docs/product/screens.md#payment-screen). Staff open one for
 * a shopper's phone number; the shopper follows it on /payment, pays by UPI and says so; staff
 * confirm.
 */

export const tableOrderStatuses = [
  'PENDING',
  'PREPARING',
  'SERVED',
  'PAYMENT_CONFIRMATION',
  'COMPLETED',
  'CANCELLED',
] as const;
export type TableOrderStatus = (typeof tableOrderStatuses)[number];
export const tableOrderStatusLabel: Record<TableOrderStatus, string> = {
  PENDING: 'Pending',
  PREPARING: 'Preparing',
  SERVED: 'Served',
  PAYMENT_CONFIRMATION: 'Payment under review',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
};
/** Not finished: the shopper's "current" order is the latest of these. */
export const openTableOrderStatuses = [
  'PENDING',
  'PREPARING',
  'SERVED',
  'PAYMENT_CONFIRMATION',
] as const satisfies readonly TableOrderStatus[];
export const isOpenTableOrder = (status: TableOrderStatus): boolean =>
  (openTableOrderStatuses as readonly TableOrderStatus[]).includes(status);
/** Lines may be added while the kitchen or the counter still has the order. */
export const tableOrderTakesLines = (status: TableOrderStatus): boolean =>
  status === 'PENDING' || status === 'PREPARING' || status === 'SERVED';

export type TableOrderActor = 'shopper' | 'staff';

/**
 * How a completed table order was paid. Staff complete it either from a payment under review
 * (the shopper's UPI payment, checked) or from SERVED (paid at the counter, in cash).
 */
export const tableOrderPaidBy = ['UPI', 'CASH'] as const;
export type TableOrderPaidBy = (typeof tableOrderPaidBy)[number];
export const tableOrderPaidByLabel: Record<TableOrderPaidBy, string> = {
  UPI: 'Paid by UPI',
  CASH: 'Paid in cash at the counter',
};
/** The payment a completion from this status records. */
export const paidByOnCompletion = (from: TableOrderStatus): TableOrderPaidBy =>
  from === 'PAYMENT_CONFIRMATION' ? 'UPI' : 'CASH';

/**
 * Who moves a table order where. The shopper only says they paid (SERVED →
 * PAYMENT_CONFIRMATION); staff do the rest: prepare, serve, complete (cash at the counter, or
 * a UPI payment they have checked), send a payment under review back to SERVED (not received),
 * or cancel an order not yet paid for.
 */
export const tableOrderTransitions: Record<
  TableOrderActor,
  Record<TableOrderStatus, readonly TableOrderStatus[]>
> = {
  shopper: {
    PENDING: [],
    PREPARING: [],
    SERVED: ['PAYMENT_CONFIRMATION'],
    PAYMENT_CONFIRMATION: [],
    COMPLETED: [],
    CANCELLED: [],
  },
  staff: {
    PENDING: ['PREPARING', 'SERVED', 'CANCELLED'],
    PREPARING: ['SERVED', 'CANCELLED'],
    SERVED: ['COMPLETED', 'CANCELLED'],
    PAYMENT_CONFIRMATION: ['COMPLETED', 'SERVED'],
    COMPLETED: [],
    CANCELLED: [],
  },
};
export const canMoveTableOrder = (
  actor: TableOrderActor,
  from: TableOrderStatus,
  to: TableOrderStatus,
): boolean => tableOrderTransitions[actor][from].includes(to);

/** The token a table order is called by: 'T-' and its number of the store day, e.g. 'T-017'. */
export const tableOrderToken = (numberOfTheDay: number): string =>
  `T-${String(numberOfTheDay).padStart(3, '0')}`;

export const TABLE_ORDER_MAX_LINES = 50;
export const TABLE_NO_MAX = 20;

/**
 * The payment screen's words (docs/product/screens.md#payment-screen) and the server's own
 * sentences.
 */
export const tableOrderMessages = {
  loading: 'Loading...',
  title: 'Pay here',
  qrMissing: 'QR Code not available',
  dineInTab: 'Dine In',
  pickUpTab: 'Pick Up',
  dineInEmpty: 'No items in the dine in cart.',
  pickUpEmpty: 'No items in the pickup cart.',
  dineInTotal: 'Dine In Total',
  pickUpTotal: 'Pick Up Total',
  totalAmount: 'Total Amount',
  confirmButton: 'Click here When you completed the payment',
  underReviewTitle: 'Payment Confirmation',
  underReview: 'Your payment is under review. We’ll notify you once it’s confirmed.',
  // The server's.
  noLines: 'Add at least one item for dine-in or pick-up.',
  itemUnavailable: (name: string) => `${name} is not available.`,
  variantUnknown: (name: string) => `Choose one of the variants of ${name}.`,
  notFound: 'Order not found',
  noCurrent: 'You have no open table order.',
  paymentClaimed: 'Thanks! Your payment is under review.',
  created: 'Table order opened.',
  updated: 'Table order updated.',
  linesAdded: 'Lines added.',
  closedForLines: 'This order is closed for new lines.',
} as const;

export const tableOrderMoveRefusal = (from: TableOrderStatus, to: TableOrderStatus): string =>
  `An order that is ${tableOrderStatusLabel[from].toLowerCase()} can’t be moved to ${tableOrderStatusLabel[to].toLowerCase()}.`;

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
