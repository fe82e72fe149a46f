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
