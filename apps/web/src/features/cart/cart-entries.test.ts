import { describe, expect, it } from 'vitest';
import { apple, bread, milk } from '@/test/fixtures';
import {
  addLinesToCart,
  addToCart,
  cartKey,
  cartTotals,
  decreaseInCart,
  lineTotalPaise,
  parseCart,
  removeFromCart,
  withCatalogPrices,
  type CartEntries,
} from './cart-entries';

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

  it('keeps lines the catalog does not list, and the same cart when nothing changed', () => {
    expect(withCatalogPrices(cart, [])).toBe(cart);
    expect(withCatalogPrices(cart, [milk, bread])).toBe(cart);
    const noSize = withCatalogPrices(cart, [{ ...milk, variants: [] }]);
    expect(noSize[cartKey(milk._id, half)]).toEqual(cart[cartKey(milk._id, half)]);
  });
});
