import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { PAYMENT_MESSAGES } from '@grofresh/contracts';
import { useCart } from '@/features/cart/cart-store';
import { PAYMENT_NOTICE_MESSAGES as WORDS } from '@/features/checkout/messages';
import {
  backFromTheGatewayEachTest,
  cartIsFull,
  openCheckout,
  orderId,
  serve,
  storedDraft,
} from './checkout-payment-return.fixtures';

backFromTheGatewayEachTest();
afterEach(() => vi.useRealTimers());

const payOnline = () => screen.getByRole('radio', { name: /Pay Via Online/ });
const notice = () => screen.getByRole('region', { name: 'Payment method' });
const statusCalls = (server: ReturnType<typeof serve>) =>
  server.calls.filter((c) => c.path.includes('/status/'));

describe('back from a card payment that did not go through (docs/product.md, Card payments)', () => {
  it.each([
    ['failed', PAYMENT_MESSAGES.failed],
    ['aborted', PAYMENT_MESSAGES.aborted],
  ])(
    "keeps 'Pay Via Online' chosen after payment=%s and says what happened beside it",
    async (payment, message) => {
      serve('Success');
      openCheckout(`?payment=${payment}&orderId=${orderId}`);
      await waitFor(() => expect(payOnline()).toBeChecked());
      expect(screen.getByRole('radio', { name: /Cash on Delivery/ })).not.toBeChecked();
      const alert = within(notice()).getByRole('alert');
      expect(alert).toHaveTextContent(message);
      expect(alert).toHaveTextContent(WORDS.notPlaced);
      cartIsFull();
    },
  );
});

describe('a payment the gateway has not confirmed yet', () => {
  // The page asks again on a timer: fake, and moving on its own so the page's waits still work.
  const fakeClock = () => vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout'] });

  it('says it is being confirmed, never failed, and moves on to the placed order when it is', async () => {
    fakeClock();
    const server = serve(['Pending', 'Pending', 'Success']);
    const { router } = openCheckout(`?payment=success&orderId=${orderId}`);
    const status = await within(
      await screen.findByRole('region', { name: 'Payment method' }),
    ).findByRole('status');
    expect(status).toHaveTextContent(WORDS.confirmingTitle);
    expect(status).toHaveTextContent(WORDS.confirming);
    expect(screen.queryByText(PAYMENT_MESSAGES.failed)).not.toBeInTheDocument();
    expect(screen.queryByText(PAYMENT_MESSAGES.verifyFailed)).not.toBeInTheDocument();
    await waitFor(() => expect(payOnline()).toBeChecked());
    expect(storedDraft()).not.toBeNull();
    cartIsFull();

    // Still pending 5 s later; confirmed 5 s after that: placed, and on to My Orders.
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(() => expect(statusCalls(server)).toHaveLength(2));
    expect(router.state.location.pathname).toBe('/checkout');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByText(PAYMENT_MESSAGES.success)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=orders'));
    expect(useCart.getState().entries).toEqual({});
    expect(storedDraft()).toBeNull();
    expect(server.posted('/api/orders/create')).toHaveLength(1);
    expect(statusCalls(server)).toHaveLength(3);
  });

  it('says it failed, keeping the cart and the choice, when the gateway settles it so', async () => {
    fakeClock();
    const server = serve(['Pending', 'Failure']);
    openCheckout(`?payment=success&orderId=${orderId}`);
    await within(await screen.findByRole('region', { name: 'Payment method' })).findByRole(
      'status',
    );
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    const alert = await within(notice()).findByRole('alert');
    expect(alert).toHaveTextContent(PAYMENT_MESSAGES.failed);
    expect(screen.queryByText(WORDS.confirmingTitle)).not.toBeInTheDocument();
    expect(payOnline()).toBeChecked();
    cartIsFull();
    expect(storedDraft()).toBeNull();
    expect(server.posted('/api/orders/create')).toHaveLength(0);
  });
});
