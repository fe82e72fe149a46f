import { CANCELLATION_POLICY, MAX_LINE_QUANTITY } from '@grofresh/contracts';

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
  /** The server takes at most 99 of a line (MAX_LINE_QUANTITY). */
  lineLimit: `You can add up to ${MAX_LINE_QUANTITY} of an item.`,
} as const;
