import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from '@grofresh/contracts';
import { apple, bread, milk } from '@/test/fixtures';
import {
  addLinesToCart,
  addToCart,
  canAddMore,
  cartKey,
  cartTotals,
  decreaseInCart,
  isOutOfStock,
  lineTotalPaise,
  removeFromCart,
  withCatalogPrices,
  type CartEntries,
} from './cart-entries';
import { parseCart } from './stored-cart';

const [halfLitre, litre] = milk.variants as [(typeof milk.variants)[0], (typeof milk.variants)[0]];

describe('cart entries', () => {
  it('keys a plain item by its id and a variant item by id-variant', () => {
    expect(cartKey(apple._id)).toBe('item-apple');
    expect(cartKey(milk._id, litre)).toBe('item-milk-1 L');
  });

  it('adds a new entry at quantity 1 and raises it by 1 on each add', () => {
    let cart: CartEntries = {};
    cart = addToCart(cart, apple, null);
    expect(cart['item-apple']).toMatchObject({
      _id: 'item-apple',
      quantity: 1,
      selectedVariant: null,
    });
    cart = addToCart(cart, apple, null);
    expect(cart['item-apple']?.quantity).toBe(2);
  });

  it('keeps each variant of one item on its own line', () => {
    let cart = addToCart({}, milk, halfLitre);
    cart = addToCart(cart, milk, litre);
    cart = addToCart(cart, milk, litre);
    expect(Object.keys(cart)).toEqual(['item-milk-500 ml', 'item-milk-1 L']);
    expect(cart['item-milk-1 L']).toMatchObject({ quantity: 2, selectedVariant: { value: '1 L' } });
  });

  it('adds several lines at once onto what the cart holds, each stopping at 99', () => {
    const cart = addLinesToCart(addToCart({}, apple, null), [
      { item: apple, variant: null, quantity: 2 },
      { item: milk, variant: litre, quantity: 120 },
      { item: bread, variant: null, quantity: 0 },
    ]);
    expect(cart['item-apple']?.quantity).toBe(3);
    expect(cart['item-milk-1 L']).toMatchObject({
      quantity: 99,
      selectedVariant: { value: '1 L' },
    });
    expect(cart['item-bread']).toBeUndefined();
  });

  it('stops a line at the server limit of 99, and never adds an item out of stock', () => {
    let cart = addLinesToCart({}, [{ item: apple, variant: null, quantity: 98 }]);
    cart = addToCart(cart, apple, null);
    expect(cart['item-apple']?.quantity).toBe(MAX_LINE_QUANTITY);
    expect(canAddMore(MAX_LINE_QUANTITY - 1)).toBe(true);
    expect(canAddMore(MAX_LINE_QUANTITY)).toBe(false);
    expect(addToCart(cart, apple, null)).toBe(cart);
    expect(addToCart(cart, { ...bread, availability: false }, null)).toBe(cart);
  });

  it('lowers the quantity by 1 and removes the entry when it reaches 0', () => {
    let cart = addToCart(addToCart({}, apple, null), apple, null);
    cart = decreaseInCart(cart, 'item-apple');
    expect(cart['item-apple']?.quantity).toBe(1);
    cart = decreaseInCart(cart, 'item-apple');
    expect(cart).toEqual({});
  });

  it('removes a line whatever its quantity, and ignores unknown keys', () => {
    const cart = addToCart(addToCart({}, apple, null), bread, null);
    expect(Object.keys(removeFromCart(cart, 'item-apple'))).toEqual(['item-bread']);
    expect(removeFromCart(cart, 'nope')).toBe(cart);
    expect(decreaseInCart(cart, 'nope')).toBe(cart);
  });

  it('prices a line at the discount price when there is one, else the price, in paise', () => {
    const cart = addToCart(addToCart(addToCart({}, apple, null), apple, null), milk, litre);
    expect(lineTotalPaise(cart['item-apple']!)).toBe(2 * 11999);
    expect(lineTotalPaise(cart['item-milk-1 L']!)).toBe(5250);
  });

  it('totals count, items total and the original-price total', () => {
    let cart = addToCart(addToCart({}, apple, null), apple, null);
    cart = addToCart(cart, milk, halfLitre);
    cart = addToCart(cart, bread, null);
    expect(cartTotals(cart)).toEqual({
      count: 4,
      itemsTotal: 2 * 11999 + 2900 + 4500,
      mrpTotal: 2 * 13000 + 2900 + 4500,
    });
  });

  it('reads back what it stores and drops unreadable entries', () => {
    const cart = addToCart(addToCart({}, apple, null), milk, litre);
    const stored = JSON.stringify({ ...cart, broken: { name: 'half an item', quantity: 1 } });
    expect(parseCart(stored)).toEqual(cart);
    expect(parseCart('not json')).toEqual({});
    expect(parseCart('[1,2]')).toEqual({});
    expect(parseCart(null)).toEqual({});
  });

  it('reads an old stored quantity above 99 as 99, and keeps the no-longer-sold mark', () => {
    const stored = JSON.stringify({
      'item-apple': { ...apple, quantity: 150, selectedVariant: null },
      'item-bread': { ...bread, quantity: 1, selectedVariant: null, noLongerSold: true },
    });
    const cart = parseCart(stored);
    expect(cart['item-apple']?.quantity).toBe(99);
    expect(isOutOfStock(cart['item-apple']!)).toBe(false);
    expect(isOutOfStock(cart['item-bread']!)).toBe(true);
  });
});

describe('re-pricing the cart from the catalog', () => {
  const half = milk.variants[0]!;
  const cart = addToCart(addToCart(addToCart({}, milk, half), milk, half), bread, null);

  it("charges today's prices for plain items and sizes, keeping quantities", () => {
    const cheaperBread = { ...bread, price: bread.price - 5, discountPrice: 0 };
    const dearerMilk = {
      ...milk,
      variants: milk.variants.map((v) =>
        v.value === half.value ? { ...v, price: v.price + 2, discountPrice: 0 } : v,
      ),
    };
    const fresh = withCatalogPrices(cart, [cheaperBread, dearerMilk]);
    expect(fresh[cartKey(bread._id)]).toMatchObject({ price: bread.price - 5, quantity: 1 });
    expect(fresh[cartKey(milk._id, half)]!.selectedVariant).toMatchObject({
      price: half.price + 2,
    });
    expect(fresh[cartKey(milk._id, half)]!.quantity).toBe(2);
    expect(cartTotals(fresh).itemsTotal).toBe(
      lineTotalPaise(fresh[cartKey(bread._id)]!) + lineTotalPaise(fresh[cartKey(milk._id, half)]!),
    );
  });

  it('keeps lines it was not asked about, and the same cart when nothing changed', () => {
    expect(withCatalogPrices(cart, [])).toBe(cart);
    expect(withCatalogPrices(cart, [milk, bread])).toBe(cart);
    expect(withCatalogPrices(cart, [milk, bread], [milk._id, bread._id])).toBe(cart);
    const lines = Object.values(withCatalogPrices(cart, [], []));
    expect(lines.some(isOutOfStock)).toBe(false);
  });

  it("marks a line out of stock when today's copy is unavailable, and clears it once back", () => {
    const soldOut = withCatalogPrices(cart, [{ ...bread, availability: false }, milk]);
    expect(isOutOfStock(soldOut[cartKey(bread._id)]!)).toBe(true);
    expect(isOutOfStock(soldOut[cartKey(milk._id, half)]!)).toBe(false);
    const back = withCatalogPrices(soldOut, [bread, milk]);
    expect(isOutOfStock(back[cartKey(bread._id)]!)).toBe(false);
  });

  it('marks a line whose item was asked about and is absent: it left the catalog', () => {
    const gone = withCatalogPrices(cart, [milk], [milk._id, bread._id]);
    expect(gone[cartKey(bread._id)]).toMatchObject({ noLongerSold: true, quantity: 1 });
    expect(isOutOfStock(gone[cartKey(bread._id)]!)).toBe(true);
  });

  it('marks a line whose chosen size is no longer sold, as the server would refuse it', () => {
    const noSize = withCatalogPrices(cart, [{ ...milk, variants: [litre] }, bread]);
    expect(isOutOfStock(noSize[cartKey(milk._id, half)]!)).toBe(true);
    // A plain item that now comes in sizes needs one chosen, as the server would refuse it.
    const sized = withCatalogPrices(cart, [{ ...bread, isVarient: true, variants: [litre] }]);
    expect(isOutOfStock(sized[cartKey(bread._id)]!)).toBe(true);
  });
});
