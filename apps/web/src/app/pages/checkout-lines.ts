import type { CartEntries } from '@/features/cart/cart-entries';
import type { CheckoutLine } from '@/features/checkout/checkout-line';

/** The cart as the checkout reads it: each line at its variant's prices, if it has one. */
export function checkoutLines(entries: CartEntries): CheckoutLine[] {
  return Object.entries(entries).map(([key, entry]) => {
    const priced = entry.selectedVariant ?? entry;
    return {
      key,
      itemId: entry._id,
      name: entry.name,
      image: entry.image,
      variantName: entry.selectedVariant?.value ?? null,
      quantity: entry.quantity,
      price: priced.price,
      discountPrice: priced.discountPrice,
    };
  });
}
