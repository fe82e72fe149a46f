import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refundMessages, type RefundDue } from '@grofresh/contracts';
import { clearSession } from '@/lib/session';
import { failure, stubApi, type StubRequest } from '@/test/api-stub';
import { consoleBasics, openConsole, signInAs } from '@/test/console';

const cardRefund: RefundDue = {
  _id: 'rf-card',
  kind: 'CARD',
  status: 'FAILED',
  amount: 260,
  reason: 'Order ORD-1001 was cancelled after it was paid by card.',
  message: 'Refund amount exceeds the transaction amount',
  reference: 'RF-ORD-1001',
  trackingId: '312345678901',
  customer: { _id: 'u1', phone: '9123456789' },
  orderId: 'ORD-1001',
  subscriptionId: null,
  createdAt: '2026-11-23T06:00:00.000Z',
};
const milkRefund: RefundDue = {
  _id: 'rf-milk',
  kind: 'MILK',
  status: 'DUE',
  amount: 310,
  reason: 'Milk cancelled from 25 Nov 2026 (5 days)',
  message: null,
  reference: null,
  trackingId: null,
  customer: { _id: 'u2', phone: '9876543210' },
  orderId: null,
  subscriptionId: 'sub-1',
  createdAt: '2026-11-23T09:30:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

/** The console with the refunds the server holds; a handed-back milk refund leaves them. */
function refundsApi(start: RefundDue[], extra: Parameters<typeof stubApi>[0] = {}) {
  const held = { refunds: [...start] };
  const api = stubApi({
    ...consoleBasics('staff'),
    'GET /api/ops/refunds': () => ({ body: { refunds: held.refunds } }),
    'PUT /api/ops/milk-refunds/*': (req: StubRequest) => {
      held.refunds = held.refunds.filter((r) => !req.path.endsWith(r._id));
      return { body: { message: refundMessages.paid } };
    },
    ...extra,
  });
  return { ...api, held };
}

/** Wraps the stubbed fetch so the console's stream (GET /api/ops/events) can be pushed to. */
function withOpsStream() {
  const answer = globalThis.fetch;
  const encoder = new TextEncoder();
  let push: ((text: string) => void) | undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (new URL(String(input), 'http://shop.test').pathname !== '/api/ops/events')
        return answer(input, init);
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => {
          push = (text) => controller.enqueue(encoder.encode(text));
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  return {
    connected: () => vi.waitFor(() => expect(push).toBeDefined()),
    send: (type: string, id: string) => push!(`event: ${type}\ndata: {"_id":"${id}"}\n\n`),
  };
}

describe('Refunds due', () => {
  it('is a console section for staff', async () => {
    signInAs('staff');
    refundsApi([]);
    const router = openConsole('/ops/orders');
    const [sidebar] = await screen.findAllByRole('navigation', { name: 'Console' });
    await userEvent.click(within(sidebar!).getByRole('link', { name: 'Refunds due' }));
    expect(router.state.location.pathname).toBe('/ops/refunds');
    expect(await screen.findByRole('heading', { name: 'Refunds due', level: 1 })).toBeVisible();
  });

  it('lists card and milk refunds with who, why, for what and where each stands', async () => {
    signInAs('staff');
    refundsApi([milkRefund, cardRefund]);
    openConsole('/ops/refunds');
    const list = await screen.findByRole('list', { name: 'Refunds due' });
    const [milk, card] = within(list).getAllByRole('article');
    expect(milk).toHaveAccessibleName('₹310.00 Milk refund');
    expect(milk).toHaveTextContent('To hand back');
    expect(milk).toHaveTextContent('Milk cancelled from 25 Nov 2026 (5 days)');
    expect(milk).toHaveTextContent('Milk subscription');
    expect(milk).toHaveTextContent('23 Nov 2026, 15:00');
    expect(within(milk!).getByRole('link', { name: 'Call +91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(card).toHaveAccessibleName('₹260.00 Card refund');
    expect(card).toHaveTextContent('Refused by the gateway');
    expect(card).toHaveTextContent('Gateway: Refund amount exceeds the transaction amount');
    expect(card).toHaveTextContent('ORD-1001');
    expect(card).toHaveTextContent('Refund refRF-ORD-1001');
    expect(card).toHaveTextContent('Tracking id312345678901');
    // The gateway settles card refunds; only milk ones are handed back by staff.
    expect(within(card!).queryByRole('button', { name: 'Handed back' })).not.toBeInTheDocument();
    expect(within(milk!).getByRole('button', { name: 'Handed back' })).toBeInTheDocument();
  });

  it('records a milk refund as handed back, with a note, and it leaves the list', async () => {
    signInAs('staff');
    const api = refundsApi([milkRefund]);
    openConsole('/ops/refunds');
    const milk = await screen.findByRole('article', { name: '₹310.00 Milk refund' });
    await userEvent.click(within(milk).getByRole('button', { name: 'Handed back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand back ₹310.00?' });
    expect(dialog).toHaveTextContent('Record that +91 98765 43210 got the money back.');
    await userEvent.type(within(dialog).getByLabelText('Note (optional)'), 'Cash at the counter');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record as handed back' }));

    expect(await screen.findByText(refundMessages.paid)).toBeInTheDocument();
    expect(await screen.findByText('No refunds due.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([
      expect.objectContaining({
        path: '/api/ops/milk-refunds/rf-milk',
        body: { note: 'Cash at the counter' },
      }),
    ]);
  });

  it('sends no note when none is written, and shows the server’s refusal', async () => {
    signInAs('staff');
    const api = refundsApi([milkRefund], {
      'PUT /api/ops/milk-refunds/*': failure(409, refundMessages.alreadyPaid),
    });
    openConsole('/ops/refunds');
    await userEvent.click(await screen.findByRole('button', { name: 'Handed back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand back ₹310.00?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record as handed back' }));
    expect(await screen.findByText(refundMessages.alreadyPaid)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({});
  });

  it('says when nothing is due, and shows a new refund as soon as it is recorded', async () => {
    signInAs('staff');
    const api = refundsApi([]);
    const stream = withOpsStream();
    openConsole('/ops/refunds');
    expect(await screen.findByText('No refunds due.')).toBeInTheDocument();
    await stream.connected();
    api.held.refunds = [milkRefund];
    stream.send('refund.updated', milkRefund._id);
    expect(await screen.findByRole('article', { name: '₹310.00 Milk refund' })).toBeInTheDocument();
  });
});
