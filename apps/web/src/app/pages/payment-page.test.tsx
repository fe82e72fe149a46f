import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { withShopperStream } from '@/test/shopper-stream';
import { tableOrderMessages as T, type TableOrder } from '@grofresh/contracts';
import { useLoginModal } from '@/features/auth/login-modal-store';
import { CURRENT_ORDER_KEY } from '@/features/table-orders/current-order-storage';
import { TABLE_ORDER_TEXT } from '@/features/table-orders/messages';
import { tableOrder } from '@/features/table-orders/table-order-fixtures';
import { clearSession, saveSession } from '@/lib/session';
import { fakeServer } from '@/test/fake-server';
import { PaymentPage } from './payment-page';

function renderPayment(at = '/payment') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/payment', element: <PaymentPage /> },
      { path: '/', element: <p>Home page</p> },
      { path: '/my-account', element: <p>My account</p> },
    ],
    { initialEntries: [at] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

const current = (order: TableOrder) => ({
  'GET /api/table-orders/current': { body: { order } },
});
const stored = () => localStorage.getItem(CURRENT_ORDER_KEY);
/** T-017 once staff checked the shopper's UPI payment (24 Nov, 19:35 in the store). */
const paidByUpi: TableOrder = {
  ...tableOrder,
  status: 'COMPLETED',
  paidBy: 'UPI',
  completedAt: '2026-11-24T14:05:00.000Z',
  qrImageUrl: null,
  upiLink: null,
};

beforeEach(() =>
  saveSession({ token: 'tok', user: { _id: 'u1', phone: '9876543210', role: 'customer' } }),
);
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  localStorage.clear();
});

describe('payment screen', () => {
  it('asks a visitor to log in and reads nothing', async () => {
    clearSession();
    const server = fakeServer(current(tableOrder));
    renderPayment();
    expect(screen.getByRole('heading', { name: 'Pay here' })).toBeInTheDocument();
    expect(screen.queryByText(T.loading)).not.toBeInTheDocument();
    expect(server.calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(useLoginModal.getState().open).toBe(true);
    useLoginModal.setState({ open: false });
  });

  it('shows Loading... first, then the token, the status, the QR, and remembers the order', async () => {
    fakeServer(current(tableOrder));
    renderPayment();
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading\.\.\.$/);
    expect(await screen.findByText('T-017')).toBeInTheDocument();
    expect(screen.queryByText(T.loading)).not.toBeInTheDocument();
    const mine = screen.getByRole('region', { name: 'Your order' });
    expect(mine).toHaveTextContent('Table 4');
    expect(mine).toHaveTextContent('StatusPending');
    expect(screen.getByRole('img', { name: 'UPI QR code to pay ₹261.00' })).toHaveAttribute(
      'src',
      tableOrder.qrImageUrl,
    );
    expect(screen.queryByText(T.qrMissing)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.confirmButton })).not.toBeInTheDocument();
    expect(JSON.parse(stored()!)).toEqual({ _id: 'tord-1', token: 'T-017' });
  });

  it('says the QR code is not available when the order has none', async () => {
    fakeServer(current({ ...tableOrder, status: 'PREPARING', qrImageUrl: null }));
    renderPayment();
    expect(await screen.findByText(T.qrMissing)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your order' })).toHaveTextContent('Preparing');
  });

  it('lists the dine-in lines first, the pick-up lines on their tab, and the three totals', async () => {
    const user = userEvent.setup();
    fakeServer(current(tableOrder));
    renderPayment();
    const dineInTab = await screen.findByRole('tab', { name: 'Dine In' });
    const pickUpTab = screen.getByRole('tab', { name: 'Pick Up' });
    expect(screen.getByRole('tablist', { name: 'Items' })).toBeInTheDocument();
    expect(dineInTab).toHaveAttribute('aria-selected', 'true');
    let panel = screen.getByRole('tabpanel', { name: 'Dine In' });
    const [dosa, coffee] = within(panel).getAllByRole('listitem');
    expect(dosa).toHaveTextContent('Masala Dosa₹80.00 × 2Line total ₹160.00');
    expect(within(dosa!).getByRole('img', { name: 'Masala Dosa' })).toHaveAttribute(
      'src',
      '/media/dosa.png',
    );
    expect(coffee).toHaveTextContent('Filter Coffee · Large₹45.00 × 1Line total ₹45.00');
    expect(panel).not.toHaveTextContent('Toned Milk');

    // Arrow keys move between the tabs (and choose them).
    dineInTab.focus();
    await user.keyboard('{ArrowRight}');
    expect(pickUpTab).toHaveFocus();
    expect(pickUpTab).toHaveAttribute('aria-selected', 'true');
    panel = screen.getByRole('tabpanel', { name: 'Pick Up' });
    expect(within(panel).getByRole('listitem')).toHaveTextContent(
      'Toned Milk · 1 L₹56.00 × 1Line total ₹56.00',
    );

    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(summary).toHaveTextContent('Dine In Total₹205.00');
    expect(summary).toHaveTextContent('Pick Up Total₹56.00');
    expect(summary).toHaveTextContent('Total Amount₹261.00');
  });

  it('says when a tab has no lines', async () => {
    fakeServer(
      current({
        ...tableOrder,
        cartItems: [],
        pickUpCartItems: [],
        dineInTotal: 0,
        pickUpTotal: 0,
      }),
    );
    renderPayment();
    expect(await screen.findByText(T.dineInEmpty)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Pick Up' }));
    expect(screen.getByText(T.pickUpEmpty)).toBeInTheDocument();
    expect(screen.queryByText(T.dineInEmpty)).not.toBeInTheDocument();
  });

  it('once served, confirming the payment posts it and shows that it is under review', async () => {
    const server = fakeServer({
      ...current({ ...tableOrder, status: 'SERVED' }),
      'POST /api/table-orders/tord-1/confirm-payment': {
        body: {
          message: T.paymentClaimed,
          order: { ...tableOrder, status: 'PAYMENT_CONFIRMATION' },
        },
      },
    });
    renderPayment();
    await userEvent.click(await screen.findByRole('button', { name: T.confirmButton }));
    expect(await screen.findByRole('heading', { name: T.underReviewTitle })).toBeInTheDocument();
    expect(screen.getByText(T.underReview)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.confirmButton })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your order' })).toHaveTextContent(
      'Payment under review',
    );
    expect(server.posted('/api/table-orders/tord-1/confirm-payment')).toHaveLength(1);
    expect(await screen.findByText(T.paymentClaimed)).toBeInTheDocument();
  });

  it('shows the server’s message when confirming fails, and keeps the button', async () => {
    fakeServer({
      ...current({ ...tableOrder, status: 'SERVED' }),
      'POST /api/table-orders/tord-1/confirm-payment': {
        status: 409,
        body: { message: 'An order that is served can’t be moved yet.', code: 'CONFLICT' },
      },
    });
    renderPayment();
    await userEvent.click(await screen.findByRole('button', { name: T.confirmButton }));
    expect(
      await screen.findByText('An order that is served can’t be moved yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(T.underReview)).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: T.confirmButton })).toBeEnabled();
  });

  it('shows a payment under review without the button', async () => {
    fakeServer(current({ ...tableOrder, status: 'PAYMENT_CONFIRMATION' }));
    renderPayment();
    expect(await screen.findByText(T.underReview)).toBeInTheDocument();
    expect(screen.getByText(T.underReviewTitle)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.confirmButton })).not.toBeInTheDocument();
  });

  it('with no current order, forgets the stored one and goes home', async () => {
    localStorage.setItem(CURRENT_ORDER_KEY, JSON.stringify({ _id: 'tord-old', token: 'T-003' }));
    const server = fakeServer({});
    const router = renderPayment();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(stored()).toBeNull();
    // The order this device followed was looked up to say what became of it.
    expect(server.calls.map((c) => c.path)).toContain('/api/table-orders/tord-old');
    expect(await screen.findByText('You have no open table order.')).toBeInTheDocument();
  });

  it('when the followed order was completed, thanks the shopper and shows its receipt', async () => {
    localStorage.setItem(CURRENT_ORDER_KEY, JSON.stringify({ _id: 'tord-1', token: 'T-017' }));
    fakeServer({ 'GET /api/table-orders/tord-1': { body: { order: paidByUpi } } });
    const router = renderPayment();
    expect(await screen.findByRole('heading', { name: 'Receipt for T-017' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?order=tord-1');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText(TABLE_ORDER_TEXT.completed)).toBeInTheDocument();
    expect(stored()).toBeNull();
  });

  it('a later visit shows a new order, not the completed one seen before', async () => {
    localStorage.setItem(CURRENT_ORDER_KEY, JSON.stringify({ _id: 'tord-1', token: 'T-017' }));
    let open: TableOrder | null = null;
    fakeServer({
      'GET /api/table-orders/current': () =>
        open ? { body: { order: open } } : { status: 404, body: { message: T.noCurrent } },
      'GET /api/table-orders/tord-1': { body: { order: { ...tableOrder, status: 'COMPLETED' } } },
    });
    const router = renderPayment();
    expect(await screen.findByRole('heading', { name: 'Receipt for T-017' })).toBeInTheDocument();
    open = { ...tableOrder, _id: 'tord-2', token: 'T-018' };
    await router.navigate('/payment');
    expect(await screen.findByText('T-018')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payment');
    expect(JSON.parse(stored()!)).toEqual({ _id: 'tord-2', token: 'T-018' });
  });

  it('a completed current order also clears and shows its receipt', async () => {
    localStorage.setItem(CURRENT_ORDER_KEY, JSON.stringify({ _id: 'tord-1', token: 'T-017' }));
    fakeServer({
      ...current(paidByUpi),
      'GET /api/table-orders/tord-1': { body: { order: paidByUpi } },
    });
    renderPayment();
    expect(await screen.findByRole('heading', { name: 'Receipt for T-017' })).toBeInTheDocument();
    expect(stored()).toBeNull();
  });

  it('when the followed order was cancelled, says so and goes home', async () => {
    localStorage.setItem(CURRENT_ORDER_KEY, JSON.stringify({ _id: 'tord-1', token: 'T-017' }));
    fakeServer({
      'GET /api/table-orders/tord-1': { body: { order: { ...tableOrder, status: 'CANCELLED' } } },
    });
    renderPayment();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(await screen.findByText(TABLE_ORDER_TEXT.cancelled)).toBeInTheDocument();
    expect(stored()).toBeNull();
  });

  it.each([['not json{'], ['{"token":"T-017"}'], ['[1,2]'], ['"tord-1"']])(
    'removes an unreadable stored order (%s) and goes home when the server has none',
    async (value) => {
      localStorage.setItem(CURRENT_ORDER_KEY, value);
      const server = fakeServer({});
      renderPayment();
      expect(await screen.findByText('Home page')).toBeInTheDocument();
      expect(stored()).toBeNull();
      expect(server.calls.map((c) => c.path)).toEqual(['/api/table-orders/current']);
    },
  );

  it('replaces an unreadable stored order with the server’s current one', async () => {
    localStorage.setItem(CURRENT_ORDER_KEY, 'not json{');
    fakeServer(current(tableOrder));
    renderPayment();
    expect(await screen.findByText('T-017')).toBeInTheDocument();
    expect(JSON.parse(stored()!)).toEqual({ _id: 'tord-1', token: 'T-017' });
  });

  it('offers a way back when the order cannot be read, still dropping an unreadable stored one', async () => {
    localStorage.setItem(CURRENT_ORDER_KEY, '{"_id":42}');
    fakeServer({
      'GET /api/table-orders/current': {
        status: 500,
        body: { message: 'boom', code: 'INTERNAL' },
      },
    });
    renderPayment();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(stored()).toBeNull();
  });
});

describe('payment screen following the store', () => {
  const withStream = withShopperStream;
  const settle = () => new Promise((r) => setTimeout(r, 50));

  it('shows the button when the order is served and its receipt when it is completed', async () => {
    let order: TableOrder | null = { ...tableOrder, status: 'PREPARING' };
    const stream = withStream({
      'GET /api/table-orders/current': () =>
        order && order.status !== 'COMPLETED'
          ? { body: { order } }
          : { status: 404, body: { message: T.noCurrent, code: 'NOT_FOUND' } },
      'GET /api/table-orders/tord-1': () => ({ body: { order } }),
    });
    const router = renderPayment();
    const mine = await screen.findByRole('region', { name: 'Your order' });
    expect(mine).toHaveTextContent('Preparing');
    await stream.connected();
    await settle();

    order = { ...tableOrder, status: 'SERVED' };
    stream.send('table-order.updated', 'someone-else');
    await settle();
    expect(screen.queryByRole('button', { name: T.confirmButton })).not.toBeInTheDocument();
    stream.send('table-order.updated', 'tord-1');
    expect(await screen.findByRole('button', { name: T.confirmButton })).toBeInTheDocument();
    expect(mine).toHaveTextContent('Served');

    order = paidByUpi;
    stream.send('table-order.updated', 'tord-1');
    expect(await screen.findByRole('heading', { name: 'Receipt for T-017' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payment');
    expect(router.state.location.search).toBe('?order=tord-1');
    expect(await screen.findByText(TABLE_ORDER_TEXT.completed)).toBeInTheDocument();
    expect(stored()).toBeNull();
  });

  it('reads the order again when the stream (re)connects', async () => {
    const stream = withStream(current(tableOrder));
    renderPayment();
    await screen.findByText('T-017');
    await stream.connected();
    await vi.waitFor(() =>
      expect(
        stream.server.calls.filter((c) => c.path === '/api/table-orders/current').length,
      ).toBeGreaterThanOrEqual(2),
    );
  });
});
