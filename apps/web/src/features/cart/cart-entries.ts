import {
  linePrice,
  toPaise,
  type Item,
  type Paise,
  type Priced,
  type Variant,
} from '@grofresh/contracts';
import { unitStock } from '@/lib/unit-stock';
import { canAddMore, lineLeft, lineMax, withQuantity } from './line-stock';

export { canAddMore, isOutOfStock } from './line-stock';

/**
 * A cart entry (docs/product/records.md#cart-entry) is the item plus its quantity and the chosen
 * variant. `noLongerSold` is set when today's catalog no longer lists the item or the size chosen;
 * `leftWhenRefused` when the server refused an order for the line (line-stock.ts).
 */
export type CartEntry = Item & {
  quantity: number;
  selectedVariant: Variant | null;
  noLongerSold?: boolean;
  leftWhenRefused?: number;
};
/** Keyed by `cartKey`; stored as-is under localStorage `cartItems`. */
export type CartEntries = Record<string, CartEntry>;

/**
 * The item id, or item id + '-' + variant value for variant items
 * (docs/product/records.md#cart-entry).
 */
export const cartKey = (itemId: string, variant?: Variant | null): string =>
  variant ? `${itemId}-${variant.value}` : itemId;

/**
 * Add raises the quantity by 1 (docs/product/records.md#cart-entry), creating the entry at 1; a
 * unit out of stock is not added, and a line stops at the server's limit of 99 or at what is
 * left ("Only N left").
 */
export function addToCart(entries: CartEntries, item: Item, variant: Variant | null): CartEntries {
  const key = cartKey(item._id, variant);
  const held = entries[key];
  const current = held?.quantity ?? 0;
  // The latest item data wins, so a price seen on the card is the price in the cart.
  const next: CartEntry = { ...item, quantity: current + 1, selectedVariant: variant };
  if (held?.leftWhenRefused !== undefined) next.leftWhenRefused = held.leftWhenRefused;
  if (!unitStock(item, variant).inStock || !canAddMore(current, lineLeft(next))) return entries;
  return { ...entries, [key]: next };
}

export interface CartLineToAdd {
  item: Item;
  variant: Variant | null;
  quantity: number;
}

/**
 * Adds several lines at once ('Buy again'): each line's quantity joins what the cart already
 * holds of it, up to the server's limit of 99 per line and to what is left.
 */
export function addLinesToCart(entries: CartEntries, lines: CartLineToAdd[]): CartEntries {
  const next = { ...entries };
  for (const { item, variant, quantity } of lines) {
    if (!Number.isInteger(quantity) || quantity < 1) continue;
    const { inStock, left } = unitStock(item, variant);
    if (!inStock) continue;
    const key = cartKey(item._id, variant);
    const held = next[key]?.quantity ?? 0;
    const total = Math.max(held, Math.min(held + quantity, lineMax(left)));
    next[key] = { ...item, quantity: total, selectedVariant: variant };
  }
  return next;
}

/**
 * Decrease lowers the quantity by 1; at 0 the entry is removed
 * (docs/product/records.md#cart-entry).
 */
export function decreaseInCart(entries: CartEntries, key: string): CartEntries {
  const entry = entries[key];
  if (!entry) return entries;
  if (entry.quantity <= 1) return removeFromCart(entries, key);
  return { ...entries, [key]: withQuantity(entry, entry.quantity - 1) };
}

/** Sets a line to a lower quantity ('Change to N' on a line with fewer left); never raises it. */
export function lowerInCart(entries: CartEntries, key: string, quantity: number): CartEntries {
  const entry = entries[key];
  if (!entry || !Number.isInteger(quantity) || quantity < 1 || quantity >= entry.quantity) {
    return entries;
  }
  return { ...entries, [key]: withQuantity(entry, quantity) };
}

export function removeFromCart(entries: CartEntries, key: string): CartEntries {
  if (!(key in entries)) return entries;
  const rest = { ...entries };
  delete rest[key];
  return rest;
}

/** The prices a line is charged at: its variant's, else the item's; in paise. */
const pricedPaise = (entry: CartEntry): Priced => {
  const priced = entry.selectedVariant ?? entry;
  return { price: toPaise(priced.price), discountPrice: toPaise(priced.discountPrice) };
};

/**
 * The line price (docs/product/rules.md#money-and-grocoins), through the same contracts function
 * the server prices orders with.
 */
export const lineTotalPaise = (entry: CartEntry): Paise =>
  linePrice(pricedPaise(entry), entry.quantity);

export interface CartTotals {
  /** Units in the cart (2 × milk + 1 × bread = 3). */
  count: number;
  itemsTotal: Paise;
  /** What the same units would cost at their original prices, for "you save". */
  mrpTotal: Paise;
}

export function cartTotals(entries: CartEntries): CartTotals {
  let count = 0;
  let itemsTotal = 0;
  let mrpTotal = 0;
  for (const entry of Object.values(entries)) {
    count += entry.quantity;
    itemsTotal += lineTotalPaise(entry);
    mrpTotal += pricedPaise(entry).price * entry.quantity;
  }
  return { count, itemsTotal, mrpTotal };
}

/**
 * The size a line is sold in today, by the server's rule: a variant item needs one of its
 * current sizes, a plain item none. Undefined when the line's size is no longer sold.
 */
function sizeToday(item: Item, chosen: Variant | null): Variant | null | undefined {
  if (!item.isVarient) return chosen ? undefined : null;
  return chosen ? item.variants.find((v) => v.value === chosen.value) : undefined;
}

/**
 * The cart with each line's item data (prices, sizes, name, picture, stock) replaced by the
 * catalog's current copy, so the cart shows and checks out at today's prices and stock. A line
 * whose size is no longer sold is marked `noLongerSold`; so is a line whose item was `asked`
 * about and is absent from the answer (it left the catalog). Lines not asked about keep what
 * they had. Returns the same object when nothing changed.
 */
export function withCatalogPrices(
  entries: CartEntries,
  catalog: readonly Item[],
  asked: readonly string[] = [],
): CartEntries {
  const byId = new Map(catalog.map((item) => [item._id, item]));
  const answered = new Set(asked);
  let changed = false;
  const next: CartEntries = {};
  for (const [key, entry] of Object.entries(entries)) {
    const item = byId.get(entry._id);
    const variant = item ? sizeToday(item, entry.selectedVariant) : undefined;
    let fresh: CartEntry = entry;
    if (item && variant !== undefined) {
      fresh = { ...item, quantity: entry.quantity, selectedVariant: variant };
      // A refusal's word stays until the shopper acts on the line (line-stock.ts).
      if (entry.leftWhenRefused !== undefined) fresh.leftWhenRefused = entry.leftWhenRefused;
    } else if (item || answered.has(entry._id)) {
      fresh = { ...entry, noLongerSold: true };
    }
    const differs = fresh !== entry && JSON.stringify(fresh) !== JSON.stringify(entry);
    changed ||= differs;
    next[key] = differs ? fresh : entry;
  }
  return changed ? next : entries;
}
