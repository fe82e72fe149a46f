import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TableOrder } from '@grofresh/contracts';
import { tableOrder } from '@/features/table-orders/table-order-fixtures';
import { clearSession, saveSession } from '@/lib/session';
import { fakeServer } from '@/test/fake-server';
import { PaymentPage } from './payment-page';

function renderAt(at: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/payment', element: <PaymentPage /> },
      { path: '/', element: <p>Home page</p> },
    ],
    { initialEntries: [at] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** T-017 at table 4, paid by UPI and confirmed by staff on 24 Nov at 19:35 store time. */
const paid: TableOrder = {
  ...tableOrder,
  status: 'COMPLETED',
  paidBy: 'UPI',
  completedAt: '2026-11-24T14:05:00.000Z',
  qrImageUrl: null,
  upiLink: null,
};
const serving = (order: TableOrder) => ({
  [`GET /api/table-orders/${order._id}`]: { body: { order } },
});

beforeEach(() =>
  saveSession({ token: 'tok', user: { _id: 'u1', phone: '9876543210', role: 'customer' } }),
);
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  localStorage.clear();
});

describe('a table order’s receipt (/payment?order=…)', () => {
  it('shows what was ordered, the total, how and when it was paid, and the token and table', async () => {
    fakeServer(serving(paid));
    renderAt('/payment?order=tord-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Receipt' })).toBeInTheDocument();
    const receipt = await screen.findByRole('article', { name: 'Receipt for T-017' });
    expect(receipt).toHaveTextContent('T-017 · Table 4');
    expect(receipt).toHaveTextContent('Paid by UPI');
    expect(receipt).toHaveTextContent('Paid on24 Nov 2026, 19:35');
    expect(receipt).toHaveTextContent('Ordered on23 Nov 2026, 10:05');
    expect(receipt).toHaveTextContent('2×Masala Dosa₹160.00');
    expect(receipt).toHaveTextContent('1×Filter Coffee · Large₹45.00');
    expect(receipt).toHaveTextContent('1×Toned Milk · 1 L₹56.00');
    expect(receipt).toHaveTextContent('Total Amount₹261.00');
    expect(receipt).toHaveTextContent('You earned 2 Grocoins on this order.');
    expect(within(receipt).getByRole('link', { name: 'My orders' })).toHaveAttribute(
      'href',
      '/my-account?tab=orders',
    );
    // A paid order is not offered for paying again.
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay in UPI app' })).not.toBeInTheDocument();
  });

  it('says cash at the counter when staff took the money there', async () => {
    fakeServer(serving({ ...paid, paidBy: 'CASH' }));
    renderAt('/payment?order=tord-1');
    const receipt = await screen.findByRole('article', { name: 'Receipt for T-017' });
    expect(receipt).toHaveTextContent('Paid in cash at the counter');
  });

  it('says a cancelled order was not charged, with no payment line', async () => {
    fakeServer(serving({ ...paid, status: 'CANCELLED', paidBy: null, completedAt: null }));
    renderAt('/payment?order=tord-1');
    const receipt = await screen.findByRole('article', { name: 'Receipt for T-017' });
    expect(receipt).toHaveTextContent('This order was cancelled. Nothing was charged for it.');
    expect(receipt).not.toHaveTextContent('Paid on');
    expect(receipt).not.toHaveTextContent('earned');
  });

  it('sends an order still open to the payment screen', async () => {
    fakeServer({
      ...serving(tableOrder),
      'GET /api/table-orders/current': { body: { order: tableOrder } },
    });
    const router = renderAt('/payment?order=tord-1');
    expect(await screen.findByRole('img', { name: 'UPI QR code to pay ₹261.00' })).toBeVisible();
    expect(router.state.location.search).toBe('');
  });

  it('says so when the receipt is not the shopper’s or does not exist', async () => {
    fakeServer({});
    renderAt('/payment?order=tord-9');
    expect(await screen.findByText('We can’t find this receipt.')).toBeInTheDocument();
  });
});

describe('paying a table order on the phone that shows its QR', () => {
  it('offers "Pay in UPI app" with the order’s upi:// link beside the QR', async () => {
    fakeServer({ 'GET /api/table-orders/current': { body: { order: tableOrder } } });
    renderAt('/payment');
    const open = await screen.findByRole('link', { name: 'Pay in UPI app' });
    expect(open).toHaveAttribute('href', tableOrder.upiLink);
    // Phones only: from `md` the QR is on another screen than the phone that scans it.
    expect(open).toHaveClass('md:hidden');
  });

  it('offers no app button when the store has no UPI id', async () => {
    fakeServer({
      'GET /api/table-orders/current': {
        body: { order: { ...tableOrder, qrImageUrl: null, upiLink: null } },
      },
    });
    renderAt('/payment');
    expect(await screen.findByText('QR Code not available')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay in UPI app' })).not.toBeInTheDocument();
  });
});
