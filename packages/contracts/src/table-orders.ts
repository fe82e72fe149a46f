import { z } from 'zod';
import { phoneSchema } from './auth';
import { idParamsSchema } from './catalog';
import { endpoint } from './endpoint';
import { rupeesSchema } from './money';
import { MAX_LINE_QUANTITY } from './orders';

/**
 * Table orders (SPEC's second reading: the dine-in and pick-up counter and the /payment screen;
 * API.md "Calls added after the core journey"). Staff open one for a shopper's phone number;
 * the shopper follows it on /payment, pays by UPI and says so; staff confirm.
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

/** SPEC's payment screen, word for word, and the server's own sentences. */
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

/** A line as the payment screen shows it (SPEC 3: _id, quantity, itemId with name, image, price). */
export const tableOrderLineSchema = z.object({
  _id: z.string(),
  quantity: z.number().int(),
  variantName: z.string().nullable(),
  itemId: z.object({
    _id: z.string(),
    name: z.string(),
    image: z.string(),
    /** The unit price charged: the discount price when there is one (SPEC 9). */
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
    /** Dine-in lines (SPEC's name). */
    cartItems: z.array(tableOrderLineSchema),
    pickUpCartItems: z.array(tableOrderLineSchema),
    dineInTotal: rupeesSchema,
    pickUpTotal: rupeesSchema,
    totalAmount: rupeesSchema,
    /** A UPI QR (PNG data URL) for totalAmount, or null when the store has no UPI id. */
    qrImageUrl: z.string().nullable(),
    /** Grocoins earned when it is completed (floor of 1% of the total). */
    earnedCoins: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'TableOrder' });
export type TableOrder = z.infer<typeof tableOrderSchema>;

export const staffTableOrderSchema = tableOrderSchema
  .extend({ customer: z.object({ _id: z.string(), phone: z.string() }) })
  .meta({ id: 'StaffTableOrder' });
export type StaffTableOrder = z.infer<typeof staffTableOrderSchema>;

export const tableOrderEndpoints = {
  current: endpoint({
    method: 'GET',
    path: '/table-orders/current',
    summary: 'The shopper’s latest table order not completed or cancelled (404 when none)',
    tags: ['table-orders'],
    response: z.object({ order: tableOrderSchema }),
  }),
  one: endpoint({
    method: 'GET',
    path: '/table-orders/:id',
    summary: 'One table order (its shopper or staff)',
    tags: ['table-orders'],
    params: idParamsSchema,
    response: z.object({ order: tableOrderSchema }),
  }),
  confirmPayment: endpoint({
    method: 'POST',
    path: '/table-orders/:id/confirm-payment',
    summary: 'The shopper says they have paid (SERVED → PAYMENT_CONFIRMATION)',
    tags: ['table-orders'],
    params: idParamsSchema,
    response: z.object({ message: z.string(), order: tableOrderSchema }),
  }),
};

export const tableOrderViews = ['open', 'all'] as const;

export const opsTableOrderEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/table-orders',
    summary: 'Open a table order for a shopper’s phone number (staff)',
    tags: ['ops'],
    body: createTableOrderBodySchema,
    status: 201,
    response: z.object({ order: staffTableOrderSchema }),
  }),
  list: endpoint({
    method: 'GET',
    path: '/ops/table-orders',
    summary: 'Today’s and open table orders, payments under review first (staff)',
    tags: ['ops'],
    query: z.object({ view: z.enum(tableOrderViews).default('open') }),
    response: z.object({ orders: z.array(staffTableOrderSchema) }),
  }),
  status: endpoint({
    method: 'PUT',
    path: '/table-orders/:id/status',
    summary: 'Move a table order along (staff)',
    tags: ['ops'],
    params: idParamsSchema,
    body: z.object({ status: z.enum(tableOrderStatuses) }),
    response: z.object({ message: z.string(), order: staffTableOrderSchema }),
  }),
  addLines: endpoint({
    method: 'POST',
    path: '/ops/table-orders/:id/lines',
    summary: 'Add dine-in or pick-up lines while the order is open (staff)',
    tags: ['ops'],
    params: idParamsSchema,
    body: addTableOrderLinesBodySchema,
    response: z.object({ message: z.string(), order: staffTableOrderSchema }),
  }),
};
