import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BooksDay, Role } from '@grofresh/contracts';
import { clearSession } from '@/lib/session';
import { failure, stubApi } from '@/test/api-stub';
import { consoleBasics, openConsole, signInAs } from '@/test/console';

const money = (expected: number, received: number) => ({ expected, received });
const day: BooksDay = {
  date: '2026-11-23',
  closed: null,
  byMethod: { CASH: money(360, 350), UPI: money(90, 90), CARD: money(0, 0) },
  refunds: { CASH: 20, UPI: 0, CARD: 0, COINS: 0 },
  cashBy: [{ _id: 's1', phone: '9000000002', amount: 330 }],
  owing: [{ documentType: 'ORDER', documentId: 'order-000123', due: 10 }],
  entries: [
    {
      _id: 'e1',
      at: '2026-11-23T06:00:00.000Z',
      kind: 'PAYMENT',
      method: 'UPI',
      amount: 90,
      reference: '412345678901',
      documentType: 'SUBSCRIPTION',
      documentId: 'sub-1',
      label: 'Milk 21 Nov 2026 to 20 Dec 2026',
      by: { _id: 's1', phone: '9000000002' },
      adjustment: false,
    },
  ],
};

const booksApi = (role: Role, answer: BooksDay = day) =>
  stubApi({
    ...consoleBasics(role),
    'GET /api/ops/books/2026-11-23': { body: answer },
    'POST /api/ops/books/2026-11-23/close': (req) => ({
      body: {
        day: {
          date: '2026-11-23',
          expectedCash: 330,
          countedCash: (req.body as { countedCash: number }).countedCash,
          difference: -5,
          note: null,
          closedAt: '2026-11-23T16:00:00.000Z',
          closedBy: 'me',
        },
      },
    }),
  });

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe("the console's Books section", () => {
  it("shows staff the day's cash-up, without closing or export", async () => {
    signInAs('staff');
    booksApi('staff');
    openConsole('/ops/books?date=2026-11-23');
    const methods = await screen.findByRole('table');
    const cash = within(methods).getByRole('row', { name: /Cash/ });
    expect(cash).toHaveTextContent('₹360.00');
    expect(cash).toHaveTextContent('₹350.00');
    expect(screen.getByText(/Refunds: Cash ₹20.00/)).toBeInTheDocument();
    expect(screen.getAllByText(/90000 00002/).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Order 000123' })).toHaveAttribute(
      'href',
      '/ops/orders',
    );
    expect(screen.getByText('Ref 412345678901')).toBeInTheDocument();
    const entries = screen.getByRole('region', { name: 'Entries' });
    expect(within(entries).getByRole('listitem')).toHaveTextContent(
      'Payment · UPIMilk 21 Nov 2026 to 20 Dec 2026Ref 412345678901',
    );
    expect(screen.queryByRole('button', { name: 'Close the day' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('lets an admin close the day with the cash counted, showing the difference', async () => {
    signInAs('admin');
    const api = booksApi('admin');
    openConsole('/ops/books?date=2026-11-23');
    const counted = await screen.findByLabelText('Counted cash (₹)');
    expect(counted).toHaveValue('330.00');
    expect(screen.getByText('Difference: Matches')).toBeInTheDocument();
    await userEvent.clear(counted);
    await userEvent.type(counted, '325');
    expect(screen.getByText('Difference: ₹5.00 short')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Note/), 'One coin jar short');
    await userEvent.click(screen.getByRole('button', { name: 'Close the day' }));
    expect(await screen.findByText('The day is closed.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      countedCash: 325,
      note: 'One coin jar short',
    });
  });

  it('says a closed day is closed, with its counted cash and difference', async () => {
    signInAs('admin');
    booksApi('admin', {
      ...day,
      closed: {
        date: '2026-11-23',
        expectedCash: 330,
        countedCash: 325,
        difference: -5,
        note: 'One coin jar short',
        closedAt: '2026-11-23T16:00:00.000Z',
        closedBy: 'me',
      },
    });
    openConsole('/ops/books?date=2026-11-23');
    const closed = await screen.findByRole('region', { name: 'Closed' });
    expect(closed).toHaveTextContent('Counted cash ₹325.00');
    expect(closed).toHaveTextContent('₹5.00 short');
    expect(closed).toHaveTextContent('One coin jar short');
    expect(screen.queryByRole('button', { name: 'Close the day' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it("shows the server's sentence when the day was closed meanwhile", async () => {
    signInAs('admin');
    stubApi({
      ...consoleBasics('admin'),
      'GET /api/ops/books/2026-11-23': { body: day },
      'POST /api/ops/books/2026-11-23/close': failure(409, 'This day is already closed.'),
    });
    openConsole('/ops/books?date=2026-11-23');
    await userEvent.click(await screen.findByRole('button', { name: 'Close the day' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This day is already closed.');
  });
});

describe("the books' CSV", () => {
  it('asks for the chosen range and kind, as an admin', async () => {
    signInAs('admin');
    const api = stubApi({
      ...consoleBasics('admin'),
      'GET /api/ops/books/2026-11-23': { body: day },
      'GET /api/ops/books/export.csv': { body: 'date,at\n' },
    });
    // jsdom has no object URLs; the download's link is made from one.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:books'), revokeObjectURL: vi.fn() });
    openConsole('/ops/books?date=2026-11-23');
    const form = await screen.findByRole('form', { name: 'Export CSV' });
    await userEvent.clear(within(form).getByLabelText('From'));
    await userEvent.type(within(form).getByLabelText('From'), '2026-11-01');
    await userEvent.selectOptions(within(form).getByLabelText('What'), 'days');
    await userEvent.click(within(form).getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() =>
      expect(
        api.fetchMock.mock.calls.some(
          ([url]) =>
            String(url) === '/api/ops/books/export.csv?from=2026-11-01&to=2026-11-23&what=days',
        ),
      ).toBe(true),
    );
  });
});
