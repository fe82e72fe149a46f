// Kept apart from the schemas, so the web app's first page takes them without zod.

export const MAX_LINE_QUANTITY = 99;

/**
 * The shop's cancellation policy (docs/product/screens.md#cart), in the cart and on orders past
 * cancelling.
 */
export const CANCELLATION_POLICY =
  'Orders cannot be cancelled once packed for delivery. In case of unexpected delays, a refund will be provided, if applicable.';
