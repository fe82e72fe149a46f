import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYMENT_DRAFT_KEY } from '@/lib/storage-keys';
import { fakeServer } from '@/test/fake-server';
import { homeAddress } from '@/test/order-fixtures';
import {
  confirmOrder,
  created,
  mayRedeem,
  orderSummary,
  renderCheckoutForm,
  signedInShopperEachTest,
} from './checkout-form.fixtures';

signedInShopperEachTest();

const onlineOffered = { body: { online: true, mode: 'simulator', appDeepLink: 'grofresh://x' } };
const gateway = {
  body: {
    accessCode: 'AVXX01',
    encRequest: '6fcbc52912c5a6d5fced17c5583ce816',
    ccavenueUrl: 'http://shop.test/api/payments/ccAvenue/simulator',
  },
};
const payOnline = () => userEvent.click(screen.getByRole('radio', { name: /Pay Via Online/ }));
const submitted = () => document.body.querySelector<HTMLFormElement>('form[method="post"]');

let submit: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // jsdom cannot leave the page: the form's submit is only recorded.
  submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
  localStorage.removeItem(PAYMENT_DRAFT_KEY);
});
afterEach(() => {
  submit.mockRestore();
  submitted()?.remove();
});

describe("checkout with 'Pay Via Online'", () => {
  it('offers the method only when the shop says online payment is on', async () => {
    fakeServer({
      'GET /api/orders/check-pending-redeemed': mayRedeem(false),
      'GET /api/payments/options': { body: { ...onlineOffered.body, online: false } },
    });
    renderCheckoutForm();
    const online = screen.getByRole('radio', { name: /Pay Via Online/ });
    expect(online).toBeDisabled();
    expect(await screen.findByText('Not available right now')).toBeInTheDocument();
    expect(online).toBeDisabled();
  });

  it('counts a failed options call as not offered', async () => {
    fakeServer({ 'GET /api/orders/check-pending-redeemed': mayRedeem(false) });
    renderCheckoutForm();
    expect(await screen.findByText('Not available right now')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Pay Via Online/ })).toBeDisabled();
  });

  it('starts the payment: saves the draft and posts the hidden form to the gateway', async () => {
    const server = fakeServer({
      'GET /api/orders/check-pending-redeemed': mayRedeem(false),
      'GET /api/payments/options': onlineOffered,
      'POST /api/payments/ccAvenue/web': gateway,
    });
    renderCheckoutForm();
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: /Pay Via Online/ })).toBeEnabled(),
    );
    await payOnline();
    await confirmOrder();
    await waitFor(() => expect(submit).toHaveBeenCalledOnce());

    const [initiate] = server.posted('/api/payments/ccAvenue/web');
    const body = initiate?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      paymentMethod: 'CCAVENUE',
      totalAmount: 260,
      amount: 260,
      mobile_no: '9876543210',
      address: { _id: homeAddress._id },
      cartItems: [{ itemId: 'item-apple', quantity: 2, isVarient: false, variantName: null }],
    });
    expect(body.orderId).toMatch(/^ORD-\d+-[0-9a-f]{8}$/);
    expect(server.posted('/api/orders/create')).toHaveLength(0);

    const form = submitted();
    expect(form).not.toBeNull();
    expect(submit.mock.instances[0]).toBe(form);
    expect(form?.action).toBe(gateway.body.ccavenueUrl);
    expect(Object.fromEntries(new FormData(form!))).toEqual({
      encRequest: gateway.body.encRequest,
      access_code: 'AVXX01',
      command: 'initiateTransaction',
    });
    expect(form?.querySelector('script')).toBeNull();

    // The same order payload (docs/product/records.md#order), orderId included, without the
    // payment's own fields.
    const { amount: _a, mobile_no: _m, ...payload } = body;
    expect(JSON.parse(localStorage.getItem(PAYMENT_DRAFT_KEY) ?? 'null')).toEqual(payload);
    // Leaving: the button stays disabled while the browser goes.
    expect(screen.getByRole('button', { name: /Confirm Order/ })).toBeDisabled();
  });

  it('starts one payment for a double click', async () => {
    const server = fakeServer({
      'GET /api/orders/check-pending-redeemed': mayRedeem(false),
      'GET /api/payments/options': onlineOffered,
      'POST /api/payments/ccAvenue/web': gateway,
    });
    renderCheckoutForm();
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: /Pay Via Online/ })).toBeEnabled(),
    );
    await payOnline();
    await userEvent.dblClick(screen.getByRole('button', { name: /Confirm Order/ }));
    await waitFor(() => expect(submit).toHaveBeenCalledOnce());
    expect(server.posted('/api/payments/ccAvenue/web')).toHaveLength(1);
  });

  it('shows the new figures after PRICE_CHANGED and leaves for nowhere', async () => {
    const changed = 'Prices or your Grocoins have changed. Please check the new total.';
    fakeServer({
      'GET /api/orders/check-pending-redeemed': mayRedeem(false),
      'GET /api/payments/options': onlineOffered,
      'POST /api/payments/ccAvenue/web': {
        status: 409,
        body: {
          message: changed,
          code: 'PRICE_CHANGED',
          details: {
            cartItems: [
              {
                itemId: { _id: 'item-apple', name: 'Green Apple', image: '' },
                name: 'Green Apple',
                image: '',
                quantity: 2,
                price: 140,
                discountPrice: 0,
                variantName: null,
                lineTotal: 280,
              },
            ],
            subtotal: 280,
            redeemedCoins: 0,
            earnedCoins: 2,
            totalAmount: 280,
          },
        },
      },
    });
    renderCheckoutForm();
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: /Pay Via Online/ })).toBeEnabled(),
    );
    await payOnline();
    await confirmOrder();
    const note = await within(orderSummary()).findByRole('alert');
    expect(note).toHaveTextContent('Total was ₹260.00, now ₹280.00.');
    expect(submit).not.toHaveBeenCalled();
    expect(localStorage.getItem(PAYMENT_DRAFT_KEY)).toBeNull();
  });

  it("shows the server's message when the payment cannot start", async () => {
    fakeServer({
      'GET /api/orders/check-pending-redeemed': mayRedeem(false),
      'GET /api/payments/options': onlineOffered,
      'POST /api/payments/ccAvenue/web': {
        status: 503,
        body: { message: 'The payment gateway is not answering.', code: 'UNAVAILABLE' },
      },
    });
    renderCheckoutForm();
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: /Pay Via Online/ })).toBeEnabled(),
    );
    await payOnline();
    await confirmOrder();
    expect(await screen.findByText('The payment gateway is not answering.')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Confirm Order/ })).toBeEnabled();
  });

  it('places an order paid in full with Grocoins directly, without the gateway', async () => {
    const server = fakeServer({
      'GET /api/orders/check-pending-redeemed': mayRedeem(true, 500),
      'GET /api/payments/options': onlineOffered,
      'POST /api/orders/create': created,
    });
    const { onPlaced } = renderCheckoutForm();
    await userEvent.click(await screen.findByRole('checkbox', { name: /Use 260 Grocoins/ }));
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: /Pay Via Online/ })).toBeEnabled(),
    );
    await payOnline();
    await confirmOrder();
    await waitFor(() => expect(onPlaced).toHaveBeenCalledOnce());
    expect(server.posted('/api/orders/create')[0]?.body).toMatchObject({
      paymentMethod: 'CCAVENUE',
      totalAmount: 0,
      redeemedCoins: 260,
    });
    expect(server.posted('/api/payments/ccAvenue/web')).toHaveLength(0);
    expect(submit).not.toHaveBeenCalled();
  });
});
