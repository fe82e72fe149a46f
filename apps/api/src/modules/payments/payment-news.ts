import { formatRupees, toRupees } from '@grofresh/contracts';

/**
 * The text a shopper gets when a card payment came too late to place its order (its Grocoins
 * were spent meanwhile), so the money is going back. Plain words for a transactional SMS.
 */
export function latePaymentRefusedNews(orderId: string, amountPaise: number): string {
  const amount = formatRupees(toRupees(amountPaise));
  return (
    `GroFresh: your card payment of ${amount} for order ${orderId} came after the Grocoins ` +
    `it used were spent on another order, so the order was not placed. The full ${amount} ` +
    'is being refunded to your card.'
  );
}
