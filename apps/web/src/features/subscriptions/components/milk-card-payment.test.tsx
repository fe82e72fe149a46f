import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MILK_PAYMENT_MESSAGES, PAYMENT_MESSAGES } from '@grofresh/contracts';
import { clearSession } from '@/lib/session';
import { fakeServer } from '@/test/fake-server';
import { renderPage } from '@/test/render';
import { SUBSCRIPTION_TAB_MESSAGES } from '../messages';
import { MilkPaymentReturn } from './milk-payment-return';
import { ELEVEN_AM, renderTab, storeTime, subscription } from './subscriptions-test-kit';

let submit: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // jsdom cannot leave the page: the gateway form's submit is only recorded.
  submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
});
afterEach(() => {
  submit.mockRestore();
  vi.unstubAllGlobals();
  clearSession();
});

const online = { body: { online: true, mode: 'simulator', appDeepLink: 'grofresh://x' } };
const topUpDue = {
  status: 'PART_PAID' as const,
  due: 264,
  received: 1984,
  entries: [],
};

describe('paying a milk bill by card', () => {
  it('offers what is due, and posts the bill to the gateway', async () => {
    const server = fakeServer({
      'GET /api/store/time': storeTime(ELEVEN_AM),
      'GET /api/payments/options': online,
      'GET /api/subscription/user': { body: [{ ...subscription(), paymentState: topUpDue }] },
      'GET /api/subscription/sub-1/days': { body: { days: [] } },
      'POST /api/payments/ccAvenue/web': {
        body: { accessCode: 'AV1', encRequest: 'abc', ccavenueUrl: 'http://shop.test/gw' },
      },
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay ₹264.00 by card' }));
    await waitFor(() => expect(submit).toHaveBeenCalledOnce());
    expect(server.posted('/api/payments/ccAvenue/web')[0]?.body).toEqual({
      subscriptionId: 'sub-1',
      amount: 264,
      mobile_no: '9876543210',
    });
  });

  it('is not offered when the shop takes no cards', async () => {
    fakeServer({
      'GET /api/store/time': storeTime(ELEVEN_AM),
      'GET /api/payments/options': { body: { ...online.body, online: false, mode: 'off' } },
      'GET /api/subscription/user': { body: [{ ...subscription(), paymentState: topUpDue }] },
      'GET /api/subscription/sub-1/days': { body: { days: [] } },
    });
    renderTab();
    await screen.findByRole('article', { name: 'Milk subscription' });
    await screen.findByRole('table', {}, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: /by card/ })).not.toBeInTheDocument();
  });
});

const returnTo = (query: string) =>
  renderPage(<MilkPaymentReturn />, {
    path: `/my-account?tab=subscriptions&${query}`,
    route: '/my-account',
  });

describe('back from the gateway', () => {
  it('says paid only once the status call says Success', async () => {
    let status = 'Pending';
    const server = fakeServer({
      'GET /api/payments/ccAvenue/status/MLK-1764000000000-ab12cd34': () => ({ body: { status } }),
    });
    returnTo('payment=success&orderId=MLK-1764000000000-ab12cd34');
    expect(await screen.findByRole('status')).toHaveTextContent(PAYMENT_MESSAGES.processing);
    status = 'Success';
    await waitFor(
      () =>
        expect(screen.getByRole('status')).toHaveTextContent(SUBSCRIPTION_TAB_MESSAGES.cardPaid),
      { timeout: 5000 },
    );
    expect(server.calls.length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['failed', PAYMENT_MESSAGES.failed],
    ['aborted', PAYMENT_MESSAGES.aborted],
    ['refunded', MILK_PAYMENT_MESSAGES.refunded],
  ])('says why for payment=%s, without asking the status, and closes', async (payment, words) => {
    const server = fakeServer({});
    const { router } = returnTo(`payment=${payment}&orderId=MLK-1764000000000-ab12cd34`);
    expect(await screen.findByRole('status')).toHaveTextContent(words);
    expect(server.calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=subscriptions');
  });
});
