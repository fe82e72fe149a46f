import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffOrder } from '@grofresh/contracts';
import { clearSession } from '@/lib/session';
import { stubApi } from '@/test/api-stub';
import { consoleBasics, openConsole, signInAs } from '@/test/console';
import { placedOrder } from '@/test/order-fixtures';
import { paymentState } from '@/test/payment-states';

/** An accepted cash-on-delivery order of ₹260.00, nothing paid yet. */
const cod: StaffOrder = {
  ...placedOrder,
  status: 'ACCEPTED',
  customer: { _id: 'u9', phone: '9123456789' },
  payment: null,
  distanceKm: null,
  paymentState: paymentState(260),
};

const ordersApi = (order: StaffOrder) =>
  stubApi({
    ...consoleBasics('staff'),
    'GET /api/orders/all': { body: { orders: [order], nextCursor: null } },
    'GET /api/ops/delivery-people': { body: { people: [] } },
    'PUT /api/orders/update/*': (req) => ({
      body: { message: 'Order is now DELIVERED', order: { ...order, ...(req.body as object) } },
    }),
  });

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('marking a cash-on-delivery order delivered', () => {
  it('asks for the cash received, prefilled with what is due, and sends it', async () => {
    signInAs('staff');
    const api = ordersApi(cod);
    openConsole('/ops/orders');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark delivered' }));
    const dialog = await screen.findByRole('dialog');
    const cash = within(dialog).getByLabelText('Cash received (₹)');
    expect(cash).toHaveValue('260.00');
    await userEvent.clear(cash);
    await userEvent.type(cash, '300');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
    expect(within(dialog).getByText('That is more than is due (₹260.00).')).toBeInTheDocument();
    await userEvent.clear(cash);
    await userEvent.type(cash, '250');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
    await screen.findByText(/Order is now DELIVERED/);
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      status: 'DELIVERED',
      cashReceived: 250,
    });
  });

  it('does not ask for an order paid online', async () => {
    signInAs('staff');
    const api = ordersApi({ ...cod, paymentMethod: 'QR', paymentState: paymentState(0, 260) });
    openConsole('/ops/orders');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark delivered' }));
    await vi.waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'DELIVERED' });
  });
});
