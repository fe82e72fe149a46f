import { CANCELLATION_POLICY, MAX_LINE_QUANTITY } from '@grofresh/contracts';
import { onlyLeft } from '@/lib/unit-stock';

/**
 * The cart's texts (docs/product/messages.md#cart-checkout-and-payment), each written once;
 * components and tests import them.
 */
export const CART_MESSAGES = {
  empty: 'Your cart is empty.',
  /** Also shown on an order the shopper can no longer cancel: written once, in contracts. */
  cancellationPolicy: CANCELLATION_POLICY,
  cutoff: "This order will proceed tomorrow because today's closing time 3:00 PM has passed.",
  /** On a card, a cart line and a checkout line the shop cannot sell today. */
  outOfStock: 'Out of stock',
  /** Why 'Proceed to checkout' and 'Confirm Order' wait. */
  removeOutOfStock: 'Remove the items that are out of stock to continue.',
  /** A unit at or below its low mark, and a line asking for more than is left. */
  onlyLeft,
  /** Said when + reaches what is left: the stepper goes no further. */
  stockLimit: (left: number) =>
    left === 1
      ? 'Only 1 left, and it is in your cart.'
      : `Only ${left} left, and all ${left} are in your cart.`,
  /** Why 'Proceed to checkout' and 'Confirm Order' wait on a line asking for more than is left. */
  lowerShort: 'Some items have fewer left than you asked for. Lower them to continue.',
  /** The server takes at most 99 of a line (MAX_LINE_QUANTITY). */
  lineLimit: `You can add up to ${MAX_LINE_QUANTITY} of an item.`,
} as const;
