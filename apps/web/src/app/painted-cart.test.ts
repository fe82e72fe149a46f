import { afterEach, describe, expect, it } from 'vitest';
import { holdsStoredCart } from '@/features/cart/cart-store';
import { CART_ITEMS_KEY } from '@/lib/storage-keys';
import { apple } from '@/test/fixtures';
import { HELD_CART_CHECK, paintHeld, releaseHeldPaint } from './painted-cart';

/** Runs the inline check as the page does, with `stored` as the device's cart. */
function runCheck(stored: string | null): boolean {
  if (stored === null) localStorage.removeItem(CART_ITEMS_KEY);
  else localStorage.setItem(CART_ITEMS_KEY, stored);
  document.documentElement.removeAttribute('data-cart-held');
  // The very text the server sends inline (and allows by its hash).
  new Function(HELD_CART_CHECK)();
  return paintHeld();
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-cart-held');
  document.body.replaceChildren();
});

describe('the painted cart’s check for a cart on the device', () => {
  const cart = JSON.stringify({ [apple._id]: { ...apple, quantity: 2, selectedVariant: null } });

  it('holds the painted empty cart back exactly where the cart store reads a cart back', () => {
    for (const stored of [null, '', '{}', cart, 'not json', '{"x":1}']) {
      expect(runCheck(stored), String(stored)).toBe(holdsStoredCart(stored));
    }
    expect(runCheck(cart)).toBe(true);
    expect(runCheck(null)).toBe(false);
    expect(runCheck('{}')).toBe(false);
  });

  it('keeps the painted cart where storage cannot be read', () => {
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    try {
      document.documentElement.removeAttribute('data-cart-held');
      expect(() => new Function(HELD_CART_CHECK)()).not.toThrow();
      expect(paintHeld()).toBe(false);
    } finally {
      Storage.prototype.getItem = getItem;
    }
  });

  it('can be carried inline: nothing in it closes the element', () => {
    expect(HELD_CART_CHECK).not.toMatch(/<\/script/i);
  });

  it('releases a held page: the painted markup goes and the mark with it', () => {
    runCheck(cart);
    const root = document.createElement('div');
    root.innerHTML = '<p>Your cart is empty.</p>';
    document.body.append(root);
    releaseHeldPaint(root);
    expect(root.childNodes).toHaveLength(0);
    expect(paintHeld()).toBe(false);
  });
});
