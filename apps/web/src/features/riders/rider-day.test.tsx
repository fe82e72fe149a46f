import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RiderPage } from '@/app/pages/rider-page';
import { clearSession, saveSession } from '@/lib/session';
import { stubApi, type StubRequest } from '@/test/api-stub';
import { renderPage } from '@/test/render';
import { reloadMarkQueue } from './mark-queue';
import { RIDER_MESSAGES } from './messages';
import { codOrder, riderToday } from './rider-fixtures';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const signIn = (role: 'rider' | 'customer') =>
  saveSession({ token: 'tok', user: { _id: 'r1', phone: '9630000003', role } });

/** The rider's API: today's list, and each mark answered as applied. */
function riderApi() {
  return stubApi({
    'GET /api/rider/today': { body: riderToday },
    'PUT /api/rider/orders/*': (req: StubRequest) => ({
      body: {
        message: 'ok',
        order: {
          ...codOrder,
          status:
            (req.body as { status: string }).status === 'DELIVERED' ? 'DELIVERED' : 'ACCEPTED',
          outForDeliveryAt: '2026-11-23T05:00:00.000Z',
        },
      },
    }),
    'PUT /api/rider/milk-deliveries/*': (req: StubRequest) => ({
      body: {
        message: 'ok',
        delivery: { ...riderToday.milk.deliveries[0], ...(req.body as object) },
      },
    }),
  });
}

beforeEach(() => {
  localStorage.clear();
  reloadMarkQueue();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearSession();
});

describe('the rider screen (docs/product/rules.md#riders)', () => {
  it('tells a signed-in shopper whose screen it is, and asks nothing', () => {
    const { calls } = stubApi({});
    signIn('customer');
    renderPage(<RiderPage />);
    expect(screen.getByText(RIDER_MESSAGES.notRider)).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it("shows an order's address, a call and a map link and the cash to collect", async () => {
    riderApi();
    signIn('rider');
    renderPage(<RiderPage />);
    const card = await screen.findByRole('article', { name: /Asha Rao/ });
    expect(within(card).getByText(/12 Lake View Apartments/)).toBeVisible();
    expect(within(card).getByText('Collect ₹260.00 in cash')).toBeVisible();
    expect(within(card).getByRole('link', { name: /Call/ })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(within(card).getByRole('link', { name: /Map/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=12.97%2C77.64',
    );
    const run = screen.getByRole('list', { name: 'Milk run in walking order' });
    expect(
      within(run)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringMatching(/^1Meera/), expect.stringMatching(/^2Kiran/)]);
  });

  it('marks out for delivery, then delivered with the cash taken, each with a fresh markId', async () => {
    const { calls } = riderApi();
    signIn('rider');
    renderPage(<RiderPage />);
    const card = await screen.findByRole('article', { name: /Asha Rao/ });
    await userEvent.click(within(card).getByRole('button', { name: 'Out for delivery' }));
    await vi.waitFor(() => expect(within(card).getByText('Out for delivery')).toBeVisible());
    await userEvent.click(within(card).getByRole('button', { name: 'Delivered' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delivered ORD-1?' });
    const cash = within(dialog).getByLabelText(RIDER_MESSAGES.cashLabel);
    expect(cash).toHaveValue(260);
    await userEvent.clear(cash);
    await userEvent.type(cash, '250');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delivered' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    const [out, delivered] = calls.filter((c) => c.method === 'PUT');
    expect(out?.path).toBe('/api/rider/orders/o1');
    expect(out?.body).toEqual({ status: 'OUT_FOR_DELIVERY', markId: expect.stringMatching(UUID) });
    expect(delivered?.body).toEqual({
      status: 'DELIVERED',
      cashReceived: 250,
      markId: expect.stringMatching(UUID),
    });
    expect((out?.body as { markId: string }).markId).not.toBe(
      (delivered?.body as { markId: string }).markId,
    );
  });

  it('marks a milk delivery missed with the reason given', async () => {
    const { calls } = riderApi();
    signIn('rider');
    renderPage(<RiderPage />);
    const run = await screen.findByRole('list', { name: 'Milk run in walking order' });
    const [meera] = within(run).getAllByRole('listitem');
    // The store's option as the shopper reads it, not its key.
    expect(meera).toHaveTextContent('Meera · ONE LITRE');
    await userEvent.click(within(meera!).getByRole('button', { name: 'Missed: Meera' }));
    const dialog = await screen.findByRole('dialog', { name: /Missed Meera/ });
    await userEvent.type(within(dialog).getByLabelText(RIDER_MESSAGES.reasonLabel), 'Door locked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Missed' }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/rider/milk-deliveries/m1',
      body: { status: 'MISSED', reason: 'Door locked', markId: expect.stringMatching(UUID) },
    });
  });
});
