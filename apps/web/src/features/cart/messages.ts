/** SPEC 2 (Cart) texts, each written once; components and tests import them. */
export const CART_MESSAGES = {
  empty: 'Your cart is empty.',
  cancellationPolicy:
    'Orders cannot be cancelled once packed for delivery. In case of unexpected delays, a refund will be provided, if applicable.',
  cutoff: "This order will proceed tomorrow because today's closing time 3:00 PM has passed.",
} as const;
