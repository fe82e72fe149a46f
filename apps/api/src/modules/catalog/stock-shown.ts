/** A counted unit's [number on hand, low mark], as the catalog's statements read it. */
export type UnitStock = [onHand: number, lowAt: number];

/**
 * What a shopper sees of one unit's stock (docs/product/rules.md#stock): in stock while the
 * owner's switch is on and the unit is not counted (`stock` null) or has some left; how many
 * are left only once a counted unit is at or below its low mark.
 */
export function shownStock(
  available: boolean,
  stock: UnitStock | null | undefined,
): { inStock: boolean; stockLeft?: number } {
  if (!stock) return { inStock: available };
  const [onHand, lowAt] = stock;
  return onHand <= lowAt
    ? { inStock: available && onHand > 0, stockLeft: onHand }
    : { inStock: available };
}
