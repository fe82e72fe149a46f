import { createContext, useContext } from 'react';

/**
 * The lines the checkout must not send, and how the shopper drops them. The cart knows which
 * lines they are and owns the words, so the page hands both in (features stay apart); the
 * summary marks the lines and 'Confirm Order' waits, saying why, until none is left.
 */
export interface StockHold {
  /** Cart keys of the lines the shop cannot sell today. */
  outOfStock: ReadonlySet<string>;
  /** What such a line is called ('Out of stock'). */
  label: string;
  /** Why 'Confirm Order' waits. */
  reason: string;
  remove: (key: string) => void;
}

const NOTHING_HELD: StockHold = {
  outOfStock: new Set(),
  label: '',
  reason: '',
  remove: () => {},
};

export const StockHoldContext = createContext<StockHold>(NOTHING_HELD);

export const useStockHold = (): StockHold => useContext(StockHoldContext);

/**
 * The cart key of a summary line that is held, else null. Summary lines are keyed like the
 * cart, except the server's repriced lines: `itemId-` for a plain item where the cart has `itemId`.
 */
export function heldCartKey(hold: StockHold, key: string): string | null {
  if (hold.outOfStock.has(key)) return key;
  const plain = key.endsWith('-') ? key.slice(0, -1) : null;
  return plain !== null && hold.outOfStock.has(plain) ? plain : null;
}
