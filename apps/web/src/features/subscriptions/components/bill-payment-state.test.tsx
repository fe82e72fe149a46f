import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DocumentPayment } from '@grofresh/contracts';
import { clearSession } from '@/lib/session';
import { fakeServer } from '@/test/fake-server';
import { ELEVEN_AM, renderTab, storeTime, subscription } from './subscriptions-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const paidByUpi: DocumentPayment = {
  status: 'PAID',
  due: 0,
  received: 1984,
  entries: [
    {
      _id: 'e1',
      at: '2026-11-23T06:00:00.000Z',
      kind: 'PAYMENT',
      method: 'UPI',
      amount: 1984,
      reference: '412345678901',
    },
  ],
};

/** The milk bill's payment state as the store's books give it (docs/product/rules.md#books). */
describe('a milk bill’s payment', () => {
  it('shows a pending bill Paid once the store recorded the UPI payment, with its reference', async () => {
    fakeServer({
      'GET /api/store/time': storeTime(ELEVEN_AM),
      'GET /api/subscription/user': {
        body: [{ ...subscription({ status: 'PENDING' }), paymentState: paidByUpi }],
      },
    });
    renderTab();
    const bill = await screen.findByRole('region', { name: 'Your bill' });
    expect(within(bill).getByText('Paid')).toBeInTheDocument();
    expect(bill).toHaveTextContent('Paid ₹1,984.00 by UPI on 23 Nov 2026 · Ref 412345678901');
    expect(screen.queryByRole('region', { name: 'Bill 1' })).not.toBeInTheDocument();
  });

  it('shows an approved subscription’s bill with what was received', async () => {
    fakeServer({
      'GET /api/store/time': storeTime(ELEVEN_AM),
      'GET /api/subscription/user': { body: [{ ...subscription(), paymentState: paidByUpi }] },
      'GET /api/subscription/sub-1/days': { body: { days: [] } },
    });
    renderTab();
    const payment = await screen.findByRole('region', { name: 'Bill 1' });
    expect(within(payment).getByText('Paid')).toBeInTheDocument();
    expect(payment).toHaveTextContent('Received ₹1,984.00');
    expect(payment).not.toHaveTextContent('Still due');
    expect(payment).toHaveTextContent('by UPI on 23 Nov 2026 · Ref 412345678901');
  });

  it('shows an unpaid pending bill Unpaid', async () => {
    fakeServer({
      'GET /api/store/time': storeTime(ELEVEN_AM),
      'GET /api/subscription/user': {
        body: [
          {
            ...subscription({ status: 'PENDING', paidAt: null }),
            paymentState: { status: 'UNPAID', due: 1984, received: 0, entries: [] },
          },
        ],
      },
    });
    renderTab();
    const bill = await screen.findByRole('region', { name: 'Your bill' });
    expect(within(bill).getByText('Unpaid')).toBeInTheDocument();
    expect(bill).toHaveTextContent('Payment not confirmed by the store yet.');
  });
});
