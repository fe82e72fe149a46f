import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { DocumentPayment } from '@grofresh/contracts';
import { placedOrder, summaryOf } from '@/test/order-fixtures';
import { paymentState } from '@/test/payment-states';
import { renderPage } from '@/test/render';
import { OrderCard } from './order-card';

/** A cash-on-delivery order in My Orders, with what the store recorded against it. */
const listed = (state: DocumentPayment) =>
  renderPage(
    <ul>
      <OrderCard
        order={{
          ...summaryOf({ ...placedOrder, status: 'DELIVERED' }),
          estimatedTimeDelivery: null,
          cardPayment: null,
          paymentState: state,
        }}
      />
    </ul>,
  );

describe('My Orders: what the store received for an order paid in cash or UPI', () => {
  it('says Paid once the store recorded all of it', () => {
    listed(paymentState(0, placedOrder.totalAmount));
    expect(screen.getByText('Paid')).toBeInTheDocument();
  });

  it('says Part paid while some is still owed', () => {
    listed(paymentState(60, 200));
    expect(screen.getByText('Part paid')).toBeInTheDocument();
  });

  it('says nothing before anything is received (cash is paid at the door)', () => {
    listed(paymentState(placedOrder.totalAmount));
    expect(screen.queryByText('Unpaid')).not.toBeInTheDocument();
    expect(screen.queryByText('Paid')).not.toBeInTheDocument();
  });
});
