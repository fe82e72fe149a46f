import { afterEach, beforeEach, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import type { SavedAddress } from '@grofresh/contracts';
import { clearSession, saveSession } from '@/lib/session';
import { placedOrder, savedHomeAddress } from '@/test/order-fixtures';
import { renderPage } from '@/test/render';
import type { CheckoutLine } from '../checkout-line';
import { CheckoutForm } from './checkout-form';

/** 2 × Green Apple at ₹130: a ₹260 subtotal. */
export const apples: CheckoutLine = {
  key: 'item-apple',
  itemId: 'item-apple',
  name: 'Green Apple',
  image: '/media/emoji/green-apple.svg',
  variantName: null,
  quantity: 2,
  price: 130,
  discountPrice: 0,
};

export const mayRedeem = (yes: boolean, coins = 0) => ({
  body: { hasPendingRedeemedOrder: yes, redeemableCoins: coins },
});
export const created = { status: 201, body: { order: placedOrder } };

export function renderCheckoutForm({
  lines = [apples],
  addresses = [savedHomeAddress],
}: { lines?: CheckoutLine[]; addresses?: SavedAddress[] } = {}) {
  const onPlaced = vi.fn();
  const view = renderPage(
    <CheckoutForm
      lines={lines}
      addresses={addresses}
      describeAddress={(a) => `${a.flat}, ${a.locality}`}
      payee={{ vpa: 'grofresh@okaxis', payeeName: 'GroFresh Stores' }}
      onPlaced={onPlaced}
    />,
  );
  return { ...view, onPlaced };
}

export const confirmOrder = () =>
  userEvent.click(screen.getByRole('button', { name: /Confirm Order/ }));
export const orderSummary = () => screen.getByRole('region', { name: 'Order summary' });

/** Every test of the file: a signed-in shopper, and nothing left over from the test before. */
export function signedInShopperEachTest() {
  beforeEach(() => {
    saveSession({ token: 'tok', user: { _id: 'u1', phone: '9876543210', role: 'customer' } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
    // Toasts live in a module-wide store and would show up in the next test's page.
    toast.dismiss();
  });
}
