import { StrictMode } from 'react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { toast } from 'sonner';
import type { CreateOrderBody, PaymentStatus } from '@grofresh/contracts';
import { useCart } from '@/features/cart/cart-store';
import { clearSession, saveSession } from '@/lib/session';
import { PAYMENT_DRAFT_KEY, PENDING_ORDER_IDS_KEY } from '@/lib/storage-keys';
import { fakeServer } from '@/test/fake-server';
import { apple } from '@/test/fixtures';
import { homeAddress, savedHomeAddress, placedOrder } from '@/test/order-fixtures';
import { renderPage } from '@/test/render';
import { CheckoutPage } from './checkout-page';

/** The checkout back from the card gateway: a shopper, their cart and payment draft, a shop. */
export const orderId = 'ORD-1795408500000-1a2b3c4d';
export const draft: CreateOrderBody = {
  orderId,
  userId: 'u1',
  cartItems: [{ itemId: apple._id, isVarient: false, variantName: null, quantity: 1 }],
  totalAmount: 119.99,
  deliveryType: 'DELIVERY',
  paymentMethod: 'CCAVENUE',
  earnedCoins: 1,
  redeemedCoins: 0,
  address: homeAddress,
  estimatedTimePickUp: null,
};
const statusPath = `GET /api/payments/ccAvenue/status/${orderId}`;
const paidOrder = { ...placedOrder, orderId, paymentMethod: 'CCAVENUE' };

/** The shop; the status call answers `status`, or each of a list in turn (the last one after). */
export function serve(status: PaymentStatus | PaymentStatus[] | { status: number; body: unknown }) {
  let asked = 0;
  const inTurn = (list: PaymentStatus[]) => () => ({
    body: { status: list[Math.min(asked++, list.length - 1)] },
  });
  return fakeServer({
    'GET /api/addresses': { body: { addresses: [savedHomeAddress], nextCursor: null } },
    'GET /api/orders/check-pending-redeemed': {
      body: { hasPendingRedeemedOrder: false, redeemableCoins: 0 },
    },
    'GET /api/payments/options': {
      body: { online: true, mode: 'simulator', appDeepLink: 'grofresh://payment-status' },
    },
    [statusPath]:
      typeof status === 'string'
        ? { body: { status } }
        : Array.isArray(status)
          ? inTurn(status)
          : status,
    'POST /api/orders/create': { status: 200, body: { order: paidOrder } },
    'POST /api/payments/ccAvenue/web': {
      body: { accessCode: 'AC', encRequest: 'ab12', ccavenueUrl: 'https://gateway.test/pay' },
    },
  });
}

export const openCheckout = (search: string) =>
  renderPage(
    <StrictMode>
      <CheckoutPage />
    </StrictMode>,
    { path: `/checkout${search}`, route: '/checkout' },
  );
export const storedDraft = () => localStorage.getItem(PAYMENT_DRAFT_KEY);
export const cartIsFull = () => expect(Object.keys(useCart.getState().entries)).toHaveLength(1);

/** Every test of the file: signed in, one apple in the cart, the draft saved before leaving. */
export function backFromTheGatewayEachTest() {
  beforeEach(() => {
    saveSession({ token: 'tok', user: { _id: 'u1', phone: '9876543210', role: 'customer' } });
    useCart.getState().add(apple, null);
    localStorage.setItem(PAYMENT_DRAFT_KEY, JSON.stringify(draft));
    sessionStorage.setItem(PENDING_ORDER_IDS_KEY, JSON.stringify([['{}', orderId]]));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
    useCart.setState({ entries: {} });
    localStorage.removeItem(PAYMENT_DRAFT_KEY);
    sessionStorage.clear();
    toast.dismiss();
  });
}
