import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import type { Item } from '@grofresh/contracts';
import { useCart } from '@/features/cart/cart-store';
import { CART_MESSAGES } from '@/features/cart/messages';
import { CHECKOUT_MESSAGES } from '@/features/checkout/messages';
import { clearSession, saveSession } from '@/lib/session';
import { fakeServer } from '@/test/fake-server';
import { apple, milk } from '@/test/fixtures';
import { savedHomeAddress, placedOrder } from '@/test/order-fixtures';
import { renderPage } from '@/test/render';
import { CheckoutPage } from './checkout-page';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  useCart.setState({ entries: {} });
  toast.dismiss();
});

/** A signed-in shopper with a Green Apple and a litre of milk in the cart. */
function shopperWithCart() {
  saveSession({ token: 'tok', user: { _id: 'u1', phone: '9876543210', role: 'customer' } });
  useCart.getState().add(apple, null);
  useCart.getState().add(milk, milk.variants[1]!);
}

const shopRoutes = {
  'GET /api/addresses': { body: { addresses: [savedHomeAddress], nextCursor: null } },
  'GET /api/orders/check-pending-redeemed': {
    body: { hasPendingRedeemedOrder: false, redeemableCoins: 0 },
  },
};

const confirmButton = () => screen.getByRole('button', { name: /Confirm Order/ });

describe('checkout with a line out of stock', () => {
  it('marks the line with Remove and holds Confirm Order until it is removed', async () => {
    shopperWithCart();
    const server = fakeServer({
      ...shopRoutes,
      'GET /api/items/all': { body: { items: [{ ...apple, availability: false }, milk] } },
      'POST /api/orders/create': { status: 201, body: { order: placedOrder } },
    });
    renderPage(<CheckoutPage />, { path: '/checkout', route: '/checkout' });
    await screen.findByRole('radio', { name: /Asha Rao/ });
    const summary = screen.getByRole('region', { name: 'Order summary' });
    const appleLine = (await within(summary).findByText(CART_MESSAGES.outOfStock)).closest('li')!;
    expect(appleLine).toHaveTextContent('Green Apple');
    expect(within(summary).getAllByText(CART_MESSAGES.outOfStock)).toHaveLength(1);
    expect(confirmButton()).toBeDisabled();
    expect(confirmButton()).toHaveAccessibleDescription(CART_MESSAGES.removeOutOfStock);
    // Asked about both lines at once, available or not.
    const asked = server.calls.find((c) => c.path.startsWith('/api/items/all'))!;
    expect(new URL(asked.path, 'http://shop.test').searchParams.get('ids')).toBe(
      [apple._id, milk._id].sort().join(','),
    );

    await userEvent.click(
      within(appleLine).getByRole('button', { name: 'Remove Green Apple from cart' }),
    );
    expect(within(summary).queryByText(/Green Apple/)).not.toBeInTheDocument();
    expect(screen.queryByText(CART_MESSAGES.removeOutOfStock)).not.toBeInTheDocument();
    await userEvent.click(confirmButton());
    expect(await screen.findByText(CHECKOUT_MESSAGES.orderPlaced)).toBeInTheDocument();
    expect(server.posted('/api/orders/create')[0]?.body).toMatchObject({
      cartItems: [{ itemId: milk._id, variantName: '1 L', quantity: 1 }],
      totalAmount: 52.5,
    });
  });

  it('flags a line the catalog no longer lists, or whose size it no longer sells', async () => {
    shopperWithCart();
    const milkWithoutLitre: Item = { ...milk, variants: [milk.variants[0]!] };
    fakeServer({ ...shopRoutes, 'GET /api/items/all': { body: { items: [milkWithoutLitre] } } });
    renderPage(<CheckoutPage />, { path: '/checkout', route: '/checkout' });
    const summary = screen.getByRole('region', { name: 'Order summary' });
    await waitFor(() =>
      expect(within(summary).getAllByText(CART_MESSAGES.outOfStock)).toHaveLength(2),
    );
    expect(
      within(summary).getByRole('button', { name: 'Remove Toned Milk 1 L from cart' }),
    ).toBeInTheDocument();
    expect(confirmButton()).toBeDisabled();
  });

  it('after the server refuses an item sold out meanwhile, shows why and flags the line', async () => {
    shopperWithCart();
    let appleInStock = true;
    fakeServer({
      ...shopRoutes,
      'GET /api/items/all': () => ({
        body: { items: [{ ...apple, availability: appleInStock }, milk] },
      }),
      'POST /api/orders/create': () => {
        appleInStock = false;
        return {
          status: 409,
          body: {
            message: 'Green Apple is out of stock. Please remove it from your cart.',
            code: 'CONFLICT',
          },
        };
      },
    });
    renderPage(<CheckoutPage />, { path: '/checkout', route: '/checkout' });
    await screen.findByRole('radio', { name: /Asha Rao/ });
    await waitFor(() => expect(confirmButton()).toBeEnabled());
    await userEvent.click(confirmButton());
    expect(
      await screen.findByText(/Green Apple is out of stock\. Please remove it from your cart\./),
    ).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(await within(summary).findByText(CART_MESSAGES.outOfStock)).toBeInTheDocument();
    expect(confirmButton()).toBeDisabled();
  });
});
