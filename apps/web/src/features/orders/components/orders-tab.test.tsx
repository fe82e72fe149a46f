import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, saveSession } from '@/lib/session';
import { fakeServer } from '@/test/fake-server';
import { placedOrder, summaryOf } from '@/test/order-fixtures';
import { renderPage } from '@/test/render';
import { ORDER_MESSAGES } from '../messages';
import { OrdersTab } from './orders-tab';

const signIn = () =>
  saveSession({ token: 'tok', user: { _id: 'u1', phone: '9876543210', role: 'customer' } });
const pickUp = summaryOf({
  ...placedOrder,
  _id: 'order-2',
  orderId: 'ORD-1795412100000-9f8e7d6c',
  status: 'DELIVERED',
  deliveryType: 'PICK_UP',
  totalAmount: 1234.5,
  createdAt: '2026-11-23T05:35:00.000Z',
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('My Orders tab', () => {
  it('says so when the shopper has no orders yet', async () => {
    signIn();
    fakeServer({ 'GET /api/orders/all-user': { body: { orders: [], nextCursor: null } } });
    renderPage(<OrdersTab />);
    expect(await screen.findByText(ORDER_MESSAGES.noOrders)).toBeInTheDocument();
  });

  it('lists cards newest first that open the order details with the order', async () => {
    signIn();
    fakeServer({
      'GET /api/orders/all-user': {
        body: { orders: [pickUp, summaryOf(placedOrder)], nextCursor: null },
      },
    });
    const { router } = renderPage(<OrdersTab />, { path: '/my-account', route: '/my-account' });
    const cards = within(await screen.findByRole('list', { name: 'My orders' })).getAllByRole(
      'link',
    );
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent(pickUp.orderId);
    expect(cards[0]).toHaveTextContent('23 Nov 2026, 11:05');
    expect(cards[0]).toHaveTextContent('Store Pick Up');
    expect(cards[0]).toHaveTextContent('₹1,234.50');
    expect(cards[0]).toHaveTextContent('Delivered');
    expect(cards[1]).toHaveTextContent('Home Delivery');
    expect(cards[1]).toHaveTextContent('Pending');

    await userEvent.click(cards[1]!);
    expect(router.state.location.pathname).toBe('/order-details');
    expect(router.state.location.search).toBe(`?id=${placedOrder.orderId}`);
    expect(router.state.location.state).toEqual({ order: summaryOf(placedOrder) });
  });

  it('asks for nothing while no shopper is signed in', () => {
    const server = fakeServer({});
    renderPage(<OrdersTab />);
    expect(server.calls).toHaveLength(0);
  });
});
