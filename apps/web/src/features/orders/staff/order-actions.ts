import { canMoveOrder, formatRupees, type StaffOrder } from '@grofresh/contracts';

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

/** A cash-on-delivery order still owing asks for the cash taken as it is delivered. */
export const asksForCash = (order: StaffOrder): boolean =>
  order.paymentMethod === 'COD' && order.paymentState.due > 0;

/** Cash on delivery is collected at the door; QR and online payments are not. */
export const amountToCollect = (order: StaffOrder): number =>
  order.paymentMethod === 'COD' ? order.totalAmount : 0;

/**
 * The cash of a cash-on-delivery order, as it stands: to collect while it is open, collected
 * once delivered (or picked up), nothing once cancelled.
 */
export function cashNote(order: StaffOrder): string | null {
  const cash = amountToCollect(order);
  if (cash <= 0 || order.status === 'CANCELLED') return null;
  return order.status === 'DELIVERED'
    ? `Cash collected ${formatRupees(cash)}`
    : `Collect ${formatRupees(cash)} in cash`;
}

/** "2.4 km" (one decimal under 10 km), "848 km"; the distance is the server's. */
export const formatKm = (km: number): string =>
  km < 10 ? `${km.toFixed(1)} km` : `${Math.round(km)} km`;

/** How far a home delivery goes from the store, or "no pin" when its address has none. */
export function distanceText(order: StaffOrder): string | null {
  if (order.deliveryType !== 'DELIVERY' || !order.address) return null;
  if (order.distanceKm !== null) return formatKm(order.distanceKm);
  return order.address.location ? null : 'no pin';
}

/** The reasons staff give most; any other can be typed. */
export const CANCEL_REASONS = [
  'An item is out of stock',
  'The shopper asked to cancel',
  'We cannot reach the address',
  'The store is closed',
] as const;
