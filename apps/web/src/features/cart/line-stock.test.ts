import { describe, expect, it } from 'vitest';
import type { Item } from '@grofresh/contracts';
import { apple, milk } from '@/test/fixtures';
import {
  addLinesToCart,
  addToCart,
  decreaseInCart,
  lowerInCart,
  withCatalogPrices,
  type CartEntries,
} from './cart-entries';
import {
  isOutOfStock,
  lineLeft,
  markRefused,
  shortOf,
  stockFlags,
  stockHoldReason,
} from './line-stock';
import { CART_MESSAGES } from './messages';
import { parseCart } from './stored-cart';

const soldOutApple: Item = { ...apple, inStock: false, stockLeft: 0 };
const twoApplesLeft: Item = { ...apple, stockLeft: 2 };
/** Milk whose litre is sold out while its half litre is not. */
const litreSoldOut: Item = {
  ...milk,
  variants: [milk.variants[0]!, { ...milk.variants[1]!, inStock: false, stockLeft: 0 }],
};

const addTimes = (cart: CartEntries, item: Item, times: number): CartEntries => {
  let next = cart;
  for (let i = 0; i < times; i++) next = addToCart(next, item, null);
  return next;
};

describe('cart lines and stock', () => {
  it('adds nothing of a unit sold out, though the owner has it switched on', () => {
    expect(addToCart({}, soldOutApple, null)).toEqual({});
    expect(addToCart({}, litreSoldOut, litreSoldOut.variants[1]!)).toEqual({});
    expect(Object.keys(addToCart({}, litreSoldOut, litreSoldOut.variants[0]!))).toEqual([
      'item-milk-500 ml',
    ]);
  });

  it('stops a line at what is left of a unit showing "Only N left"', () => {
    const cart = addTimes({}, twoApplesLeft, 5);
    expect(cart['item-apple']?.quantity).toBe(2);
    expect(shortOf(cart['item-apple']!)).toBeNull();
    // 'Buy again' too: no more than is left joins the cart.
    const bought = addLinesToCart({}, [{ item: twoApplesLeft, variant: null, quantity: 6 }]);
    expect(bought['item-apple']?.quantity).toBe(2);
    expect(addLinesToCart({}, [{ item: soldOutApple, variant: null, quantity: 1 }])).toEqual({});
  });

  it('flags a line that sold out or ran short since it was added', () => {
    const cart = addTimes(addToCart({}, milk, milk.variants[1]!), apple, 4);
    const today = withCatalogPrices(cart, [twoApplesLeft, litreSoldOut]);
    expect(isOutOfStock(today['item-milk-1 L']!)).toBe(true);
    expect(shortOf(today['item-apple']!)).toBe(2);
    const flags = stockFlags(today);
    expect(flags.outOfStock).toEqual(['item-milk-1 L']);
    expect([...flags.short]).toEqual([['item-apple', 2]]);
    expect(stockHoldReason(flags)).toBe(CART_MESSAGES.removeOutOfStock);
    expect(stockHoldReason(stockFlags({ 'item-apple': today['item-apple']! }))).toBe(
      CART_MESSAGES.lowerShort,
    );
    // Lowered to what is left, the line is no longer held.
    const lowered = decreaseInCart(decreaseInCart(today, 'item-apple'), 'item-apple');
    expect(shortOf(lowered['item-apple']!)).toBeNull();
    expect(stockHoldReason(stockFlags({ 'item-apple': lowered['item-apple']! }))).toBeNull();
  });

  it("keeps the server's refusal on a line until the shopper lowers or removes it", () => {
    const cart = addTimes({}, apple, 3);
    const refused = markRefused(cart, [
      { key: 'item-apple', available: 1 },
      { key: 'item-gone', available: 0 },
    ]);
    expect(Object.keys(refused)).toEqual(['item-apple']);
    expect(shortOf(refused['item-apple']!)).toBe(1);
    // A catalog answer that still shows plenty (sent before the refusal) leaves it marked.
    const answered = withCatalogPrices(refused, [apple]);
    expect(shortOf(answered['item-apple']!)).toBe(1);
    expect(addToCart(answered, apple, null)).toBe(answered);
    const changed = lowerInCart(answered, 'item-apple', 1);
    expect(changed['item-apple']).toMatchObject({ quantity: 1 });
    expect(changed['item-apple']?.leftWhenRefused).toBeUndefined();
    expect(lineLeft(changed['item-apple']!)).toBeNull();
    // A line refused with none left is out of stock: only removing it mends it.
    const none = markRefused(cart, [{ key: 'item-apple', available: 0 }]);
    expect(isOutOfStock(none['item-apple']!)).toBe(true);
    expect(lowerInCart(none, 'item-apple', 5)).toBe(none);
  });

  it('reads back a cart saved before stock was counted, and a refusal saved with a line', () => {
    const { inStock: _item, ...oldApple } = apple;
    const { inStock: _size, ...oldLitre } = milk.variants[1]!;
    const saved = {
      'item-apple': { ...oldApple, quantity: 2, selectedVariant: null, leftWhenRefused: 1 },
      'item-milk-1 L': {
        ...milk,
        variants: milk.variants.map(({ inStock: _, ...v }) => v),
        quantity: 1,
        selectedVariant: oldLitre,
      },
    };
    const cart = parseCart(JSON.stringify(saved));
    expect(Object.keys(cart)).toEqual(['item-apple', 'item-milk-1 L']);
    expect(cart['item-apple']).toMatchObject({ inStock: true, leftWhenRefused: 1 });
    expect(shortOf(cart['item-apple']!)).toBe(1);
    expect(isOutOfStock(cart['item-milk-1 L']!)).toBe(false);
  });
});
