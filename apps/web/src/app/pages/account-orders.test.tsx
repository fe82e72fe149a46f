import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { PAYMENT_MESSAGES, type CreateOrderBody, type PaymentStatus } from '@grofresh/contracts';
import { useCart } from '@/features/cart/cart-store';
import { clearSession, saveSession } from '@/lib/session';
import { PAYMENT_DRAFT_KEY } from '@/lib/storage-keys';
import { fakeServer } from '@/test/fake-server';
import { apple } from '@/test/fixtures';
import { placedOrder, summaryOf } from '@/test/order-fixtures';
import { renderPage } from '@/test/render';
import { MyAccountPage } from './my-account-page';

const orderId = 'ORD-1795408500000-1a2b3c4d';
const draft: CreateOrderBody = {
  orderId,
  userId: 'u1',
  cartItems: [{ itemId: apple._id, isVarient: false, variantName: null, quantity: 1 }],
  totalAmount: 119.99,
  deliveryType: 'PICK_UP',
  paymentMethod: 'CCAVENUE',
  redeemedCoins: 0,
  address: null,
  estimatedTimePickUp: '2026-11-24T10:00:00+05:30',
};
const paid = { ...placedOrder, orderId, paymentMethod: 'CCAVENUE' as const };

/** My Orders lists nothing until the paid order is placed, then lists it. */
function serve(status: PaymentStatus) {
  let placed = false;
  return fakeServer({
    [`GET /api/payments/ccAvenue/status/${orderId}`]: { body: { status } },
    'POST /api/orders/create': () => {
      placed = true;
      return { status: 200, body: { order: paid } };
    },
    'GET /api/orders/all-user': () => ({
      body: { orders: placed ? [summaryOf(paid)] : [], nextCursor: null },
    }),
  });
}

beforeEach(() => {
  saveSession({ token: 'tok', user: { _id: 'u1', phone: '9876543210', role: 'customer' } });
  useCart.getState().add(apple, null);
  localStorage.setItem(PAYMENT_DRAFT_KEY, JSON.stringify(draft));
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  useCart.setState({ entries: {} });
  localStorage.removeItem(PAYMENT_DRAFT_KEY);
  toast.dismiss();
});

const openOrders = () =>
  renderPage(<MyAccountPage />, { path: '/my-account?tab=orders', route: '/my-account' });

describe('My Orders after paying online with the tab closed', () => {
  it('places the paid order, clears the cart and lists it', async () => {
    const server = serve('Success');
    openOrders();
    expect(await screen.findByText(PAYMENT_MESSAGES.success)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'My orders' });
    expect(within(list).getByText(orderId)).toBeInTheDocument();
    expect(server.posted('/api/orders/create')).toHaveLength(1);
    expect(server.posted('/api/orders/create')[0]?.body).toEqual(draft);
    expect(localStorage.getItem(PAYMENT_DRAFT_KEY)).toBeNull();
    expect(useCart.getState().entries).toEqual({});
  });

  it('drops the draft of a failed payment without a word, keeping the cart', async () => {
    const server = serve('Failure');
    openOrders();
    await waitFor(() => expect(localStorage.getItem(PAYMENT_DRAFT_KEY)).toBeNull());
    expect(server.posted('/api/orders/create')).toHaveLength(0);
    expect(Object.keys(useCart.getState().entries)).toHaveLength(1);
    expect(screen.queryByText(PAYMENT_MESSAGES.failed)).not.toBeInTheDocument();
  });

  it('leaves a pending payment for later', async () => {
    const server = serve('Pending');
    openOrders();
    await waitFor(() =>
      expect(server.calls.some((c) => c.path.includes('/payments/ccAvenue/status/'))).toBe(true),
    );
    await screen.findByText('You have no orders yet.');
    expect(localStorage.getItem(PAYMENT_DRAFT_KEY)).not.toBeNull();
  });
});
