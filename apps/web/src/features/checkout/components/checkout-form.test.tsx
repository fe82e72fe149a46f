import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer } from '@/test/fake-server';
import { placedOrder, savedHomeAddress } from '@/test/order-fixtures';
import { renderPage } from '@/test/render';
import { CHECKOUT_MESSAGES } from '../messages';
import { CheckoutForm } from './checkout-form';
import {
  apples,
  confirmOrder as confirm,
  created,
  mayRedeem,
  orderSummary as summary,
  renderCheckoutForm as renderForm,
  signedInShopperEachTest,
} from './checkout-form.fixtures';

signedInShopperEachTest();
// 10:00 in the store: the first pick-up slot today is 10:15.
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00+05:30'), toFake: ['Date'] });
});
afterEach(() => vi.useRealTimers());

describe('checkout form', () => {
  it('starts on home delivery, the first saved address and cash on delivery', async () => {
    const server = fakeServer({
      'GET /api/orders/check-pending-redeemed': mayRedeem(false),
      'POST /api/orders/create': created,
    });
    const { onPlaced } = renderForm();
    expect(screen.getByRole('radio', { name: 'Home Delivery' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Asha Rao/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Pay Via Online/ })).toBeDisabled();
    await confirm();
    expect(await screen.findByText(CHECKOUT_MESSAGES.orderPlaced)).toBeInTheDocument();
    const [sent] = server.posted('/api/orders/create');
    expect(sent?.body).toMatchObject({
      orderId: expect.stringMatching(/^ORD-\d+-[0-9a-f]{8}$/),
      cartItems: [{ itemId: 'item-apple', quantity: 2, isVarient: false, variantName: null }],
      totalAmount: 260,
      deliveryType: 'DELIVERY',
      paymentMethod: 'COD',
      redeemedCoins: 0,
      address: { _id: 'addr-home' },
      estimatedTimePickUp: null,
    });
    expect(onPlaced).toHaveBeenCalledWith(placedOrder);
  });

  it('asks for an address, then for a pick-up time, before sending anything', async () => {
    const server = fakeServer({
      'GET /api/orders/check-pending-redeemed': mayRedeem(false),
      'POST /api/orders/create': created,
    });
    renderForm({ addresses: [] });
    // Saved Addresses with the form open; saving there comes back to checkout.
    expect(screen.getByRole('link', { name: 'Add an address' })).toHaveAttribute(
      'href',
      '/my-account?tab=addresses&new=1&from=checkout',
    );
    await confirm();
    expect(await screen.findByText(CHECKOUT_MESSAGES.addressRequired)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Store Pick Up' }));
    expect(screen.getByRole('radio', { name: 'Today 23 Nov' })).toBeChecked();
    await confirm();
    expect(await screen.findByText(CHECKOUT_MESSAGES.pickUpTimeRequired)).toBeInTheDocument();
    expect(server.posted('/api/orders/create')).toHaveLength(0);

    const time = screen.getByRole('combobox', { name: 'Time' });
    expect(within(time).getAllByRole('option')[1]).toHaveTextContent('10:15');
    await userEvent.selectOptions(time, '10:15');
    await confirm();
    await screen.findByText(CHECKOUT_MESSAGES.orderPlaced);
    expect(server.posted('/api/orders/create')[0]?.body).toMatchObject({
      deliveryType: 'PICK_UP',
      address: null,
      estimatedTimePickUp: '2026-11-23T10:15:00+05:30',
    });
  });

  it('notes the Grocoins to earn from a subtotal of ₹100 only', () => {
    fakeServer({ 'GET /api/orders/check-pending-redeemed': mayRedeem(false) });
    const first = renderForm({ lines: [{ ...apples, quantity: 1, price: 99.99 }] });
    expect(within(summary()).queryByText(/You will earn/)).not.toBeInTheDocument();
    first.unmount();
    renderForm({ lines: [{ ...apples, quantity: 1, price: 100 }] });
    expect(screen.getByText(CHECKOUT_MESSAGES.earnNote(1))).toBeInTheDocument();
  });

  it('starts on an address just added for this checkout, not the newest', async () => {
    const server = fakeServer({
      'GET /api/orders/check-pending-redeemed': mayRedeem(false),
      'POST /api/orders/create': created,
    });
    const work = {
      ...savedHomeAddress,
      _id: 'addr-work',
      type: 'WORK' as const,
      name: 'Asha at work',
    };
    renderPage(
      <CheckoutForm
        lines={[apples]}
        addresses={[savedHomeAddress, work]}
        describeAddress={(a) => a.flat}
        payee={undefined}
        onPlaced={vi.fn()}
        chosenAddressId="addr-work"
      />,
    );
    expect(screen.getByRole('radio', { name: /Asha at work/ })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Add or edit' })).toHaveAttribute(
      'href',
      '/my-account?tab=addresses&from=checkout',
    );
    await confirm();
    await screen.findByText(CHECKOUT_MESSAGES.orderPlaced);
    expect(server.posted('/api/orders/create')[0]?.body).toMatchObject({
      address: { _id: 'addr-work' },
    });
  });
});
