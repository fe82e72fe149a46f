import { formatRupees } from '@grofresh/contracts';
import type { OrderRow } from './orders.service';

const BRAND = 'GroFresh';

/**
 * The text message a shopper gets when staff move their order along, or null when the change
 * is not news to them. Plain text that fits a transactional SMS template.
 */
export function orderNews(order: OrderRow): string | null {
  const ref = `your order ${order.orderId}`;
  const pickUp = order.deliveryType === 'PICK_UP';
  switch (order.status) {
    case 'ACCEPTED': {
      if (pickUp) return `${BRAND}: ${ref} is accepted. We will have it ready for pick-up.`;
      const who = order.assignedTo;
      return who
        ? `${BRAND}: ${ref} is accepted. ${who.name} (${who.phone}) will deliver it.`
        : `${BRAND}: ${ref} is accepted and will be delivered soon.`;
    }
    case 'DELIVERED': {
      const done = pickUp ? 'has been handed over' : 'has been delivered';
      const coins = order.earnedCoins > 0 ? ` You earned ${order.earnedCoins} Grocoins.` : '';
      return `${BRAND}: ${ref} ${done}.${coins} Thank you for shopping with us!`;
    }
    case 'CANCELLED': {
      const reason = order.cancelReason ? `: ${order.cancelReason}` : '.';
      const coins =
        order.redeemedCoins > 0
          ? ` The ${order.redeemedCoins} Grocoins you used are back in your account.`
          : '';
      const paid =
        order.paymentMethod === 'COD'
          ? ''
          : ` Any payment of ${formatRupees(order.totalPaise / 100)} will be refunded.`;
      return `${BRAND}: ${ref} was cancelled${reason}${coins}${paid}`;
    }
    default:
      return null;
  }
}
