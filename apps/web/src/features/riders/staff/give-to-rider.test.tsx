import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Person, StaffOrder } from '@grofresh/contracts';
import { stubApi } from '@/test/api-stub';
import { homeAddress, placedOrder } from '@/test/order-fixtures';
import { paymentState } from '@/test/payment-states';
import { renderPage } from '@/test/render';
import { GiveToRider } from './give-to-rider';

afterEach(() => vi.unstubAllGlobals());

const accepted: StaffOrder = {
  ...placedOrder,
  status: 'ACCEPTED',
  address: homeAddress,
  customer: { _id: 'u9', phone: '9123456789' },
  payment: null,
  distanceKm: null,
  paymentState: paymentState(260),
};
const ravi: Person = {
  _id: 'rider-1',
  phone: '9630000003',
  name: 'Ravi Kumar',
  role: 'rider',
  createdAt: '2026-11-01T00:00:00.000Z',
  signedIn: true,
};

describe('Give to rider (docs/product/rules.md#riders)', () => {
  it('lists the riders and gives the order to the one chosen', async () => {
    const { calls } = stubApi({
      'GET /api/ops/riders': { body: { riders: [ravi] } },
      'PUT /api/ops/orders/*': {
        body: {
          message: 'Given to Ravi Kumar.',
          order: { ...accepted, assignedTo: { name: 'Ravi Kumar', phone: ravi.phone } },
        },
      },
    });
    renderPage(<GiveToRider order={accepted} />);
    const select = screen.getByRole('combobox', { name: 'Give to rider' });
    await screen.findByRole('option', { name: /Ravi Kumar/ });
    await userEvent.selectOptions(select, 'rider-1');
    await userEvent.click(screen.getByRole('button', { name: /Give .* to the rider/ }));
    expect(await screen.findByText(/Given to Ravi Kumar/)).toBeVisible();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe(`/api/ops/orders/${accepted._id}/rider`);
    expect(put?.body).toEqual({ riderId: 'rider-1' });
  });

  it('shows nothing on an order not accepted, and when the rider set out, not the select', () => {
    stubApi({ 'GET /api/ops/riders': { body: { riders: [ravi] } } });
    const placed = renderPage(<GiveToRider order={{ ...accepted, status: 'PENDING' }} />);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    placed.unmount();
    renderPage(
      <GiveToRider order={{ ...accepted, outForDeliveryAt: '2026-11-23T05:30:00.000Z' }} />,
    );
    expect(screen.getByText('Out for delivery since 11:00')).toBeVisible();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
