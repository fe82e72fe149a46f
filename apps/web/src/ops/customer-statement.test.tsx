import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Statement } from '@grofresh/contracts';
import { clearSession } from '@/lib/session';
import { stubApi } from '@/test/api-stub';
import { consoleBasics, openConsole, signInAs } from '@/test/console';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const meera = {
  _id: '7d3c2b1a-0000-4000-8000-000000000001',
  phone: '9123456789',
  name: 'Meera',
  role: 'customer',
  signedIn: true,
  createdAt: '2026-11-01T05:00:00Z',
};

/** A milk bill paid by UPI and an order half paid in cash. */
const statement: Statement = {
  from: '2026-08-30',
  to: '2026-11-27',
  balanceDue: 150,
  entries: [
    {
      at: '2026-11-20T05:00:00.000Z',
      kind: 'BILL',
      documentType: 'SUBSCRIPTION',
      documentId: 'sub-1',
      label: 'Milk 21 Nov 2026 to 20 Dec 2026',
      method: null,
      amount: 1920,
      reference: null,
    },
    {
      at: '2026-11-21T06:30:00.000Z',
      kind: 'PAYMENT',
      documentType: 'SUBSCRIPTION',
      documentId: 'sub-1',
      label: 'Milk 21 Nov 2026 to 20 Dec 2026',
      method: 'UPI',
      amount: 1920,
      reference: '412345678901',
    },
    {
      at: '2026-11-25T10:00:00.000Z',
      kind: 'BILL',
      documentType: 'ORDER',
      documentId: 'o-1',
      label: 'Order ORD-1795408500000-1a2b3c4d',
      method: null,
      amount: 300,
      reference: null,
    },
    {
      at: '2026-11-25T14:00:00.000Z',
      kind: 'REFUND',
      documentType: 'ORDER',
      documentId: 'o-1',
      label: 'Order ORD-1795408500000-1a2b3c4d',
      method: 'CARD',
      amount: 150,
      reference: 'RF-1',
    },
  ],
};

const statementPath = `/api/ops/customers/${meera._id}/statement`;
const asked = (api: ReturnType<typeof stubApi>) =>
  api.fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://shop.test'))
    .filter((url) => url.pathname === statementPath)
    .map((url) => url.search);

describe("a shopper's statement in the console", () => {
  it('opens from People, with the balance, the rows newest first, and a range of dates', async () => {
    signInAs('admin');
    const api = stubApi({
      ...consoleBasics('admin'),
      'GET /api/ops/users': { body: { users: [meera], nextCursor: null } },
      [`GET ${statementPath}`]: { body: statement },
    });
    const router = openConsole('/ops/people');
    const people = await screen.findByRole('list', { name: 'People' }, { timeout: 15_000 });
    await userEvent.click(
      within(people).getByRole('link', { name: 'Statement of Meera, +91 91234 56789' }),
    );
    expect(router.state.location.pathname).toBe(`/ops/people/${meera._id}/statement`);
    const due = await screen.findByRole('region', { name: 'Balance due' });
    expect(due).toHaveTextContent('Owes ₹150.00');
    expect(screen.getByRole('heading', { level: 1, name: 'Statement' })).toBeInTheDocument();
    expect(screen.getByText('Meera ·')).toBeInTheDocument();
    const rows = within(screen.getByRole('region', { name: 'Bills and payments' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rows).toEqual([
      'Refund to their cardOrder ORD-1795408500000-1a2b3c4d25 Nov 2026 · Ref RF-1₹150.00',
      'BillOrder ORD-1795408500000-1a2b3c4d25 Nov 2026₹300.00',
      'Paid by UPIMilk 21 Nov 2026 to 20 Dec 202621 Nov 2026 · Ref 412345678901−₹1,920.00',
      'Milk billMilk 21 Nov 2026 to 20 Dec 202620 Nov 2026₹1,920.00',
    ]);
    expect(screen.getByLabelText('From')).toHaveValue('2026-08-30');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-27');
    // Asked for the default range (the live stream's connect may ask again).
    expect(new Set(asked(api))).toEqual(new Set(['']));

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    await vi.waitFor(() => expect(asked(api)).toContain('?from=2026-11-01&to=2026-11-27'));
    expect(router.state.location.search).toBe('?from=2026-11-01&to=2026-11-27');
    expect(screen.getByRole('link', { name: 'Back to People' })).toHaveAttribute(
      'href',
      '/ops/people',
    );
  });

  it('says when the start comes after the end, without asking', async () => {
    signInAs('admin');
    const api = stubApi({
      ...consoleBasics('admin'),
      [`GET ${statementPath}`]: { body: { ...statement, balanceDue: 0, entries: [] } },
    });
    openConsole(`/ops/people/${meera._id}/statement?from=2026-11-20&to=2026-11-01`);
    expect(
      await screen.findByText('The start date comes before the end date.'),
    ).toBeInTheDocument();
    expect(asked(api)).toEqual([]);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-26' } });
    const due = await screen.findByRole('region', { name: 'Balance due' });
    expect(due).toHaveTextContent('Nothing due');
    expect(due).toHaveTextContent('Their bills are all paid.');
    expect(screen.getByText('No bills or payments in these days.')).toBeInTheDocument();
    expect(new Set(asked(api))).toEqual(new Set(['?from=2026-11-20&to=2026-11-26']));
  });
});
