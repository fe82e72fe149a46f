import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { DocumentPayment, Order } from '@grofresh/contracts';
import { clearSession, saveSession } from '@/lib/session';
import { fakeServer } from '@/test/fake-server';
import { placedOrder } from '@/test/order-fixtures';
import { renderPage } from '@/test/render';
import { OrderDetailsPage } from './order-details-page';

const serve = (order: Order, paymentState: DocumentPayment) =>
  fakeServer({
    [`GET /api/orders/${order.orderId}`]: { body: { order: { ...order, paymentState } } },
  });
const open = () =>
  renderPage(<OrderDetailsPage />, {
    path: `/order-details?id=${placedOrder.orderId}`,
    route: '/order-details',
  });

beforeEach(() =>
  saveSession({ token: 'tok', user: { _id: 'u1', phone: '9876543210', role: 'customer' } }),
);
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

/** The order's payment state as the store's books give it (docs/product/rules.md#books). */
describe('an order’s payment on its page', () => {
  it('says a cash-on-delivery order is paid, with the cash the rider took', async () => {
    serve(
      { ...placedOrder, status: 'DELIVERED' },
      {
        status: 'PAID',
        due: 0,
        received: 260,
        entries: [
          {
            _id: 'e1',
            at: '2026-11-25T14:00:00.000Z',
            kind: 'PAYMENT',
            method: 'CASH',
            amount: 260,
            reference: null,
          },
        ],
      },
    );
    open();
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent('PaymentPaid');
    expect(payment).toHaveTextContent('Received ₹260.00');
    expect(payment).not.toHaveTextContent('Still due');
    expect(payment).toHaveTextContent('Paid ₹260.00 by cash on 25 Nov 2026');
  });

  it('says what a part-paid order still owes, with the UPI reference', async () => {
    serve(placedOrder, {
      status: 'PART_PAID',
      due: 160,
      received: 100,
      entries: [
        {
          _id: 'e2',
          at: '2026-11-25T10:00:00.000Z',
          kind: 'PAYMENT',
          method: 'UPI',
          amount: 100,
          reference: '412345678901',
        },
      ],
    });
    open();
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent('Part paid');
    expect(payment).toHaveTextContent('Received ₹100.00 · Still due ₹160.00');
    expect(payment).toHaveTextContent('by UPI on 25 Nov 2026 · Ref 412345678901');
  });

  it('leaves it out for a cancelled order that took no money', async () => {
    serve(
      { ...placedOrder, status: 'CANCELLED', cancelReason: 'Ordered by mistake' },
      { status: 'UNPAID', due: 0, received: 0, entries: [] },
    );
    open();
    expect(await screen.findByText('Ordered by mistake')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payment' })).not.toBeInTheDocument();
  });
});
