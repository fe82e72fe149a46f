import { formatRupees, toRupees, type OrderRefused } from '@grofresh/contracts';

/**
 * The text a shopper gets when a card payment came too late to place its order (its Grocoins
 * were spent meanwhile, or items it held sold out), so the money is going back. Plain words
 * for a transactional SMS.
 */
export function latePaymentRefusedNews(
  orderId: string,
  amountPaise: number,
  reason: OrderRefused = 'COINS_SPENT',
): string {
  const amount = formatRupees(toRupees(amountPaise));
  const why =
    reason === 'SOLD_OUT'
      ? 'some items in it sold out'
      : 'the Grocoins it used were spent on another order';
  return (
    `GroFresh: your card payment of ${amount} for order ${orderId} came after ${why}, ` +
    `so the order was not placed. The full ${amount} is being refunded to your card.`
  );
}

/**
 * The text a shopper gets when a card payment of a milk bill came after the bill was paid
 * another way, renewed or closed, so it is going back in full.
 */
export function milkPaymentRefusedNews(amountPaise: number): string {
  const amount = formatRupees(toRupees(amountPaise));
  return (
    `GroFresh: your card payment of ${amount} for your milk bill came after the bill was ` +
    `already paid or closed. The full ${amount} is being refunded to your card.`
  );
}
