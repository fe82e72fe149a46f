import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Statement } from '@grofresh/contracts';
import { clearSession, saveSession } from '@/lib/session';
import { fakeServer } from '@/test/fake-server';
import { renderPage } from '@/test/render';
import { StatementTab } from './statement-tab';

beforeEach(() =>
  saveSession({ token: 'tok', user: { _id: 'u1', phone: '9876543210', role: 'customer' } }),
);
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

/** A milk bill paid by UPI, an order paid half in cash, and a cancelled order's card refund. */
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
      kind: 'PAYMENT',
      documentType: 'ORDER',
      documentId: 'o-1',
      label: 'Order ORD-1795408500000-1a2b3c4d',
      method: 'CASH',
      amount: 150,
      reference: null,
    },
    {
      at: '2026-11-26T09:00:00.000Z',
      kind: 'REFUND',
      documentType: 'ORDER',
      documentId: 'o-2',
      label: 'Order ORD-1795500000000-99aa88bb',
      method: 'CARD',
      amount: 80,
      reference: 'RF-7781',
    },
  ],
};

// Within the statement: a toast left by another file's test is a list of its own.
const rows = () =>
  within(screen.getByRole('region', { name: 'Bills and payments' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('Statement tab', () => {
  it('says what the shopper owes, then each bill, payment and refund, newest first', async () => {
    fakeServer({ 'GET /api/user/statement': { body: statement } });
    renderPage(<StatementTab />);
    const due = await screen.findByRole('region', { name: 'Balance due' });
    expect(due).toHaveTextContent('You owe ₹150.00');
    expect(due).toHaveTextContent('What your bills still owe, all together.');
    const entries = screen.getByRole('region', { name: 'Bills and payments' });
    expect(entries).toHaveTextContent('30 Aug 2026 to 27 Nov 2026');
    expect(rows()).toEqual([
      'Refund to your cardOrder ORD-1795500000000-99aa88bb26 Nov 2026 · Ref RF-7781₹80.00',
      'Paid in cashOrder ORD-1795408500000-1a2b3c4d25 Nov 2026−₹150.00',
      'BillOrder ORD-1795408500000-1a2b3c4d25 Nov 2026₹300.00',
      'Paid by UPIMilk 21 Nov 2026 to 20 Dec 202621 Nov 2026 · Ref 412345678901−₹1,920.00',
      'Milk billMilk 21 Nov 2026 to 20 Dec 202620 Nov 2026₹1,920.00',
    ]);
  });

  it('says nothing is due, and when there is nothing in the range', async () => {
    fakeServer({
      'GET /api/user/statement': { body: { ...statement, balanceDue: 0, entries: [] } },
    });
    renderPage(<StatementTab />);
    const due = await screen.findByRole('region', { name: 'Balance due' });
    expect(due).toHaveTextContent('Nothing due');
    expect(due).toHaveTextContent('Your bills are all paid.');
    expect(screen.getByText('No bills or payments in these days.')).toBeInTheDocument();
  });

  it('calls Grocoins given back a credit, and offers to try again when loading fails', async () => {
    let fail = true;
    const coins = {
      ...statement.entries[4]!,
      method: 'COINS' as const,
      reference: null,
    };
    fakeServer({
      'GET /api/user/statement': () =>
        fail
          ? { status: 500, body: { message: 'Boom', code: 'INTERNAL' } }
          : { body: { ...statement, entries: [coins] } },
    });
    renderPage(<StatementTab />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('Credited as Grocoins')).toBeInTheDocument();
    // Counted in coins: they leave what is owed as it was.
    expect(screen.getByText('+80 Grocoins')).toBeInTheDocument();
    expect(screen.queryByText('₹80.00')).not.toBeInTheDocument();
  });
});
