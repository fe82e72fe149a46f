import { linePrice, toPaise, type OutOfStockDetails, type Paise } from '@grofresh/contracts';

/**
 * One cart line as the checkout sees it. The page builds these from the cart, so this feature
 * does not depend on how the cart stores its entries. Prices are rupees, as on the wire.
 */
export interface CheckoutLine {
  /** The cart's key for the line (item id, or item id + '-' + variant). */
  key: string;
  itemId: string;
  name: string;
  image: string;
  variantName: string | null;
  quantity: number;
  price: number;
  discountPrice: number;
}

/**
 * The line price (docs/product/rules.md#money-and-grocoins), by the same contracts function the
 * server prices orders with.
 */
export const checkoutLinePaise = (line: CheckoutLine): Paise =>
  linePrice(
    { price: toPaise(line.price), discountPrice: toPaise(line.discountPrice) },
    line.quantity,
  );

/** The checkout's lines a refused order named (409 OUT_OF_STOCK), with how many are left. */
export function refusedLines(
  lines: readonly CheckoutLine[],
  details: OutOfStockDetails,
): { key: string; available: number }[] {
  return details.lines.flatMap((short) => {
    const line = lines.find(
      (l) => l.itemId === short.itemId && l.variantName === short.variantName,
    );
    return line ? [{ key: line.key, available: short.available }] : [];
  });
}
