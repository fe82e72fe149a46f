import { formatRupees, type RefundStatus } from '@grofresh/contracts';

/** The orders' messages (docs/product/messages.md#account), each written once. */
export const ORDER_MESSAGES = {
  noOrders: 'You have no orders yet.',
  notFound: 'Order not found.',
  onlineRefund: 'The amount you paid online will be refunded to the card or account you paid from.',
  reward: (coins: number) => `You will earn ${coins} Grocoins on this order, After Delivered.`,
  /** Once delivered, the coins are in the shopper's account. */
  earned: (coins: number) => `You earned ${coins} Grocoins on this order.`,
  /** While the order is PENDING, beside 'Cancel order'. */
  canCancel: 'You can cancel this order until the store accepts it for packing.',
  cancelQuestion: 'Why are you cancelling?',
  buyAgainHint: 'Put these items back in your cart at today’s prices.',
  qrRefund:
    'Paid by UPI QR already? Raise a complaint about this order so the store can return it.',
  coinsBack: (coins: number) => `The ${coins} Grocoins you used will come back to your account.`,
} as const;

/** An order paid by card, as its shopper reads it (docs/product.md, "Card payments"). */
export const CARD_PAYMENT_MESSAGES = {
  /** The list's word for the money: paid, then the refund's status. */
  paid: 'Paid',
  refundState: {
    PENDING: 'Refund requested',
    REFUNDED: 'Refunded',
    FAILED: 'Refund delayed',
  } satisfies Record<RefundStatus, string>,
  paidOnline: (amount: number) => `Paid ${formatRupees(amount)} online`,
  refund: {
    PENDING: (amount: number) =>
      `Refund of ${formatRupees(amount)} requested: it goes back to the card or account you paid from.`,
    REFUNDED: (amount: number) =>
      `${formatRupees(amount)} refunded to the card or account you paid from.`,
    FAILED: (amount: number) =>
      `Your refund of ${formatRupees(amount)} is delayed: the store is sorting it out with the card gateway.`,
  } satisfies Record<RefundStatus, (amount: number) => string>,
  refundReference: 'Refund reference',
  trackingId: 'Payment tracking id',
} as const;

/** 'Buy again': what happened to an earlier order's lines at today's prices. */
export const BUY_AGAIN_MESSAGES = {
  added: (count: number) =>
    count === 1 ? '1 item added to your cart' : `${count} items added to your cart`,
  addedSome: (added: number, total: number) =>
    `${added} of ${total} items from this order, at today’s prices.`,
  noneAvailable: 'None of these items can be ordered right now.',
  unavailableTitle: 'Not available now (not added)',
  repricedTitle: 'Price changed (added at today’s price)',
  repriced: (was: number, now: number) => `${formatRupees(was)} → ${formatRupees(now)}`,
} as const;
