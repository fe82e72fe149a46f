import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { CardPayment, Order } from '@grofresh/contracts';
import { placedOrder, summaryOf } from '@/test/order-fixtures';
import { renderPage } from '@/test/render';
import { CARD_PAYMENT_MESSAGES, ORDER_MESSAGES } from '../messages';
import { OrderCard } from './order-card';
import { OrderDetails } from './order-details';
import { paymentState } from '@/test/payment-states';

const paid: CardPayment = {
  amount: 260,
  paidAt: '2026-11-23T04:36:00.000Z',
  trackingId: '312345678901',
  refund: null,
};
const paidOnline: Order = { ...placedOrder, paymentMethod: 'CCAVENUE', cardPayment: paid };
const refunded: Order = {
  ...paidOnline,
  status: 'CANCELLED',
  cancelReason: 'Out of stock',
  cardPayment: {
    ...paid,
    refund: {
      amount: 260,
      status: 'REFUNDED',
      reference: 'RF-ORD-1795408500000-1a2b3c4d',
      requestedAt: '2026-11-23T05:00:00.000Z',
    },
  },
};

const details = (order: Order) =>
  renderPage(<OrderDetails order={order} describeAddress={(a) => a.locality} />);
const status = () => screen.getByRole('region', { name: placedOrder.orderId });
const listed = (order: Order) =>
  renderPage(
    <ul>
      <OrderCard
        order={{
          ...summaryOf(order),
          estimatedTimeDelivery: null,
          cardPayment: order.cardPayment,
          // Paid by card, its payment is in the books; cash on delivery owes it all.
          paymentState: order.cardPayment
            ? paymentState(0, order.totalAmount)
            : paymentState(order.totalAmount),
        }}
      />
    </ul>,
  );

describe('an order paid by card, as its shopper sees it', () => {
  it('says "Paid" in My Orders and in the order’s status', () => {
    const { unmount } = listed(paidOnline);
    expect(within(screen.getByRole('listitem')).getByText('Paid')).toBeVisible();
    unmount();
    details(paidOnline);
    expect(status()).toHaveTextContent('Paid ₹260.00 online');
    expect(status()).toHaveTextContent('Payment tracking id: 312345678901');
  });

  it('shows its refund and the reference the gateway knows it by', () => {
    const { unmount } = listed(refunded);
    expect(within(screen.getByRole('listitem')).getByText('Refunded')).toBeVisible();
    unmount();
    details(refunded);
    expect(status()).toHaveTextContent(CARD_PAYMENT_MESSAGES.refund.REFUNDED(260));
    expect(status()).toHaveTextContent('Refund reference: RF-ORD-1795408500000-1a2b3c4d');
    expect(status()).not.toHaveTextContent('Paid ₹260.00 online');
    expect(screen.queryByText(ORDER_MESSAGES.onlineRefund)).not.toBeInTheDocument();
  });

  it('says nothing of a card payment for cash on delivery', () => {
    listed(placedOrder);
    expect(within(screen.getByRole('listitem')).queryByText('Paid')).not.toBeInTheDocument();
  });
});

describe('the Grocoins of an order, as its shopper sees them', () => {
  it('will be earned while the order is on its way', () => {
    details({ ...placedOrder, status: 'ACCEPTED' });
    expect(status()).toHaveTextContent(ORDER_MESSAGES.reward(2));
  });

  it('were earned once it is delivered', () => {
    details({ ...placedOrder, status: 'DELIVERED' });
    expect(status()).toHaveTextContent('You earned 2 Grocoins on this order.');
    expect(status()).not.toHaveTextContent('You will earn');
  });
});
