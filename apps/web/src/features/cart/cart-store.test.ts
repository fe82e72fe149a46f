import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { apple, milk } from '@/test/fixtures';
import { CART_ITEMS_KEY } from '@/lib/storage-keys';

const litre = milk.variants[1]!;
const loadStore = async () => import('./cart-store');

beforeEach(() => {
  localStorage.clear();
  vi.resetModules();
});
afterEach(() => localStorage.clear());

const stored = () =>
  JSON.parse(localStorage.getItem(CART_ITEMS_KEY) ?? 'null') as Record<string, unknown>;

describe('cart store', () => {
  it('persists to localStorage cartItems as an object keyed by id or id-variant', async () => {
    const { useCart } = await loadStore();
    useCart.getState().add(apple, null);
    useCart.getState().add(milk, litre);
    useCart.getState().add(milk, litre);
    expect(Object.keys(stored())).toEqual(['item-apple', 'item-milk-1 L']);
    expect(stored()['item-milk-1 L']).toMatchObject({
      _id: 'item-milk',
      name: 'Toned Milk',
      quantity: 2,
      selectedVariant: { value: '1 L', price: 56, discountPrice: 52.5 },
    });
  });

  it('adds +1, decreases -1, removes at 0 and clears', async () => {
    const { useCart } = await loadStore();
    const cart = useCart.getState();
    cart.add(apple, null);
    cart.add(apple, null);
    cart.decrease('item-apple');
    expect(useCart.getState().entries['item-apple']?.quantity).toBe(1);
    cart.decrease('item-apple');
    expect(useCart.getState().entries).toEqual({});
    cart.add(apple, null);
    cart.add(milk, litre);
    cart.remove('item-milk-1 L');
    expect(Object.keys(useCart.getState().entries)).toEqual(['item-apple']);
    cart.clear();
    expect(useCart.getState().entries).toEqual({});
    expect(stored()).toEqual({});
  });

  it('restores the cart from localStorage when the app starts', async () => {
    const first = await loadStore();
    first.useCart.getState().add(milk, litre);
    first.useCart.getState().add(apple, null);
    vi.resetModules();
    const { useCart, cartRestored } = await loadStore();
    await cartRestored;
    expect(useCart.getState().entries['item-milk-1 L']?.quantity).toBe(1);
    expect(useCart.getState().entries['item-apple']?.name).toBe('Green Apple');
  });

  it('starts empty when the stored cart is unreadable', async () => {
    localStorage.setItem(CART_ITEMS_KEY, '{oops');
    const { useCart, cartRestored } = await loadStore();
    await cartRestored;
    expect(useCart.getState().entries).toEqual({});
  });

  it('keeps what the shopper adds while the stored cart is still being read', async () => {
    localStorage.setItem(
      CART_ITEMS_KEY,
      JSON.stringify({ 'item-apple': { ...apple, quantity: 2, selectedVariant: null } }),
    );
    const { useCart, cartRestored } = await loadStore();
    useCart.getState().add(apple, null);
    useCart.getState().add(milk, litre);
    await cartRestored;
    expect(useCart.getState().entries['item-apple']?.quantity).toBe(3);
    expect(stored()['item-apple']).toMatchObject({ quantity: 3 });
    expect(stored()['item-milk-1 L']).toMatchObject({ quantity: 1 });
  });

  it("follows another tab's changes through the storage event, without writing them back", async () => {
    const { useCart, syncCartAcrossTabs } = await loadStore();
    const stop = syncCartAcrossTabs();
    const otherTab = JSON.stringify({
      'item-apple': { ...apple, quantity: 3, selectedVariant: null },
    });
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: CART_ITEMS_KEY, newValue: otherTab }),
      );
    });
    await vi.waitFor(() => expect(useCart.getState().entries['item-apple']?.quantity).toBe(3));
    expect(setItem).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'somethingElse', newValue: '{}' }));
    });
    expect(useCart.getState().entries['item-apple']?.quantity).toBe(3);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: CART_ITEMS_KEY, newValue: null }));
    });
    await vi.waitFor(() => expect(useCart.getState().entries).toEqual({}));
    stop();
    setItem.mockRestore();
  });
});
