import { useMemo } from 'react';
import { create } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import type { Item, Variant } from '@grofresh/contracts';
import { CART_ITEMS_KEY } from '@/lib/storage-keys';
import {
  addLinesToCart,
  addToCart,
  cartTotals,
  decreaseInCart,
  lowerInCart,
  removeFromCart,
  withCatalogPrices,
  type CartEntries,
  type CartLineToAdd,
} from './cart-entries';
import { markRefused, stockFlags, type RefusedLine } from './line-stock';

interface CartState {
  entries: CartEntries;
  add: (item: Item, variant: Variant | null) => void;
  /** Several lines at once, each up to 99 ('Buy again'). */
  addLines: (lines: CartLineToAdd[]) => void;
  decrease: (key: string) => void;
  /** Lowers a line to this quantity ('Change to N'). */
  lower: (key: string, quantity: number) => void;
  /** Marks the lines an order was refused for, with how many the server said were left. */
  markRefused: (lines: readonly RefusedLine[]) => void;
  remove: (key: string) => void;
  clear: () => void;
  /**
   * Re-prices the lines from the catalog's current items and marks those it no longer sells;
   * `asked` names the items the catalog was asked about, so an absent one has left it.
   */
  refresh: (catalog: readonly Item[], asked?: readonly string[]) => void;
}

const storedText = (): string | null => {
  try {
    return localStorage.getItem(CART_ITEMS_KEY);
  } catch {
    // Storage can be switched off (private modes); the cart then lives for the visit only.
    return null;
  }
};

/**
 * Whether storage holds a cart to read back. The server's painted cart page checks the same
 * before it shows (app/painted-cart.ts).
 */
export const holdsStoredCart = (stored: string | null): boolean => !!stored && stored !== '{}';

/** Whether the stored cart has been read; changes made before wait for it (`afterRestore`). */
let restored = false;
/** Whether this tab may write the cart: never over a stored cart it could not read. */
let writable = false;
const waiting: (() => void)[] = [];
const afterRestore = (change: () => void) => (restored ? change() : void waiting.push(change));

/**
 * The cart is restored from localStorage (docs/product/screens.md#every-page) when the app starts
 * (`cartRestored`). It starts empty, as the server's HTML shows it, so the first render never waits
 * for it.
 */
export const useCart = create<CartState>()((set) => ({
  entries: {},
  add: (item, variant) =>
    afterRestore(() => set((s) => ({ entries: addToCart(s.entries, item, variant) }))),
  addLines: (lines) =>
    afterRestore(() => set((s) => ({ entries: addLinesToCart(s.entries, lines) }))),
  decrease: (key) => afterRestore(() => set((s) => ({ entries: decreaseInCart(s.entries, key) }))),
  lower: (key, quantity) =>
    afterRestore(() => set((s) => ({ entries: lowerInCart(s.entries, key, quantity) }))),
  markRefused: (lines) =>
    afterRestore(() => set((s) => ({ entries: markRefused(s.entries, lines) }))),
  remove: (key) => afterRestore(() => set((s) => ({ entries: removeFromCart(s.entries, key) }))),
  clear: () => afterRestore(() => set({ entries: {} })),
  refresh: (catalog, asked) =>
    afterRestore(() => set((s) => ({ entries: withCatalogPrices(s.entries, catalog, asked) }))),
}));

/** True while applying a stored cart (this tab's or another's), which needs no writing back. */
let applyingStored = false;

function applyStored(entries: CartEntries): void {
  applyingStored = true;
  try {
    useCart.setState({ entries });
  } finally {
    applyingStored = false;
  }
}

useCart.subscribe((state, previous) => {
  if (applyingStored || !writable || state.entries === previous.entries) return;
  try {
    localStorage.setItem(CART_ITEMS_KEY, JSON.stringify(state.entries));
  } catch {
    // Full or disabled storage: the in-memory cart still works for this visit.
  }
});

/**
 * Reads the stored cart. Checking it takes the catalog's schemas (zod), loaded only when
 * there is a cart to check, so a first visit downloads none of it.
 */
async function restore(): Promise<void> {
  try {
    const raw = storedText();
    if (holdsStoredCart(raw)) applyStored((await import('./stored-cart')).parseCart(raw));
    writable = true;
  } catch (error) {
    // The checker failed to load (offline): the stored cart stays as it is for a later visit.
    console.error(error);
  } finally {
    restored = true;
    for (const change of waiting.splice(0)) change();
  }
}

/** Settles once the stored cart has been read; pages that act on the cart wait for it. */
export const cartRestored: Promise<void> = restore();

/** Keeps this tab's cart in step with the others; returns the unsubscribe. */
export function syncCartAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    // A null key means another tab cleared all of storage.
    if (event.key !== CART_ITEMS_KEY && event.key !== null) return;
    const raw = event.key === null ? null : event.newValue;
    void import('./stored-cart').then(({ parseCart }) => applyStored(parseCart(raw)));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

export const useCartQuantity = (key: string) => useCart((s) => s.entries[key]?.quantity ?? 0);

/** The item ids the cart holds, each once, sorted. */
export const useCartItemIds = (): string[] =>
  useCart(useShallow((s) => [...new Set(Object.values(s.entries).map((e) => e._id))].sort()));

/** The lines out of stock and those asking for more than is left (line-stock.ts). */
export function useStockFlags() {
  const entries = useCart((s) => s.entries);
  return useMemo(() => stockFlags(entries), [entries]);
}

export function useCartTotals() {
  const entries = useCart((s) => s.entries);
  return useMemo(() => cartTotals(entries), [entries]);
}
