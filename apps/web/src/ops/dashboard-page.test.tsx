import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Dashboard } from '@grofresh/contracts';
import { presetRange } from '@/features/dashboard/staff/day-range';
import { clearSession } from '@/lib/session';
import { stubApi } from '@/test/api-stub';
import { consoleBasics, openConsole, signInAs } from '@/test/console';

const board: Dashboard = {
  from: '2026-11-23',
  to: '2026-11-23',
  orders: { placed: 12, delivered: 8, cancelled: 1, open: 3 },
  revenue: 4820.5,
  averageOrderValue: 602.56,
  byHour: Array.from({ length: 24 }, (_, hour) => ({ hour, orders: hour === 10 ? 5 : 0 })),
  byDay: [{ date: '2026-11-23', orders: 12, revenue: 4820.5 }],
  topItems: [{ itemId: 'i1', name: 'Amul Taaza Toned Milk', quantity: 14, revenue: 756 }],
  paymentMethods: [
    { method: 'COD', orders: 7, amount: 3100 },
    { method: 'QR', orders: 4, amount: 1720.5 },
  ],
  coins: { earned: 48, redeemed: 20, refunded: 0 },
  stock: { out: 0, low: 0 },
};

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('the dashboard', () => {
  it(
    'shows the figures in words and numbers, and asks again for another range',
    { timeout: 30_000 },
    async () => {
      signInAs('staff');
      const api = stubApi({ ...consoleBasics('staff'), 'GET /api/ops/dashboard': { body: board } });
      openConsole('/ops/dashboard');
      // The first visit loads the dashboard's own chunk (the chart library).
      expect(await screen.findByText('₹4,820.50', {}, { timeout: 15_000 })).toBeInTheDocument();
      expect(screen.getByText('8 delivered · 1 cancelled · 3 open')).toBeInTheDocument();
      expect(screen.getByText('₹602.56')).toBeInTheDocument();
      expect(screen.getByText('48 earned')).toBeInTheDocument();
      const top = screen.getByRole('region', { name: 'Top items' });
      expect(within(top).getByRole('row', { name: /Amul Taaza Toned Milk/ })).toHaveTextContent(
        '14₹756.00',
      );
      const legend = screen.getByRole('list', { name: 'Payment methods' });
      expect(legend).toHaveTextContent('Cash on Delivery7 · ₹3,100.00');
      expect(screen.getByRole('table', { name: 'Orders by hour' })).toHaveTextContent('10:005');

      await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
      const week = presetRange('Last 7 days', new Date());
      await vi.waitFor(() =>
        expect(
          api.fetchMock.mock.calls.some(([url]) =>
            String(url).endsWith(`/api/ops/dashboard?from=${week.from}&to=${week.to}`),
          ),
        ).toBe(true),
      );
    },
  );

  it(
    'keeps the drawn charts out of the keyboard’s way, and the two dates on one line',
    { timeout: 30_000 },
    async () => {
      signInAs('staff');
      stubApi({ ...consoleBasics('staff'), 'GET /api/ops/dashboard': { body: board } });
      openConsole('/ops/dashboard');
      await screen.findByText('₹4,820.50', {}, { timeout: 15_000 });
      const hidden = screen
        .getAllByRole('figure', { hidden: true })
        .map((figure) => figure.querySelector('[aria-hidden="true"]'));
      expect(hidden.length).toBeGreaterThan(0);
      for (const drawing of hidden) expect(drawing).toHaveAttribute('inert');
      // From and To are laid out alike: label above its field.
      const labelOf = (name: string) => screen.getByLabelText(name).closest('label')!;
      expect(labelOf('From').className).toBe(labelOf('To').className);
    },
  );

  it(
    'says when a custom range ends before it starts, and does not ask for it',
    { timeout: 30_000 },
    async () => {
      signInAs('staff');
      const api = stubApi({ ...consoleBasics('staff'), 'GET /api/ops/dashboard': { body: board } });
      openConsole('/ops/dashboard?from=2026-11-10&to=2026-11-20');
      await screen.findByText('₹4,820.50', {}, { timeout: 15_000 });
      const to = screen.getByLabelText('To');
      await userEvent.clear(to);
      await userEvent.type(to, '2026-11-01');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The first day must not be after the last day',
      );
      expect(api.fetchMock.mock.calls.some(([url]) => String(url).includes('to=2026-11-01'))).toBe(
        false,
      );
    },
  );

  it(
    'shows the units out of stock and low now, each opening the stock list filtered',
    { timeout: 30_000 },
    async () => {
      signInAs('staff');
      stubApi({
        ...consoleBasics('staff'),
        'GET /api/ops/dashboard': { body: { ...board, stock: { out: 3, low: 7 } } },
        'GET /api/ops/stock': { body: { items: [] } },
      });
      const router = openConsole('/ops/dashboard');
      const stock = await screen.findByRole('region', { name: 'Stock now' }, { timeout: 15_000 });
      expect(within(stock).getByRole('link', { name: /Out of stock/ })).toHaveTextContent('3');
      await userEvent.click(within(stock).getByRole('link', { name: /Low stock/ }));
      expect(router.state.location.pathname).toBe('/ops/stock');
      expect(router.state.location.search).toBe('?show=low');
      expect(
        await screen.findByText('Nothing is low on stock.', {}, { timeout: 15_000 }),
      ).toBeVisible();
    },
  );
});
