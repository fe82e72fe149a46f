import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { StaffOrder } from '@grofresh/contracts';
import { homeAddress, placedOrder } from '@/test/order-fixtures';
import { renderPage } from '@/test/render';
import { PackingSlip } from './packing-slip';
import { StaffOrderCard } from './staff-order-card';
import { paymentState } from '@/test/payment-states';

/** A cash-on-delivery home delivery of ₹260.00 to a pinned address 2.44 km from the store. */
const cod: StaffOrder = {
  ...placedOrder,
  address: { ...homeAddress, location: { lat: 12.98, lon: 77.66 } },
  customer: { _id: 'u9', phone: '9123456789' },
  payment: null,
  distanceKm: 2.44,
  paymentState: paymentState(260),
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

describe('the cash of a cash-on-delivery order, on its console card', () => {
  it('is to collect while the order is open', () => {
    card({ ...cod, status: 'ACCEPTED' });
    expect(screen.getByRole('article')).toHaveTextContent('Collect ₹260.00 in cash');
  });

  it('is collected once the order is delivered, on the card and the packing slip', () => {
    card({ ...cod, status: 'DELIVERED' });
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent('Cash collected ₹260.00');
    expect(article).not.toHaveTextContent('Collect ₹260.00 in cash');
    render(
      <PackingSlip
        order={{ ...cod, status: 'DELIVERED' }}
        store={undefined}
        describeAddress={(a) => a.locality}
      />,
    );
    expect(screen.getByRole('article', { name: /Packing slip/ })).toHaveTextContent(
      'Cash collected ₹260.00',
    );
  });

  it('is nothing once the order is cancelled', () => {
    card({ ...cod, status: 'CANCELLED', cancelReason: 'The shopper asked to cancel' });
    expect(screen.getByRole('article')).not.toHaveTextContent(/collect/i);
  });
});

describe('how far a home delivery goes, on its console card', () => {
  const destination = () => screen.getByText('Home Delivery', { exact: false });

  it('reads the distance with one decimal under 10 km', () => {
    card(cod);
    expect(destination()).toHaveTextContent('Home Delivery· 2.4 km');
  });

  it('reads whole kilometres from 10 km', () => {
    card({ ...cod, distanceKm: 848.2 });
    expect(destination()).toHaveTextContent('Home Delivery· 848 km');
  });

  it('says "no pin" when the address has none', () => {
    card({ ...cod, address: homeAddress, distanceKm: null });
    expect(destination()).toHaveTextContent('Home Delivery· no pin');
  });

  it('says nothing of a distance for a pick-up', () => {
    card({ ...cod, deliveryType: 'PICK_UP', address: null, distanceKm: null });
    expect(screen.getByText('Store Pick Up', { exact: false })).not.toHaveTextContent(/km|pin/);
  });
});
