import { createContext, useContext } from 'react';

/**
 * The lines the checkout must not send as they are, and how the shopper mends them
 * (docs/product/screens.md#stock-for-shoppers). The cart knows which lines they are and owns the
 * words, so the page hands both in (features stay apart); the summary marks the lines and
 * 'Confirm Order' waits, saying why, until none is left.
 */
export interface StockHold {
  /** Cart keys of the lines the shop cannot sell today. */
  outOfStock: ReadonlySet<string>;
  /** Cart keys of the lines asking for more than is left, with how many are left. */
  short: ReadonlyMap<string, number>;
  /** What an out-of-stock line is called ('Out of stock'). */
  label: string;
  /** Why 'Confirm Order' waits; null while nothing is held. */
  reason: string | null;
  remove: (key: string) => void;
  /** Lowers a short line to what is left. */
  lower: (key: string, quantity: number) => void;
  /** Marks the lines a refused order named (409 OUT_OF_STOCK), by cart key. */
  markRefused: (lines: readonly { key: string; available: number }[]) => void;
}

const NOTHING_HELD: StockHold = {
  outOfStock: new Set(),
  short: new Map(),
  label: '',
  reason: null,
  remove: () => {},
  lower: () => {},
  markRefused: () => {},
};

export const StockHoldContext = createContext<StockHold>(NOTHING_HELD);

export const useStockHold = (): StockHold => useContext(StockHoldContext);

/** A summary line's hold: its cart key, and how many are left (0: out of stock). */
export interface LineHold {
  cartKey: string;
  left: number;
}

/**
 * The hold of a summary line, else null. Summary lines are keyed like the cart, except the
 * server's repriced lines: `itemId-` for a plain item where the cart has `itemId`.
 */
export function heldLine(hold: StockHold, key: string): LineHold | null {
  const plain = key.endsWith('-') ? key.slice(0, -1) : null;
  for (const cartKey of plain === null ? [key] : [key, plain]) {
    if (hold.outOfStock.has(cartKey)) return { cartKey, left: 0 };
    const left = hold.short.get(cartKey);
    if (left !== undefined) return { cartKey, left };
  }
  return null;
}
