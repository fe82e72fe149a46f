import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { dairyRuleMessages } from '@grofresh/contracts';
import { useCart } from '@/features/cart/cart-store';
import { DAIRY_CHECKOUT_MESSAGES } from '@/features/checkout/messages';
import { useLocationStore } from '@/features/location/location-store';
import { clearSession, saveSession } from '@/lib/session';
import { fakeServer } from '@/test/fake-server';
import { apple, dairy, fruits, milk } from '@/test/fixtures';
import { savedHomeAddress, placedOrder } from '@/test/order-fixtures';
import { renderPage } from '@/test/render';
import { CheckoutPage } from './checkout-page';
import { dairyItemNames } from './checkout-dairy';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  useCart.setState({ entries: {} });
  useLocationStore.setState({ status: 'idle', coords: null, distanceKm: null });
  toast.dismiss();
});

const HERE = { lat: 12.975, lon: 77.64 };

function shopWithMilkInCart() {
  saveSession({ token: 'tok', user: { _id: 'u1', phone: '9876543210', role: 'customer' } });
  useCart.getState().add(apple, null);
  useCart.getState().add(milk, milk.variants[1]!);
  useCart.getState().add(milk, milk.variants[0]!);
  return fakeServer({
    'GET /api/addresses': { body: { addresses: [savedHomeAddress], nextCursor: null } },
    'GET /api/category/all': { body: { categories: [dairy, fruits] } },
    'GET /api/store/get-config': {
      body: { milkPriceSubscription: {}, store: { name: 'GroFresh', radiusKm: 6 } },
    },
    'GET /api/orders/check-pending-redeemed': {
      body: { hasPendingRedeemedOrder: false, redeemableCoins: 0 },
    },
    'POST /api/orders/create': { status: 201, body: { order: placedOrder } },
  });
}

const renderCheckout = () =>
  renderPage(<CheckoutPage />, { path: '/checkout', route: '/checkout' });

describe('checkout with dairy in the cart', () => {
  it('tells a shopper without location why and how before sending, naming the dairy once', async () => {
    useLocationStore.setState({ status: 'denied', coords: null });
    const server = shopWithMilkInCart();
    renderCheckout();
    const needed = dairyRuleMessages.locationNeeded(6, ['Toned Milk']);
    const notice = await screen.findByRole('region', { name: DAIRY_CHECKOUT_MESSAGES.needTitle });
    await waitFor(() => expect(notice).toHaveTextContent(needed));
    await screen.findByRole('radio', { name: /Asha Rao/ });
    await userEvent.click(screen.getByRole('button', { name: /Confirm Order/ }));
    expect(await screen.findAllByText(needed)).toHaveLength(2);
    expect(server.posted('/api/orders/create')).toHaveLength(0);

    // 'Turn on location' with a refused permission opens the help with the browser's steps.
    await userEvent.click(screen.getByRole('button', { name: DAIRY_CHECKOUT_MESSAGES.turnOn }));
    expect(useLocationStore.getState().modalOpen).toBe(true);
  });

  it('sends the point the location check asked about', async () => {
    useLocationStore.setState({ status: 'eligible', coords: HERE, distanceKm: 0.4 });
    const server = shopWithMilkInCart();
    renderCheckout();
    await screen.findByRole('radio', { name: /Asha Rao/ });
    await userEvent.click(screen.getByRole('button', { name: /Confirm Order/ }));
    await waitFor(() => expect(server.posted('/api/orders/create')).toHaveLength(1));
    expect(server.posted('/api/orders/create')[0]?.body).toMatchObject({ location: HERE });
  });
});

describe('the cart’s dairy items', () => {
  it('are the lines filed under a dairy category, each item once', () => {
    useCart.getState().add(apple, null);
    useCart.getState().add(milk, milk.variants[0]!);
    useCart.getState().add(milk, milk.variants[1]!);
    const names = dairyItemNames(useCart.getState().entries, new Set([dairy._id]));
    expect(names).toEqual(['Toned Milk']);
    expect(dairyItemNames(useCart.getState().entries, new Set())).toEqual([]);
  });
});
