import type { Item, Variant } from '@grofresh/contracts';

/** Where one sellable unit (an item, or one size of it) stands today. */
export interface UnitStock {
  /** The shop sells it now: the owner's switch is on and, when counted, some are left. */
  inStock: boolean;
  /** "Only N left": the number, when it is counted and at or below its low mark; else null. */
  left: number | null;
}

/**
 * A unit's stock as the catalog says it (docs/product/screens.md#what-shoppers-see-of-stock):
 * the owner's available switch wins, then the unit's own `inStock` (the size's, for an item
 * sold in sizes). A copy kept from before stock was counted (a stored cart) has no `inStock`
 * and counts as in stock; the server decides in any case.
 */
export function unitStock(item: Item, variant: Variant | null): UnitStock {
  const unit = variant ?? item;
  const inStock = item.availability && unit.inStock !== false;
  const left =
    inStock && unit.stockLeft !== undefined && unit.stockLeft > 0 ? unit.stockLeft : null;
  return { inStock, left };
}

/** Whether any unit of the item can be bought now (an item with sizes: any size). */
export const itemInStock = (item: Item): boolean => item.availability && item.inStock !== false;

/** A unit at or below its low mark: "Only 2 left" (on cards, sizes and cart lines). */
export const onlyLeft = (left: number): string => `Only ${left} left`;
