import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginModal } from '@/features/auth/components/login-modal';
import { closeLoginModal } from '@/features/auth/login-modal-store';
import { useCart } from '@/features/cart/cart-store';
import { CART_MESSAGES } from '@/features/cart/messages';
import { AUTH_TOKEN_KEY } from '@/lib/storage-keys';
import { fakeServer } from '@/test/fake-server';
import { apple, bread, milk } from '@/test/fixtures';
import { renderPage } from '@/test/render';
import { CartPage } from './cart-page';

const renderCart = () =>
  renderPage(
    <>
      <CartPage />
      <LoginModal />
    </>,
    { path: '/cart', route: '/cart' },
  );

beforeEach(() => {
  // Before the cutoff, so the alert does not get in the way of these checks.
  vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00+05:30'), toFake: ['Date'] });
  useCart.setState({ entries: {} });
  closeLoginModal();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('cart page', () => {
  it('says the cart is empty when it is', () => {
    renderCart();
    expect(screen.getByRole('heading', { name: 'My Cart' })).toBeInTheDocument();
    expect(screen.getByText(CART_MESSAGES.empty)).toBeInTheDocument();
  });

  it('lists lines with variant names and updates totals as quantities change', async () => {
    useCart.getState().add(milk, milk.variants[1]!);
    useCart.getState().add(apple, null);
    renderCart();
    const list = screen.getByRole('region', { name: 'Items List' });
    expect(within(list).getByText(/Toned Milk/)).toHaveTextContent('Toned Milk · 1 L');
    expect(screen.getByText(CART_MESSAGES.cancellationPolicy)).toBeInTheDocument();
    const bill = screen.getByRole('region', { name: 'Bill details' });
    expect(bill).toHaveTextContent('Grand total₹172.49');
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Green Apple' }));
    expect(bill).toHaveTextContent('Grand total₹292.48');
    await userEvent.click(
      screen.getByRole('button', { name: 'Decrease quantity of Toned Milk 1 L' }),
    );
    expect(within(list).queryByText(/Toned Milk/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Green Apple from cart' }));
    expect(screen.getByText(CART_MESSAGES.empty)).toBeInTheDocument();
  });

  it('asks a visitor without a token to log in before checkout', async () => {
    useCart.getState().add(apple, null);
    const { router } = renderCart();
    await userEvent.click(screen.getByRole('button', { name: /Proceed to checkout/ }));
    expect(
      await screen.findByRole('dialog', { name: 'Log in to place your order' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cart');
  });

  it('takes a signed-in shopper to /checkout', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token');
    useCart.getState().add(apple, null);
    const { router } = renderCart();
    await userEvent.click(screen.getByRole('button', { name: /Proceed to checkout/ }));
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('flags a line that went out of stock, with Remove, and holds checkout until it goes', async () => {
    useCart.getState().add(apple, null);
    useCart.getState().add(bread, null);
    fakeServer({
      'GET /api/items/all': { body: { items: [{ ...apple, availability: false }, bread] } },
    });
    renderCart();
    const list = screen.getByRole('region', { name: 'Items List' });
    const appleLine = (await within(list).findByText(CART_MESSAGES.outOfStock)).closest('li')!;
    expect(appleLine).toHaveTextContent('Green Apple');
    expect(
      within(appleLine).queryByRole('button', { name: /Increase quantity/ }),
    ).not.toBeInTheDocument();
    const proceed = screen.getByRole('button', { name: /Proceed to checkout/ });
    expect(proceed).toBeDisabled();
    expect(proceed).toHaveAccessibleDescription(CART_MESSAGES.removeOutOfStock);

    await userEvent.click(
      within(appleLine).getByRole('button', { name: 'Remove Green Apple from cart' }),
    );
    expect(within(list).queryByText(/Green Apple/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Proceed to checkout/ })).toBeEnabled();
    expect(screen.queryByText(CART_MESSAGES.removeOutOfStock)).not.toBeInTheDocument();
  });

  it('re-prices from the same call and asks again when the shopper comes back to the tab', async () => {
    useCart.getState().add(apple, null);
    let inStock = true;
    fakeServer({
      'GET /api/items/all': () => ({
        body: { items: [{ ...apple, discountPrice: 110, availability: inStock }] },
      }),
    });
    renderCart();
    const bill = screen.getByRole('region', { name: 'Bill details' });
    await vi.waitFor(() => expect(bill).toHaveTextContent('Grand total₹110.00'));
    expect(screen.queryByText(CART_MESSAGES.outOfStock)).not.toBeInTheDocument();
    // Sold out while the shopper was in another tab.
    inStock = false;
    act(() => window.dispatchEvent(new Event('visibilitychange')));
    expect(await screen.findByText(CART_MESSAGES.outOfStock)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Proceed to checkout/ })).toBeDisabled();
  });

  it("stops a line's + at 99 and says why", async () => {
    useCart.getState().addLines([{ item: apple, variant: null, quantity: 98 }]);
    renderCart();
    const list = screen.getByRole('region', { name: 'Items List' });
    expect(within(list).queryByText(CART_MESSAGES.lineLimit)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Green Apple' }));
    expect(screen.getByRole('status', { name: 'Green Apple quantity' })).toHaveTextContent('99');
    expect(screen.getByRole('button', { name: 'Increase quantity of Green Apple' })).toBeDisabled();
    expect(within(list).getByText(CART_MESSAGES.lineLimit)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Green Apple' }));
    expect(screen.getByRole('button', { name: 'Increase quantity of Green Apple' })).toBeEnabled();
  });
});
