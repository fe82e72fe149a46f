import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deliveryAreaMessages } from '@grofresh/contracts';
import { fakeServer } from '@/test/fake-server';
import { savedHomeAddress } from '@/test/order-fixtures';
import { NOT_DELIVERED_HERE } from './address-choice';
import {
  confirmOrder as confirm,
  created,
  mayRedeem,
  renderCheckoutForm as renderForm,
  signedInShopperEachTest,
} from './checkout-form.fixtures';

// Home delivery only to an address the store delivers to (docs/product/rules.md#delivery-area).
signedInShopperEachTest();
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00+05:30'), toFake: ['Date'] });
});
afterEach(() => vi.useRealTimers());

const mumbai = {
  ...savedHomeAddress,
  _id: 'addr-mumbai',
  name: 'Asha in Mumbai',
  zip: '400001',
  deliverable: false,
};

describe('checkout and the delivery area', () => {
  it('marks an address outside the area, cannot choose it, and starts on a deliverable one', async () => {
    const server = fakeServer({
      'GET /api/orders/check-pending-redeemed': mayRedeem(false),
      'POST /api/orders/create': created,
    });
    renderForm({ addresses: [mumbai, savedHomeAddress] });
    const far = screen.getByRole('radio', { name: /Asha in Mumbai/ });
    expect(far).toBeDisabled();
    expect(far).not.toBeChecked();
    expect(screen.getByText(NOT_DELIVERED_HERE)).toBeVisible();
    expect(screen.getByRole('radio', { name: /Asha Rao/ })).toBeChecked();
    await confirm();
    await vi.waitFor(() => expect(server.posted('/api/orders/create')).toHaveLength(1));
    expect(server.posted('/api/orders/create')[0]?.body).toMatchObject({
      address: { _id: savedHomeAddress._id },
    });
  });

  it('with no deliverable address says so and sends nothing; Store Pick Up still goes', async () => {
    const server = fakeServer({ 'GET /api/orders/check-pending-redeemed': mayRedeem(false) });
    renderForm({ addresses: [mumbai] });
    expect(screen.getByRole('status')).toHaveTextContent(deliveryAreaMessages.notServiceable);
    await confirm();
    expect(await screen.findAllByText(deliveryAreaMessages.notServiceable)).toHaveLength(2);
    expect(server.posted('/api/orders/create')).toHaveLength(0);
    await userEvent.click(screen.getByRole('radio', { name: 'Store Pick Up' }));
    expect(screen.queryByText(NOT_DELIVERED_HERE)).not.toBeInTheDocument();
  });

  it("shows the server's sentence when it refuses the address (422 NOT_SERVICEABLE)", async () => {
    fakeServer({
      'GET /api/orders/check-pending-redeemed': mayRedeem(false),
      'POST /api/orders/create': {
        status: 422,
        body: { message: deliveryAreaMessages.notServiceable, code: 'NOT_SERVICEABLE' },
      },
    });
    renderForm();
    await confirm();
    expect(await screen.findByText(deliveryAreaMessages.notServiceable)).toBeVisible();
  });
});
