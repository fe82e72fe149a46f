import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeServer } from '@/test/fake-server';
import { OFFLINE_MESSAGES } from '@/lib/offline';
import { connection } from '@/test/connection';
import {
  confirmOrder as confirm,
  created,
  mayRedeem,
  renderCheckoutForm as renderForm,
  signedInShopperEachTest,
} from './checkout-form.fixtures';

signedInShopperEachTest();
afterEach(() => vi.restoreAllMocks());

describe('checkout without a connection', () => {
  it('says it needs one and places nothing; back online, the order goes to the server', async () => {
    const server = fakeServer({
      'GET /api/orders/check-pending-redeemed': mayRedeem(false),
      'POST /api/orders/create': created,
    });
    renderForm();
    connection(false);
    const button = screen.getByRole('button', { name: /Confirm Order/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(OFFLINE_MESSAGES.checkout);
    await confirm();
    expect(server.posted('/api/orders/create')).toHaveLength(0);

    connection(true);
    expect(screen.queryByText(OFFLINE_MESSAGES.checkout)).not.toBeInTheDocument();
    await confirm();
    await vi.waitFor(() => expect(server.posted('/api/orders/create')).toHaveLength(1));
  });
});
