import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { OrderPayment, StaffOrder } from '@grofresh/contracts';
import { placedOrder } from '@/test/order-fixtures';
import { renderPage } from '@/test/render';
import { PackingSlip } from './packing-slip';
import { StaffOrderCard } from './staff-order-card';
import { paymentState } from '@/test/payment-states';

const payment: OrderPayment = {
  status: 'Success',
  amount: 260,
  trackingId: '312345678901',
  bankRefNo: 'BRN-77',
  paymentMode: 'Net Banking',
  paidAt: '2026-11-23T04:36:00.000Z',
  refund: null,
};
const paidOnline: StaffOrder = {
  ...placedOrder,
  paymentState: paymentState(0, 260),
  paymentMethod: 'CCAVENUE',
  customer: { _id: 'u9', phone: '9123456789' },
  payment,
  distanceKm: null,
};
const refunded: StaffOrder = {
  ...paidOnline,
  status: 'CANCELLED',
  cancelReason: 'An item is out of stock',
  payment: {
    ...payment,
    refund: {
      amount: 260,
      status: 'REFUNDED',
      reference: 'RF-ORD-1795408500000-1a2b3c4d',
      message: null,
      requestedAt: '2026-11-23T05:00:00.000Z',
    },
  },
};

const card = (order: StaffOrder) =>
  renderPage(
    <StaffOrderCard
      order={order}
      fresh={false}
      now={new Date('2026-11-23T06:00:00.000Z')}
      describeAddress={(a) => a.locality}
      onSeen={vi.fn()}
      onAccept={vi.fn()}
      onDeliver={vi.fn()}
      onCancel={vi.fn()}
      busy={false}
    />,
  );
const paymentBox = () =>
  within(screen.getByRole('article')).getByRole('region', { name: /^Online payment/ });

describe('an online payment in the console', () => {
  it("shows the card's payment: status, amount, mode, tracking id and bank reference", () => {
    card(paidOnline);
    const box = paymentBox();
    expect(box).toHaveTextContent('Paid online₹260.00');
    expect(box).toHaveTextContent('ModeNet Banking');
    expect(box).toHaveTextContent('Tracking id312345678901');
    expect(box).toHaveTextContent('Bank refBRN-77');
    expect(box).not.toHaveTextContent('Refund');
    expect(screen.getByRole('article')).toHaveTextContent('Pay Via Online');
    expect(screen.getByRole('article')).not.toHaveTextContent('in cash');
  });

  it('shows the refund with its status and the reference the gateway knows it by', () => {
    card(refunded);
    expect(paymentBox()).toHaveTextContent('Refunded ₹260.00');
    expect(paymentBox()).toHaveTextContent('Refund refRF-ORD-1795408500000-1a2b3c4d');
    expect(paymentBox()).toHaveTextContent('Tracking id312345678901');
  });

  it("names each card's payment after its order, so no two landmarks share a name", () => {
    card(paidOnline);
    expect(paymentBox()).toHaveAccessibleName(`Online payment of ${paidOnline.orderId}`);
  });

  it.each([
    ['PENDING', 'Refund requested ₹260.00'],
    ['FAILED', 'Refund failed ₹260.00 · Amount exceeds the balance'],
  ] as const)('names a %s refund', (status, text) => {
    const message = status === 'FAILED' ? 'Amount exceeds the balance' : null;
    card({
      ...refunded,
      payment: { ...payment, refund: { ...refunded.payment!.refund!, status, message } },
    });
    expect(paymentBox()).toHaveTextContent(text);
  });

  it('leaves out what the gateway did not say, and shows nothing for orders not paid online', () => {
    const { unmount } = card({
      ...paidOnline,
      payment: { ...payment, trackingId: null, bankRefNo: null, paymentMode: null },
    });
    expect(paymentBox()).not.toHaveTextContent('Tracking id');
    expect(paymentBox()).not.toHaveTextContent('Bank ref');
    unmount();
    card({ ...paidOnline, paymentMethod: 'COD', payment: null });
    expect(screen.queryByRole('region', { name: /^Online payment/ })).not.toBeInTheDocument();
  });

  it('prints the payment and the refund on the packing slip', () => {
    render(<PackingSlip order={refunded} store={undefined} describeAddress={(a) => a.locality} />);
    const slip = screen.getByRole('article', { name: `Packing slip ${refunded.orderId}` });
    expect(slip).toHaveTextContent(
      'Paid online ₹260.00 · Mode Net Banking · Tracking id 312345678901 · Bank ref BRN-77',
    );
    expect(slip).toHaveTextContent('Refund ref RF-ORD-1795408500000-1a2b3c4d');
    expect(slip).toHaveTextContent('Refunded ₹260.00');
  });
});
