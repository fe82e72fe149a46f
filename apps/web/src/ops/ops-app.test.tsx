import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CANCEL_REASON_REQUIRED, type Role, type StaffOrder } from '@grofresh/contracts';
import { clearSession } from '@/lib/session';
import { failure, stubApi } from '@/test/api-stub';
import { placedOrder } from '@/test/order-fixtures';
import { consoleBasics, openConsole, signInAs } from '@/test/console';
import { OPS_MESSAGES } from './ops-guard';
import { paymentState } from '@/test/payment-states';

const staffOrder: StaffOrder = {
  ...placedOrder,
  customer: { _id: 'u9', phone: '9123456789' },
  payment: null,
  distanceKm: null,
  paymentState: paymentState(260),
};
const pickUp: StaffOrder = {
  ...staffOrder,
  _id: 'order-2',
  orderId: 'ORD-1795408600000-5e6f7a8b',
  deliveryType: 'PICK_UP',
  paymentMethod: 'QR',
  address: null,
  estimatedTimePickUp: '2026-11-23T12:30:00.000Z',
};

const consoleApi = (role: Role, orders: StaffOrder[] = [staffOrder, pickUp]) =>
  stubApi({
    ...consoleBasics(role),
    'GET /api/orders/all': { body: { orders, nextCursor: null } },
    'GET /api/ops/delivery-people': {
      body: { people: [{ name: 'Ravi Kumar', phone: '9876543210' }] },
    },
    'PUT /api/orders/update/*': (req) => ({
      body: { message: 'Order is now ACCEPTED', order: { ...staffOrder, ...(req.body as object) } },
    }),
  });

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('who gets into the console', () => {
  it('asks a visitor to sign in', async () => {
    stubApi({});
    openConsole();
    expect(await screen.findByText(OPS_MESSAGES.signIn)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('tells a shopper it is not for them, as the server says', async () => {
    signInAs('customer');
    stubApi({ 'GET /api/ops/me': failure(403, 'This is for store staff only.') });
    openConsole();
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.getByText(OPS_MESSAGES.notAllowed)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Console' })).not.toBeInTheDocument();
  });

  it('shows staff their sections and admins every section', async () => {
    signInAs('staff');
    consoleApi('staff');
    openConsole();
    const nav = (await screen.findAllByRole('navigation', { name: 'Console' }))[0]!;
    expect(within(nav).getByRole('link', { name: 'Orders' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'People' })).not.toBeInTheDocument();
    clearSession();
    vi.unstubAllGlobals();
    signInAs('admin');
    consoleApi('admin');
    openConsole('/ops/people');
    const adminNav = (await screen.findAllByRole('navigation', { name: 'Console' }))[0]!;
    for (const name of ['Orders', 'Dashboard', 'Catalog', 'Store', 'People', 'Activity']) {
      expect(within(adminNav).getByRole('link', { name })).toBeInTheDocument();
    }
  });

  it('keeps staff out of admin sections', async () => {
    signInAs('staff');
    consoleApi('staff');
    openConsole('/ops/store');
    expect(
      await screen.findByText('Only an admin of the store can open this section.'),
    ).toBeInTheDocument();
  });
});

describe('working the order queue', () => {
  it('accepts a delivery order with a remembered delivery person in one click', async () => {
    signInAs('staff');
    const api = consoleApi('staff');
    openConsole();
    const card = await screen.findByRole('article', { name: staffOrder.orderId });
    expect(card).toHaveTextContent('Collect ₹260.00 in cash');
    expect(card).toHaveTextContent('2 × Green Apple');
    await userEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    await userEvent.click(await screen.findByRole('button', { name: /Ravi Kumar/ }));
    await vi.waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = api.calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe(`/api/orders/update/${staffOrder._id}`);
    expect(put.body).toEqual({
      status: 'ACCEPTED',
      assignedTo: { name: 'Ravi Kumar', phone: '9876543210' },
    });
  });

  it('accepts a pick-up order without asking for a delivery person', async () => {
    signInAs('staff');
    const api = consoleApi('staff');
    openConsole();
    const card = await screen.findByRole('article', { name: pickUp.orderId });
    expect(card).not.toHaveTextContent('Collect');
    await userEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    await vi.waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'ACCEPTED' }),
    );
  });

  it('will not cancel without a reason, then sends the one chosen', async () => {
    signInAs('staff');
    const api = consoleApi('staff');
    openConsole();
    const card = await screen.findByRole('article', { name: staffOrder.orderId });
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(within(dialog).getByText(CANCEL_REASON_REQUIRED)).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'An item is out of stock' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await vi.waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
        status: 'CANCELLED',
        cancelReason: 'An item is out of stock',
      }),
    );
  });

  it('keeps its filters in the address and asks the server for them', async () => {
    signInAs('staff');
    const api = consoleApi('staff');
    const router = openConsole('/ops/orders?view=all&paymentMethod=QR');
    await screen.findByRole('article', { name: staffOrder.orderId });
    expect(screen.getByRole('combobox', { name: 'Payment method' })).toHaveValue('QR');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'PENDING');
    expect(router.state.location.search).toContain('status=PENDING');
    await vi.waitFor(() =>
      expect(
        api.fetchMock.mock.calls.some(([url]) =>
          String(url).includes('/api/orders/all?view=all&status=PENDING&paymentMethod=QR'),
        ),
      ).toBe(true),
    );
  });
});
