import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { LoginModal } from '@/features/auth/components/login-modal';
import { closeLoginModal } from '@/features/auth/login-modal-store';
import { useCart } from '@/features/cart/cart-store';
import { CHECKOUT_MESSAGES } from '@/features/checkout/messages';
import { clearSession, saveSession } from '@/lib/session';
import { fakeServer } from '@/test/fake-server';
import { apple, milk } from '@/test/fixtures';
import { savedHomeAddress, placedOrder } from '@/test/order-fixtures';
import { renderPage } from '@/test/render';
import { CheckoutPage } from './checkout-page';

const renderCheckout = () =>
  renderPage(
    <>
      <CheckoutPage />
      <LoginModal />
    </>,
    { path: '/checkout', route: '/checkout' },
  );

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  closeLoginModal();
  useCart.setState({ entries: {} });
  toast.dismiss();
});

describe('checkout page', () => {
  it('opens the login modal for a visitor without a token', async () => {
    fakeServer({});
    useCart.getState().add(apple, null);
    renderCheckout();
    expect(await screen.findByRole('dialog', { name: /Log in/ })).toBeInTheDocument();
    // Behind the dialog: the page itself, titled, with its way back to the cart.
    const behind = { hidden: true };
    expect(screen.getByRole('heading', { name: 'Checkout', ...behind })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to cart', ...behind })).toHaveAttribute(
      'href',
      '/cart',
    );
  });

  it('places the cart, clears it and goes to My Orders', async () => {
    saveSession({ token: 'tok', user: { _id: 'u1', phone: '9876543210', role: 'customer' } });
    useCart.getState().add(apple, null);
    useCart.getState().add(milk, milk.variants[1]!);
    const server = fakeServer({
      'GET /api/addresses': { body: { addresses: [savedHomeAddress], nextCursor: null } },
      'GET /api/orders/check-pending-redeemed': {
        body: { hasPendingRedeemedOrder: false, redeemableCoins: 0 },
      },
      'POST /api/orders/create': { status: 201, body: { order: placedOrder } },
    });
    const { router } = renderCheckout();
    // ₹119.99 + ₹52.50, as the cart showed it.
    expect(screen.getByRole('region', { name: 'Order summary' })).toHaveTextContent('Total₹172.49');
    await screen.findByRole('radio', { name: /Asha Rao/ });
    await userEvent.click(screen.getByRole('button', { name: /Confirm Order/ }));
    expect(await screen.findByText(CHECKOUT_MESSAGES.orderPlaced)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account'));
    expect(router.state.location.search).toBe('?tab=orders');
    expect(useCart.getState().entries).toEqual({});
    expect(server.posted('/api/orders/create')[0]?.body).toMatchObject({
      cartItems: [
        { itemId: apple._id, isVarient: false, variantName: null, quantity: 1 },
        { itemId: milk._id, isVarient: true, variantName: '1 L', quantity: 1 },
      ],
      totalAmount: 172.49,
    });
  });
});
