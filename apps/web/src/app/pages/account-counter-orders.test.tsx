import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TableOrder } from '@grofresh/contracts';
import { tableOrder } from '@/features/table-orders/table-order-fixtures';
import { clearSession, saveSession } from '@/lib/session';
import { fakeServer } from '@/test/fake-server';
import { placedOrder, summaryOf } from '@/test/order-fixtures';
import { renderPage } from '@/test/render';
import { AccountOrders } from './account-orders';

/** Paid at table 4 on 24 Nov (19:00 store time), between two shop orders. */
const paidAtTable: TableOrder = {
  ...tableOrder,
  status: 'COMPLETED',
  paidBy: 'UPI',
  createdAt: '2026-11-24T13:30:00.000Z',
  completedAt: '2026-11-24T14:00:00.000Z',
  qrImageUrl: null,
  upiLink: null,
};
const older = summaryOf({ ...placedOrder, createdAt: '2026-11-23T05:35:00.000Z' });
const newer = summaryOf({
  ...placedOrder,
  _id: 'order-3',
  orderId: 'ORD-1795500000000-3c3c3c3c',
  createdAt: '2026-11-25T05:00:00.000Z',
});

beforeEach(() =>
  saveSession({ token: 'tok', user: { _id: 'u1', phone: '9876543210', role: 'customer' } }),
);
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('My Orders with orders from the counter', () => {
  it('lists the shopper’s table orders among the others by date, as counter orders that open their receipt', async () => {
    fakeServer({
      'GET /api/orders/all-user': { body: { orders: [newer, older], nextCursor: null } },
      'GET /api/table-orders/mine': { body: { orders: [paidAtTable], nextCursor: null } },
    });
    const { router } = renderPage(<AccountOrders />, { path: '/my-account', route: '/my-account' });
    const list = await screen.findByRole('list', { name: 'My orders' });
    const cards = within(list).getAllByRole('link');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent(newer.orderId);
    expect(cards[2]).toHaveTextContent(older.orderId);
    const counter = cards[1]!;
    expect(counter).toHaveTextContent('Token T-017 · Table 4');
    expect(counter).toHaveTextContent('24 Nov 2026, 19:00');
    expect(counter).toHaveTextContent('At the counter · 4 items');
    expect(counter).toHaveTextContent('₹261.00');
    expect(counter).toHaveTextContent('Completed');
    expect(counter).not.toHaveTextContent('Home Delivery');

    await userEvent.click(counter);
    expect(router.state.location.pathname).toBe('/payment');
    expect(router.state.location.search).toBe('?order=tord-1');
  });

  it('sends an order still open to the payment screen', async () => {
    fakeServer({
      'GET /api/orders/all-user': { body: { orders: [], nextCursor: null } },
      'GET /api/table-orders/mine': { body: { orders: [tableOrder], nextCursor: null } },
    });
    renderPage(<AccountOrders />, { path: '/my-account', route: '/my-account' });
    const list = await screen.findByRole('list', { name: 'My orders' });
    expect(within(list).getByRole('link')).toHaveAttribute('href', '/payment');
  });

  it('still lists the shop’s orders when the counter’s cannot be read', async () => {
    fakeServer({ 'GET /api/orders/all-user': { body: { orders: [older], nextCursor: null } } });
    renderPage(<AccountOrders />, { path: '/my-account', route: '/my-account' });
    const list = await screen.findByRole('list', { name: 'My orders' });
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    expect(
      await screen.findByText('Your orders from the counter could not be loaded.'),
    ).toBeInTheDocument();
  });
});
