import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { stockMessages } from '@grofresh/contracts';
import { useCart } from '@/features/cart/cart-store';
import { CART_MESSAGES } from '@/features/cart/messages';
import { CHECKOUT_MESSAGES } from '@/features/checkout/messages';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { clearSession, saveSession } from '@/lib/session';
import { fakeServer } from '@/test/fake-server';
import { apple, milk } from '@/test/fixtures';
import { savedHomeAddress, placedOrder } from '@/test/order-fixtures';
import { renderPage } from '@/test/render';
import { CartPage } from './cart-page';
import { CheckoutPage } from './checkout-page';

const litre = milk.variants[1]!;

beforeEach(() => {
  saveSession({ token: 'tok', user: { _id: 'u1', phone: '9876543210', role: 'customer' } });
  // Three apples and a litre of milk; the catalog still says both are in stock.
  useCart.getState().addLines([
    { item: apple, variant: null, quantity: 3 },
    { item: milk, variant: litre, quantity: 1 },
  ]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  useCart.setState({ entries: {} });
  toast.dismiss();
});

/** 409 OUT_OF_STOCK: one apple left, no litres. */
const refused = {
  status: 409,
  body: {
    message: stockMessages.outOfStock,
    code: 'OUT_OF_STOCK',
    details: {
      lines: [
        { itemId: apple._id, variantName: null, requested: 3, available: 1 },
        { itemId: milk._id, variantName: '1 L', requested: 1, available: 0 },
      ],
    },
  },
};

const shopRoutes = {
  'GET /api/addresses': { body: { addresses: [savedHomeAddress], nextCursor: null } },
  'GET /api/orders/check-pending-redeemed': {
    body: { hasPendingRedeemedOrder: false, redeemableCoins: 0 },
  },
  'GET /api/items/all': { body: { items: [apple, milk] } },
  'GET /api/payments/options': { body: { online: true, mode: 'simulator', appDeepLink: 'x' } },
};

const confirmButton = () => screen.getByRole('button', { name: /Confirm Order/ });
const summaryLine = (name: RegExp) =>
  within(screen.getByRole('region', { name: 'Order summary' }))
    .getByText(name)
    .closest('li')!;

/** The checkout with its address chosen; a busy machine may take seconds to get there. */
const SLOW = { timeout: 10_000 };

async function openCheckout() {
  renderPage(<CheckoutPage />, { path: '/checkout', route: '/checkout' });
  await screen.findByRole('radio', { name: /Asha Rao/ }, SLOW);
  await waitFor(() => expect(confirmButton()).toBeEnabled(), SLOW);
}

describe('an order refused for stock (409 OUT_OF_STOCK)', { timeout: 30_000 }, () => {
  it("says the server's sentence, flags each short line, and places the order once mended", async () => {
    const server = fakeServer({
      ...shopRoutes,
      'POST /api/orders/create': (body) =>
        (body as { cartItems: { quantity: number }[] }).cartItems.length === 2
          ? refused
          : { status: 201, body: { order: placedOrder } },
    });
    await openCheckout();
    await userEvent.click(confirmButton());

    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(stockMessages.outOfStock);
    expect(screen.queryByText(SOMETHING_WENT_WRONG)).not.toBeInTheDocument();
    const appleLine = summaryLine(/Green Apple/);
    const milkLine = summaryLine(/Toned Milk/);
    expect(appleLine).toHaveTextContent('Only 1 left');
    expect(milkLine).toHaveTextContent(CART_MESSAGES.outOfStock);
    expect(confirmButton()).toBeDisabled();
    expect(confirmButton()).toHaveAccessibleDescription(CART_MESSAGES.removeOutOfStock);
    // The catalog is asked again after the refusal.
    const refusedAt = server.calls.findIndex((c) => c.path === '/api/orders/create');
    expect(server.calls.slice(refusedAt).some((c) => c.path.startsWith('/api/items/all'))).toBe(
      true,
    );

    await userEvent.click(
      within(milkLine).getByRole('button', { name: 'Remove Toned Milk 1 L from cart' }),
    );
    expect(confirmButton()).toHaveAccessibleDescription(CART_MESSAGES.lowerShort);
    await userEvent.click(
      within(appleLine).getByRole('button', { name: 'Change Green Apple to 1' }),
    );
    expect(summaryLine(/Green Apple/)).toHaveTextContent('Green Apple × 1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(confirmButton());
    expect(await screen.findByText(CHECKOUT_MESSAGES.orderPlaced)).toBeInTheDocument();
    expect(server.posted('/api/orders/create')[1]?.body).toMatchObject({
      cartItems: [{ itemId: apple._id, variantName: null, quantity: 1 }],
    });
  });

  it('flags the lines after a card payment is refused, and the cart shows them', async () => {
    fakeServer({ ...shopRoutes, 'POST /api/payments/ccAvenue/web': refused });
    await openCheckout();
    await userEvent.click(screen.getByRole('radio', { name: /Pay Via Online/ }));
    await userEvent.click(confirmButton());
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(stockMessages.outOfStock);
    expect(summaryLine(/Green Apple/)).toHaveTextContent('Only 1 left');
    expect(summaryLine(/Toned Milk/)).toHaveTextContent(CART_MESSAGES.outOfStock);

    // Back in the cart, the same lines are flagged.
    cleanup();
    renderPage(<CartPage />, { path: '/cart', route: '/cart' });
    const list = screen.getByRole('region', { name: 'Items List' });
    const appleLine = within(list)
      .getByText(/Green Apple/)
      .closest('li')!;
    const milkLine = within(list)
      .getByText(/Toned Milk/)
      .closest('li')!;
    expect(appleLine).toHaveTextContent('Only 1 left');
    expect(milkLine).toHaveTextContent(CART_MESSAGES.outOfStock);
    expect(screen.getByRole('button', { name: /Proceed to checkout/ })).toBeDisabled();
  });
});
