import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { clearSession, saveSession } from '@/lib/session';
import { fakeServer } from '@/test/fake-server';
import { renderPage } from '@/test/render';
import { RewardsTab } from './rewards-tab';

beforeEach(() =>
  saveSession({ token: 'tok', user: { _id: 'u1', phone: '9876543210', role: 'customer' } }),
);
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('Rewards tab', () => {
  it('shows the balance, how coins work and the history with spent points marked', async () => {
    fakeServer({
      'GET /api/coins/mine-coins': {
        body: {
          totalCoins: 42,
          transactions: [
            {
              _id: 't2',
              date: '2026-11-23T09:00:00.000Z',
              description: 'Earned on order ORD-1795408500000-1a2b3c4d',
              amount: 12,
            },
            // 20:00 UTC is already the next day in the store's time zone.
            {
              _id: 't1',
              date: '2026-01-04T20:00:00.000Z',
              description: 'Redeemed on order ORD-1767550000000-0f0f0f0f',
              amount: -50,
            },
          ],
          nextCursor: null,
        },
      },
    });
    renderPage(<RewardsTab />);
    const balance = await screen.findByRole('region', { name: 'My GroCoins' });
    expect(balance).toHaveTextContent('42 Grocoins');
    expect(balance).toHaveTextContent('Worth ₹42.00');
    const how = screen.getByRole('region', { name: 'How it works' });
    expect(how).toHaveTextContent('1% of its value');
    expect(how).toHaveTextContent('1 Grocoin = ₹1');
    expect(how).toHaveTextContent('cancelled come back');

    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Description', 'Points']);
    const cells = (row: number) =>
      within(rows[row]!)
        .getAllByRole('cell')
        .map((td) => td.textContent);
    expect(cells(1)).toEqual(['23 Nov 2026', 'Earned on order ORD-1795408500000-1a2b3c4d', '+12']);
    expect(cells(2)).toEqual([
      '5 Jan 2026',
      'Redeemed on order ORD-1767550000000-0f0f0f0f',
      '−50spent',
    ]);
  });

  it('says when there is no history yet', async () => {
    fakeServer({
      'GET /api/coins/mine-coins': { body: { totalCoins: 0, transactions: [], nextCursor: null } },
    });
    renderPage(<RewardsTab />);
    expect(await screen.findByText(/No Grocoins yet/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'My GroCoins' })).toHaveTextContent('0 Grocoins');
  });
});
