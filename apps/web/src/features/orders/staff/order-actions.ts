import { canMoveOrder, type StaffOrder } from '@grofresh/contracts';

/** What the console offers for an order, from the contracts' transition rule. */
export function actionsFor(order: StaffOrder) {
  return {
    accept: canMoveOrder(order.status, 'ACCEPTED'),
    deliver: canMoveOrder(order.status, 'DELIVERED'),
    cancel: canMoveOrder(order.status, 'CANCELLED'),
  };
}

/** "Mark delivered" reads wrong for a pick-up; the status is the same. */
export const deliverLabel = (order: StaffOrder): string =>
  order.deliveryType === 'PICK_UP' ? 'Mark picked up' : 'Mark delivered';

/** Cash on delivery is collected at the door; QR and online payments are not. */
export const amountToCollect = (order: StaffOrder): number =>
  order.paymentMethod === 'COD' ? order.totalAmount : 0;

/** The reasons staff give most; any other can be typed. */
export const CANCEL_REASONS = [
  'An item is out of stock',
  'The shopper asked to cancel',
  'We cannot reach the address',
  'The store is closed',
] as const;
