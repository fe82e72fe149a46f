import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer } from '@/test/fake-server';
import {
  confirmOrder,
  created,
  mayRedeem,
  orderSummary,
  renderCheckoutForm,
  signedInShopperEachTest,
} from './checkout-form.fixtures';

signedInShopperEachTest();

describe('checkout Grocoins and QR payment', () => {
  it('offers no Grocoins when the server says the shopper may not redeem now', async () => {
    const server = fakeServer({ 'GET /api/orders/check-pending-redeemed': mayRedeem(false) });
    renderCheckoutForm();
    await waitFor(() =>
      expect(server.calls.map((c) => c.path)).toContain('/api/orders/check-pending-redeemed'),
    );
    expect(screen.queryByRole('checkbox', { name: /Grocoins/ })).not.toBeInTheDocument();
  });

  it('offers the coins the shopper may redeem, capped at the subtotal, and takes them off', async () => {
    const server = fakeServer({
      'GET /api/orders/check-pending-redeemed': mayRedeem(true, 500),
      'POST /api/orders/create': created,
    });
    renderCheckoutForm();
    await userEvent.click(await screen.findByRole('checkbox', { name: /Use 260 Grocoins/ }));
    expect(orderSummary()).toHaveTextContent('Grocoins discount−₹260.00');
    expect(orderSummary()).toHaveTextContent('Total₹0.00');
    await confirmOrder();
    await waitFor(() => expect(server.posted('/api/orders/create')).toHaveLength(1));
    expect(server.posted('/api/orders/create')[0]?.body).toMatchObject({
      redeemedCoins: 260,
      totalAmount: 0,
    });
  });

  it('shows a QR code of a UPI payment link for the total, with a download link', async () => {
    fakeServer({ 'GET /api/orders/check-pending-redeemed': mayRedeem(false) });
    renderCheckoutForm();
    await userEvent.click(screen.getByRole('radio', { name: /UPI QR Code/ }));
    const qr = await screen.findByRole('img', { name: 'UPI QR code to pay ₹260.00' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const download = screen.getByRole('link', { name: 'Download QR' });
    expect(download.getAttribute('download')).toMatch(/^ORD-\d+-[0-9a-f]{8}-upi-qr\.png$/);
    const open = screen.getByRole('link', { name: 'Pay in UPI app' });
    expect(open.getAttribute('href')).toMatch(
      /^upi:\/\/pay\?pa=grofresh@okaxis&pn=GroFresh%20Stores&am=260\.00&cu=INR/,
    );
  });
});
