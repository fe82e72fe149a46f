import { formatRupees } from '@grofresh/contracts';

/** The orders' messages from SPEC 2, 4 and 8, each written once. */
export const ORDER_MESSAGES = {
  noOrders: 'You have no orders yet.',
  notFound: 'Order not found.',
  onlineRefund: 'The amount you paid online will be refunded to the card or account you paid from.',
  reward: (coins: number) => `You will earn ${coins} Grocoins on this order, After Delivered.`,
  /** While the order is PENDING, beside 'Cancel order'. */
  canCancel: 'You can cancel this order until the store accepts it for packing.',
  cancelQuestion: 'Why are you cancelling?',
  buyAgainHint: 'Put these items back in your cart at today’s prices.',
  qrRefund:
    'Paid by UPI QR already? Raise a complaint about this order so the store can return it.',
  coinsBack: (coins: number) => `The ${coins} Grocoins you used will come back to your account.`,
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
