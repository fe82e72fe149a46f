import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYMENT_MESSAGES } from '@grofresh/contracts';
import { useCart } from '@/features/cart/cart-store';
import { PAYMENT_DRAFT_KEY, PENDING_ORDER_IDS_KEY } from '@/lib/storage-keys';
import {
  backFromTheGatewayEachTest,
  cartIsFull,
  draft,
  openCheckout,
  orderId,
  serve,
  storedDraft,
} from './checkout-payment-return.fixtures';

backFromTheGatewayEachTest();

describe('coming back to checkout from the card gateway', () => {
  it('places a paid order once (StrictMode too), clears the cart and goes to My Orders', async () => {
    const server = serve('Success');
    const { router } = openCheckout(`?payment=success&orderId=${orderId}`);
    expect(await screen.findByText(PAYMENT_MESSAGES.success)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account'));
    expect(router.state.location.search).toBe('?tab=orders');
    expect(useCart.getState().entries).toEqual({});
    expect(storedDraft()).toBeNull();
    expect(sessionStorage.getItem(PENDING_ORDER_IDS_KEY) ?? '').not.toContain(orderId);
    expect(server.calls.filter((c) => c.path.includes('/status/'))).toHaveLength(1);
    expect(server.posted('/api/orders/create')).toHaveLength(1);
    expect(server.posted('/api/orders/create')[0]?.body).toEqual(draft);
  });

  it('treats Success as placed even when the draft is gone', async () => {
    localStorage.removeItem(PAYMENT_DRAFT_KEY);
    const server = serve('Success');
    const { router } = openCheckout(`?payment=success&orderId=${orderId}`);
    expect(await screen.findByText(PAYMENT_MESSAGES.success)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=orders'));
    expect(useCart.getState().entries).toEqual({});
    expect(server.posted('/api/orders/create')).toHaveLength(0);
  });

  it.each([
    ['Aborted', PAYMENT_MESSAGES.abortedShort],
    ['Failure', PAYMENT_MESSAGES.failed],
  ] as const)(
    'says so when the gateway answers %s, keeping the cart on /checkout',
    async (status, message) => {
      const server = serve(status);
      const { router } = openCheckout(`?payment=success&orderId=${orderId}`);
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/checkout');
      expect(router.state.location.search).toBe('');
      cartIsFull();
      expect(storedDraft()).toBeNull();
      expect(sessionStorage.getItem(PENDING_ORDER_IDS_KEY) ?? '').not.toContain(orderId);
      expect(server.posted('/api/orders/create')).toHaveLength(0);
    },
  );

  it('says why when the payment came after its Grocoins were spent, keeping the cart', async () => {
    const server = serve({
      status: 200,
      body: { status: 'Failure', message: PAYMENT_MESSAGES.refundedLate },
    });
    const { router } = openCheckout(`?payment=success&orderId=${orderId}`);
    expect(await screen.findByText(PAYMENT_MESSAGES.refundedLate)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout');
    cartIsFull();
    expect(storedDraft()).toBeNull();
    expect(server.posted('/api/orders/create')).toHaveLength(0);
  });

  it('says it cannot verify the payment when the status call fails', async () => {
    const server = serve({ status: 500, body: 'upstream error' });
    const { router } = openCheckout(`?payment=success&orderId=${orderId}`);
    expect(await screen.findByText(PAYMENT_MESSAGES.verifyFailed)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout');
    cartIsFull();
    expect(storedDraft()).not.toBeNull();
    expect(server.posted('/api/orders/create')).toHaveLength(0);
  });

  it.each([
    ['failed', PAYMENT_MESSAGES.failed],
    ['aborted', PAYMENT_MESSAGES.aborted],
    ['refunded', PAYMENT_MESSAGES.refundedLate],
    ['sold-out', PAYMENT_MESSAGES.refundedSoldOut],
  ])(
    'answers payment=%s with its message, a new orderId next time and the cart kept',
    async (payment, message) => {
      const server = serve('Success');
      const { router } = openCheckout(`?payment=${payment}&orderId=${orderId}`);
      expect(await screen.findByText(message)).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.search).toBe(''));
      expect(router.state.location.pathname).toBe('/checkout');
      cartIsFull();
      expect(storedDraft()).toBeNull();
      expect(sessionStorage.getItem(PENDING_ORDER_IDS_KEY) ?? '').not.toContain(orderId);
      expect(server.calls.filter((c) => c.path.includes('/status/'))).toHaveLength(0);
      expect(screen.getAllByText(message)).toHaveLength(1);
    },
  );
});

describe('a paid order left behind when the tab was closed', () => {
  it('is placed when the checkout opens, once', async () => {
    const server = serve('Success');
    const { router } = openCheckout('');
    expect(await screen.findByText(PAYMENT_MESSAGES.success)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=orders'));
    expect(useCart.getState().entries).toEqual({});
    expect(storedDraft()).toBeNull();
    expect(server.posted('/api/orders/create')).toEqual([
      { method: 'POST', path: '/api/orders/create', body: draft },
    ]);
  });

  it.each(['Failure', 'Aborted'] as const)('is dropped quietly after %s', async (status) => {
    const server = serve(status);
    openCheckout('');
    await waitFor(() => expect(storedDraft()).toBeNull());
    expect(server.calls.filter((c) => c.path.includes('/status/'))).toHaveLength(1);
    cartIsFull();
    expect(screen.queryByText(PAYMENT_MESSAGES.failed)).not.toBeInTheDocument();
    expect(screen.queryByText(PAYMENT_MESSAGES.abortedShort)).not.toBeInTheDocument();
  });

  it('is given up with why when its payment is being refunded', async () => {
    const server = serve({
      status: 200,
      body: { status: 'Failure', message: PAYMENT_MESSAGES.refundedLate },
    });
    openCheckout('');
    expect(await screen.findByText(PAYMENT_MESSAGES.refundedLate)).toBeInTheDocument();
    await waitFor(() => expect(storedDraft()).toBeNull());
    cartIsFull();
    expect(server.posted('/api/orders/create')).toHaveLength(0);
  });

  it('stays while the payment is pending or the question fails', async () => {
    const server = serve({ status: 502, body: 'bad gateway' });
    openCheckout('');
    await waitFor(() =>
      expect(server.calls.filter((c) => c.path.includes('/status/'))).toHaveLength(1),
    );
    await screen.findByRole('button', { name: /Confirm Order/ });
    expect(storedDraft()).not.toBeNull();
    cartIsFull();
    expect(screen.queryByText(PAYMENT_MESSAGES.verifyFailed)).not.toBeInTheDocument();
  });

  it("leaves another shopper's draft alone", async () => {
    localStorage.setItem(PAYMENT_DRAFT_KEY, JSON.stringify({ ...draft, userId: 'someone-else' }));
    const server = serve('Success');
    openCheckout('');
    await screen.findByRole('button', { name: /Confirm Order/ });
    expect(server.calls.filter((c) => c.path.includes('/status/'))).toHaveLength(0);
    expect(storedDraft()).not.toBeNull();
  });
});

describe('trying again after a failed payment', () => {
  it('starts a new payment with a new orderId for the same cart', async () => {
    localStorage.removeItem(PAYMENT_DRAFT_KEY);
    sessionStorage.clear();
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const server = serve('Failure');
    const payNow = async (count: number) => {
      await screen.findByRole('radio', { name: /Asha Rao/ });
      await waitFor(() =>
        expect(screen.getByRole('radio', { name: /Pay Via Online/ })).toBeEnabled(),
      );
      await userEvent.click(screen.getByRole('radio', { name: /Pay Via Online/ }));
      await userEvent.click(screen.getByRole('button', { name: /Confirm Order/ }));
      await waitFor(() => expect(server.posted('/api/payments/ccAvenue/web')).toHaveLength(count));
    };
    const first = openCheckout('');
    await payNow(1);
    const sent = () => server.posted('/api/payments/ccAvenue/web').map((c) => c.body);
    const firstId = (sent()[0] as { orderId: string }).orderId;
    expect(storedDraft()).toContain(firstId);
    first.unmount();
    document.querySelectorAll('form').forEach((form) => form.remove());

    // The gateway sends the browser back (a new page load in the same tab).
    openCheckout(`?payment=failed&orderId=${firstId}`);
    expect(await screen.findByText(PAYMENT_MESSAGES.failed)).toBeInTheDocument();
    expect(storedDraft()).toBeNull();
    await payNow(2);
    const secondId = (sent()[1] as { orderId: string }).orderId;
    expect(secondId).not.toBe(firstId);
    expect(sent()[1]).toEqual({ ...(sent()[0] as object), orderId: secondId });
    submit.mockRestore();
  });
});
