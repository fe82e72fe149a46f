import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCart } from '@/features/cart/cart-store';
import { CART_MESSAGES } from '@/features/cart/messages';
import { fakeServer } from '@/test/fake-server';
import { apple, bread, milk } from '@/test/fixtures';
import { renderPage } from '@/test/render';
import { CartPage } from './cart-page';

beforeEach(() => {
  // Before the cutoff, so its alert does not get in the way.
  vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00+05:30'), toFake: ['Date'] });
  useCart.setState({ entries: {} });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const renderCart = () => renderPage(<CartPage />, { path: '/cart', route: '/cart' });
const lineOf = (name: RegExp) =>
  within(screen.getByRole('region', { name: 'Items List' }))
    .getByText(name)
    .closest('li')!;

describe('cart lines and stock', () => {
  it('says "Only N left" on a line asking for more, and lets the shopper lower it', async () => {
    useCart.getState().addLines([{ item: apple, variant: null, quantity: 4 }]);
    useCart.getState().add(bread, null);
    // Since they were added, apples were counted: two are left.
    fakeServer({ 'GET /api/items/all': { body: { items: [{ ...apple, stockLeft: 2 }, bread] } } });
    renderCart();
    const appleLine = lineOf(/Green Apple/);
    expect(await within(appleLine).findByText('Only 2 left')).toBeInTheDocument();
    expect(within(lineOf(/Brown Bread/)).queryByText(/left/)).not.toBeInTheDocument();
    const proceed = screen.getByRole('button', { name: /Proceed to checkout/ });
    expect(proceed).toBeDisabled();
    expect(proceed).toHaveAccessibleDescription(CART_MESSAGES.lowerShort);
    const increase = within(appleLine).getByRole('button', {
      name: 'Increase quantity of Green Apple',
    });
    expect(increase).toBeDisabled();

    const decrease = within(appleLine).getByRole('button', {
      name: 'Decrease quantity of Green Apple',
    });
    await userEvent.click(decrease);
    expect(within(appleLine).getByText('Only 2 left')).toBeInTheDocument();
    await userEvent.click(decrease);
    expect(
      within(appleLine).getByRole('status', { name: 'Green Apple quantity' }),
    ).toHaveTextContent('2');
    expect(within(appleLine).queryByText('Only 2 left')).not.toBeInTheDocument();
    // At what is left, the line says why + goes no further.
    expect(within(appleLine).getByText(CART_MESSAGES.stockLimit(2))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Proceed to checkout/ })).toBeEnabled();
  });

  it('flags a size sold out since it was added, though the owner has the item on', async () => {
    useCart.getState().add(milk, milk.variants[1]!);
    useCart.getState().add(bread, null);
    const litreSoldOut = {
      ...milk,
      variants: [milk.variants[0]!, { ...milk.variants[1]!, inStock: false, stockLeft: 0 }],
    };
    fakeServer({ 'GET /api/items/all': { body: { items: [litreSoldOut, bread] } } });
    renderCart();
    const milkLine = lineOf(/Toned Milk/);
    expect(await within(milkLine).findByText(CART_MESSAGES.outOfStock)).toBeInTheDocument();
    expect(
      within(milkLine).queryByRole('button', { name: /Increase quantity/ }),
    ).not.toBeInTheDocument();
    const proceed = screen.getByRole('button', { name: /Proceed to checkout/ });
    expect(proceed).toHaveAccessibleDescription(CART_MESSAGES.removeOutOfStock);
    await userEvent.click(
      within(milkLine).getByRole('button', { name: 'Remove Toned Milk 1 L from cart' }),
    );
    expect(screen.getByRole('button', { name: /Proceed to checkout/ })).toBeEnabled();
  });
});
