import { MAX_LINE_QUANTITY } from '@grofresh/contracts';
import { unitStock } from '@/lib/unit-stock';
import type { CartEntries, CartEntry } from './cart-entries';
import { CART_MESSAGES } from './messages';

/**
 * Where a cart line stands against the shop's stock (docs/product/screens.md#stock-for-shoppers):
 * the catalog's copy of its unit ('Out of stock', "Only N left") and, after the server refused an
 * order for it (409 OUT_OF_STOCK), how many the server said were left (`leftWhenRefused`), the
 * lower of the two. A refusal's word stays until the shopper acts on the line (lowers or removes
 * it): a catalog answer in flight since before the refusal must not wipe it.
 */

/** How many of the line can be had now; null when nothing limits it but the 99 per line. */
export function lineLeft(entry: CartEntry): number | null {
  const { left } = unitStock(entry, entry.selectedVariant);
  const refused = entry.leftWhenRefused;
  if (refused === undefined) return left;
  return left === null ? refused : Math.min(left, refused);
}

/**
 * A line the shop cannot sell today: out of stock (none left), gone from the catalog, or its size
 * gone. The server refuses an order that holds one, so checkout waits until it is removed.
 */
export const isOutOfStock = (entry: CartEntry): boolean =>
  !unitStock(entry, entry.selectedVariant).inStock ||
  entry.noLongerSold === true ||
  entry.leftWhenRefused === 0;

/** How many are left of a line that asks for more than that (it says "Only N left"), else null. */
export function shortOf(entry: CartEntry): number | null {
  if (isOutOfStock(entry)) return null;
  const left = lineLeft(entry);
  return left !== null && entry.quantity > left ? left : null;
}

/** The most the line may hold: the server's 99, or what is left when fewer are. */
export const lineMax = (left: number | null): number =>
  left === null ? MAX_LINE_QUANTITY : Math.min(left, MAX_LINE_QUANTITY);

/** Whether another unit fits: below 99 and below what is left. */
export const canAddMore = (quantity: number, left: number | null = null): boolean =>
  quantity < lineMax(left);

/** The line at a new quantity; a refusal's word goes once the line asks no more than it. */
export function withQuantity(entry: CartEntry, quantity: number): CartEntry {
  const next: CartEntry = { ...entry, quantity };
  if (next.leftWhenRefused !== undefined && quantity <= next.leftWhenRefused) {
    delete next.leftWhenRefused;
  }
  return next;
}

/** One line of a 409 OUT_OF_STOCK answer, by the cart's key. */
export interface RefusedLine {
  key: string;
  /** How many the server said were left (0: none). */
  available: number;
}

/** Marks the lines the server refused with how many it said were left. */
export function markRefused(entries: CartEntries, lines: readonly RefusedLine[]): CartEntries {
  let next = entries;
  for (const { key, available } of lines) {
    const entry = next[key];
    if (!entry) continue;
    next = { ...next, [key]: { ...entry, leftWhenRefused: Math.max(0, available) } };
  }
  return next;
}

export interface StockFlags {
  /** Cart keys of the lines out of stock, in cart order. */
  outOfStock: string[];
  /** Cart keys of the lines asking for more than is left, with how many are left. */
  short: Map<string, number>;
}

export function stockFlags(entries: CartEntries): StockFlags {
  const flags: StockFlags = { outOfStock: [], short: new Map() };
  for (const [key, entry] of Object.entries(entries)) {
    if (isOutOfStock(entry)) flags.outOfStock.push(key);
    const left = shortOf(entry);
    if (left !== null) flags.short.set(key, left);
  }
  return flags;
}

/** Why 'Proceed to checkout' and 'Confirm Order' wait, else null: out of stock first. */
export function stockHoldReason(flags: StockFlags): string | null {
  if (flags.outOfStock.length > 0) return CART_MESSAGES.removeOutOfStock;
  return flags.short.size > 0 ? CART_MESSAGES.lowerShort : null;
}

/** What the stepper's + says when it goes no further: what is left, else the 99 per line. */
export const limitNote = (left: number | null): string =>
  left !== null && left < lineMax(null) ? CART_MESSAGES.stockLimit(left) : CART_MESSAGES.lineLimit;
