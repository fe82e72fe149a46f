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
  isOutOfStock,
  parseCart,
  removeFromCart,
  withCatalogPrices,
  type CartEntries,
  type CartLineToAdd,
} from './cart-entries';

interface CartState {
  entries: CartEntries;
  add: (item: Item, variant: Variant | null) => void;
  /** Several lines at once, each up to 99 ('Buy again'). */
  addLines: (lines: CartLineToAdd[]) => void;
  decrease: (key: string) => void;
  remove: (key: string) => void;
  clear: () => void;
  /**
   * Re-prices the lines from the catalog's current items and marks those it no longer sells;
   * `asked` names the items the catalog was asked about, so an absent one has left it.
   */
  refresh: (catalog: readonly Item[], asked?: readonly string[]) => void;
}

const readStored = (): CartEntries => {
  try {
    return parseCart(localStorage.getItem(CART_ITEMS_KEY));
  } catch {
    // Storage can be switched off (private modes); the cart then lives for the visit only.
    return {};
  }
};

/** SPEC 2 Global: the cart is restored from localStorage when the app starts. */
export const useCart = create<CartState>()((set) => ({
  entries: readStored(),
  add: (item, variant) => set((s) => ({ entries: addToCart(s.entries, item, variant) })),
  addLines: (lines) => set((s) => ({ entries: addLinesToCart(s.entries, lines) })),
  decrease: (key) => set((s) => ({ entries: decreaseInCart(s.entries, key) })),
  remove: (key) => set((s) => ({ entries: removeFromCart(s.entries, key) })),
  clear: () => set({ entries: {} }),
  refresh: (catalog, asked) =>
    set((s) => ({ entries: withCatalogPrices(s.entries, catalog, asked) })),
}));

/** True while applying another tab's change, which must not be written back. */
let applyingRemote = false;

useCart.subscribe((state, previous) => {
  if (applyingRemote || state.entries === previous.entries) return;
  try {
    localStorage.setItem(CART_ITEMS_KEY, JSON.stringify(state.entries));
  } catch {
    // Full or disabled storage: the in-memory cart still works for this visit.
  }
});

/** Keeps this tab's cart in step with the others; returns the unsubscribe. */
export function syncCartAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    // A null key means another tab cleared all of storage.
    if (event.key !== CART_ITEMS_KEY && event.key !== null) return;
    applyingRemote = true;
    try {
      useCart.setState({ entries: parseCart(event.key === null ? null : event.newValue) });
    } finally {
      applyingRemote = false;
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

export const useCartQuantity = (key: string) => useCart((s) => s.entries[key]?.quantity ?? 0);

/** The item ids the cart holds, each once, sorted. */
export const useCartItemIds = (): string[] =>
  useCart(useShallow((s) => [...new Set(Object.values(s.entries).map((e) => e._id))].sort()));

/** The keys of the lines the shop cannot sell today, in cart order. */
export const useOutOfStockKeys = (): string[] =>
  useCart(
    useShallow((s) =>
      Object.entries(s.entries)
        .filter(([, entry]) => isOutOfStock(entry))
        .map(([key]) => key),
    ),
  );

export function useCartTotals() {
  const entries = useCart((s) => s.entries);
  return useMemo(() => cartTotals(entries), [entries]);
}
