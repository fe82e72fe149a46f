import type { Item, Priced, Variant } from '@grofresh/contracts';

/**
 * The variant a card or the modal starts on, for items that have variants: the first one in
 * stock, else the first (docs/product/screens.md#stock-for-shoppers).
 */
export const defaultVariant = (item: Item): Variant | null =>
  item.isVarient
    ? (item.variants.find((v) => v.inStock !== false) ?? item.variants[0] ?? null)
    : null;

/** What a shopper is charged for: the chosen variant's prices, else the item's. */
export const pricedFor = (item: Item, variant: Variant | null): Priced => variant ?? item;
