import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { PAYMENT_MESSAGES } from '@grofresh/contracts';
import { APP_RETURN_FALLBACK_MS } from '@/features/checkout/use-app-return';
import { leavePageFor } from '@/lib/leave-page';
import { fakeServer } from '@/test/fake-server';
import { renderPage } from '@/test/render';
import { PaymentRedirectPage } from './payment-redirect-page';

vi.mock('@/lib/leave-page', () => ({ leavePageFor: vi.fn() }));

const orderId = 'ORD-1795408500000-1a2b3c4d';
const options = (appDeepLink: string) => ({
  'GET /api/payments/options': { body: { online: true, mode: 'simulator', appDeepLink } },
});
const open = (search: string) =>
  renderPage(<PaymentRedirectPage />, {
    path: `/payment-redirect${search}`,
    route: '/payment-redirect',
  });

beforeEach(() => vi.mocked(leavePageFor).mockClear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/payment-redirect', () => {
  it('sends the browser to the app with the status and order id, once', async () => {
    fakeServer(options('grofresh://payment-status'));
    open(`?status=success&orderId=${orderId}&extra=1`);
    const expected = `grofresh://payment-status?status=success&orderId=${orderId}`;
    await waitFor(() => expect(leavePageFor).toHaveBeenCalledWith(expected));
    expect(leavePageFor).toHaveBeenCalledOnce();
    expect(screen.getByRole('status')).toHaveTextContent(PAYMENT_MESSAGES.processing);
    expect(screen.getByRole('status')).toHaveTextContent(PAYMENT_MESSAGES.redirectHint);
    expect(
      screen.getByRole('heading', { level: 1, name: PAYMENT_MESSAGES.processing }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the app' })).toHaveAttribute('href', expected);
    expect(screen.getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute(
      'href',
      '/my-account?tab=orders',
    );
  });

  it('says failed without a status and drops a malformed order id', async () => {
    fakeServer(options('grofresh://payment-status'));
    open('?orderId=not-an-order');
    await waitFor(() =>
      expect(leavePageFor).toHaveBeenCalledWith('grofresh://payment-status?status=failed'),
    );
  });

  it('goes to My Orders by itself when the page is still open after 5 s', async () => {
    vi.useFakeTimers();
    fakeServer({});
    const { router } = open('?status=success');
    expect(screen.getByText(PAYMENT_MESSAGES.processing)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the app' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(APP_RETURN_FALLBACK_MS - 100));
    expect(router.state.location.pathname).toBe('/payment-redirect');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(router.state.location.pathname).toBe('/my-account');
    expect(router.state.location.search).toBe('?tab=orders');
    expect(leavePageFor).not.toHaveBeenCalled();
  });
});
