import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Order } from '@grofresh/contracts';
import { placedOrder } from '@/test/order-fixtures';
import { renderPage } from '@/test/render';
import { ORDER_MESSAGES } from '../messages';
import { OrderDetails } from './order-details';

const show = (order: Order) =>
  renderPage(<OrderDetails order={order} describeAddress={(a) => a.locality} />);
const paidOnline: Order = { ...placedOrder, paymentMethod: 'CCAVENUE' };
const cancelled: Order = { ...paidOnline, status: 'CANCELLED', cancelReason: 'Out of stock' };

describe('an order paid online, as the shopper sees it', () => {
  it("reads 'Pay Via Online' as its payment", () => {
    show(paidOnline);
    expect(screen.getByRole('region', { name: 'Bill details' })).toHaveTextContent(
      'PaymentPay Via Online',
    );
    expect(screen.queryByText(ORDER_MESSAGES.onlineRefund)).not.toBeInTheDocument();
  });

  it('says the amount paid goes back when it is cancelled', () => {
    show(cancelled);
    expect(screen.getByText(ORDER_MESSAGES.onlineRefund)).toBeInTheDocument();
  });

  it('says nothing of a refund when nothing was paid online', () => {
    const { unmount } = show({ ...cancelled, totalAmount: 0, redeemedCoins: 260 });
    expect(screen.queryByText(ORDER_MESSAGES.onlineRefund)).not.toBeInTheDocument();
    unmount();
    show({ ...cancelled, paymentMethod: 'COD' });
    expect(screen.queryByText(ORDER_MESSAGES.onlineRefund)).not.toBeInTheDocument();
  });
});
