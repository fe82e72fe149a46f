import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  complaintMessages,
  isOpenComplaint,
  type OrderSummary,
  type StaffComplaint,
} from '@grofresh/contracts';
import { clearSession } from '@/lib/session';
import { failure, stubApi, type StubRequest } from '@/test/api-stub';
import { consoleBasics, openConsole, signInAs } from '@/test/console';
import { placedOrder, summaryOf } from '@/test/order-fixtures';

// The store's clock reads 10 Dec 2026, 16:30 IST (11:00 UTC), whatever the device's says.
const STORE_NOW = '2026-12-10T16:30:00+05:30';

const deliveredOrder: OrderSummary = { ...summaryOf(placedOrder), status: 'DELIVERED' };
const olderOrder: OrderSummary = {
  _id: 'order-0',
  orderId: 'ORD-1795000000000-99aa88bb',
  status: 'CANCELLED',
  totalAmount: 95.5,
  createdAt: '2026-11-18T06:00:00.000Z',
  deliveryType: 'PICK_UP',
};

/** Raised two days and two hours before the store's now, about a delivered order. */
const leaking: StaffComplaint = {
  _id: 'c1',
  category: 'DELIVERY',
  subject: 'Milk packet was leaking',
  description: 'The milk packet delivered this morning was torn and half of it had leaked.',
  status: 'OPEN',
  resolutionNote: null,
  orderId: deliveredOrder.orderId,
  coinsCredited: 0,
  createdAt: '2026-12-08T09:00:00.000Z',
  updatedAt: '2026-12-08T09:00:00.000Z',
  customer: { _id: 'u1', phone: '9123456789' },
  order: deliveredOrder,
};

/** Three and a half hours old, about no order. */
const payment: StaffComplaint = {
  ...leaking,
  _id: 'c2',
  category: 'PAYMENT',
  subject: 'Charged twice for UPI',
  description: 'My UPI app shows two debits for the same order.',
  status: 'IN_PROGRESS',
  orderId: null,
  order: null,
  createdAt: '2026-12-10T07:30:00.000Z',
  updatedAt: '2026-12-10T07:30:00.000Z',
  customer: { _id: 'u2', phone: '9988776655' },
};

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

/** The :id of /api/ops/complaints/:id and /api/ops/complaints/:id/credit. */
const idOf = (req: StubRequest) => req.path.split('/')[4];

/** A console whose complaints follow what staff change, like the server would. */
function complaintsApi(list: StaffComplaint[], extra: Parameters<typeof stubApi>[0] = {}) {
  let complaints = [...list];
  const change = (id: string | undefined, edit: Partial<StaffComplaint>) => {
    complaints = complaints.map((c) => (c._id === id ? { ...c, ...edit } : c));
    return complaints.find((c) => c._id === id);
  };
  return stubApi({
    ...consoleBasics('staff'),
    'GET /api/store/time': { body: { now: STORE_NOW } },
    // The open view, as the server sends it: open ones only, longest waiting first.
    'GET /api/complaint/all': () => ({
      body: { complaints: complaints.filter((c) => isOpenComplaint(c.status)), nextCursor: null },
    }),
    'GET /api/ops/complaints/*': (req) => ({
      body: {
        complaint: complaints.find((c) => c._id === idOf(req)),
        recentOrders: [deliveredOrder, olderOrder],
        goodwill: { adminAbove: 50, dailyCap: 200, leftToday: 170 },
      },
    }),
    'PUT /api/complaint/update/*': (req) => {
      const body = req.body as { status: StaffComplaint['status']; resolutionNote?: string };
      const complaint = change(req.path.split('/').pop(), {
        status: body.status,
        resolutionNote: body.resolutionNote ?? null,
      });
      return { body: { message: complaintMessages.updated, complaint } };
    },
    'POST /api/ops/complaints/*': (req) => {
      const { coins } = req.body as { coins: number; reason: string };
      const complaint = change(idOf(req), { coinsCredited: coins });
      return { body: { message: complaintMessages.credited(coins), complaint } };
    },
    ...extra,
  });
}

const writes = (calls: StubRequest[]) => calls.filter((c) => c.method !== 'GET');

/** Opens a complaint from its card and waits for it to load beside the list. */
async function openComplaint(subject: string) {
  const list = await screen.findByRole('list', { name: 'Complaints' });
  const card = await within(list).findByRole('article', { name: subject });
  await userEvent.click(within(card).getByRole('link', { name: subject }));
  return screen.findByRole('region', { name: subject });
}

describe('the Complaints section', () => {
  it('is in the console for staff, right after Milk, and on the phone’s bottom bar', async () => {
    signInAs('staff');
    complaintsApi([]);
    openConsole('/ops/orders');
    const [sidebar, bottomBar] = await screen.findAllByRole('navigation', { name: 'Console' });
    const names = within(sidebar!)
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(names.slice(0, 3)).toEqual(['Orders', 'Milk', 'Complaints']);
    expect(within(bottomBar!).getByRole('link', { name: 'Complaints' })).toBeInTheDocument();
  });

  it('says when nothing is open', async () => {
    signInAs('staff');
    complaintsApi([]);
    openConsole('/ops/complaints');
    expect(
      await screen.findByRole('heading', { name: 'Complaints', level: 1 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No open complaints.')).toBeInTheDocument();
  });
});

describe('the open list', () => {
  it('shows each complaint’s age against the store’s clock, who raised it and its order', async () => {
    signInAs('staff');
    const api = complaintsApi([leaking, payment]);
    openConsole('/ops/complaints');
    const list = await screen.findByRole('list', { name: 'Complaints' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-labelledby'))).toEqual([
      'complaint-c1',
      'complaint-c2',
    ]);

    const old = within(list).getByRole('article', { name: 'Milk packet was leaking' });
    expect(await within(old).findByText('2 days ago')).toBeInTheDocument();
    expect(old).toHaveTextContent('Waiting over 24 h');
    expect(old).toHaveTextContent('Delivery');
    expect(old).toHaveTextContent('Open');
    expect(old).toHaveTextContent(deliveredOrder.orderId);
    expect(old).toHaveTextContent('Delivered');
    expect(old).toHaveTextContent('₹260.00');
    expect(old).toHaveTextContent('23 Nov 2026');
    expect(within(old).getByRole('link', { name: 'Call +91 91234 56789' })).toHaveAttribute(
      'href',
      'tel:+919123456789',
    );

    const recent = within(list).getByRole('article', { name: 'Charged twice for UPI' });
    expect(within(recent).getByText('3 h ago')).toBeInTheDocument();
    expect(recent).not.toHaveTextContent('Waiting over 24 h');
    expect(recent).toHaveTextContent('In progress');

    const listCall = api.fetchMock.mock.calls.find(([url]) =>
      String(url).startsWith('/api/complaint/all'),
    );
    expect(String(listCall?.[0])).toContain('view=open');
  });

  it('keeps the view and filters in the URL and loads more by cursor', async () => {
    signInAs('staff');
    const api = complaintsApi([], {
      'GET /api/complaint/all': { body: { complaints: [leaking], nextCursor: 'c-next' } },
    });
    const router = openConsole('/ops/complaints');
    await screen.findByRole('article', { name: 'Milk packet was leaking' });

    await userEvent.click(screen.getByRole('button', { name: 'Closed' }));
    await vi.waitFor(() => expect(router.state.location.search).toContain('view=closed'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'RESOLVED');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'DELIVERY');
    await vi.waitFor(() =>
      expect(router.state.location.search).toContain('status=RESOLVED&category=DELIVERY'),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await vi.waitFor(() =>
      expect(
        api.fetchMock.mock.calls.some(([url]) =>
          /view=closed&status=RESOLVED&category=DELIVERY.*cursor=c-next/.test(String(url)),
        ),
      ).toBe(true),
    );
  });
});

describe('replying', () => {
  it('needs a note to resolve, sends it, and the closed complaint leaves the open view', async () => {
    signInAs('staff');
    const api = complaintsApi([leaking, payment]);
    const router = openConsole('/ops/complaints');
    const panel = await openComplaint('Milk packet was leaking');
    expect(router.state.location.search).toContain('id=c1');
    expect(panel).toHaveTextContent('torn and half of it had leaked');
    const recent = within(panel).getByRole('list', { name: 'Recent orders' });
    expect(recent).toHaveTextContent(olderOrder.orderId);
    expect(recent).toHaveTextContent('Cancelled');
    expect(recent).toHaveTextContent('₹95.50');

    const form = within(panel).getByRole('form', { name: 'Reply' });
    const status = within(form).getByRole('combobox', { name: 'New status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['In progress', 'Resolved', 'Rejected']);
    await userEvent.selectOptions(status, 'RESOLVED');
    await userEvent.click(within(form).getByRole('button', { name: 'Send reply' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(complaintMessages.noteRequired);
    expect(writes(api.calls)).toHaveLength(0);

    await userEvent.type(
      within(form).getByRole('textbox', { name: /Note for the shopper/ }),
      'Sorry! A fresh packet comes with tomorrow’s milk.',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Send reply' }));
    await vi.waitFor(() => expect(writes(api.calls)).toHaveLength(1));
    expect(writes(api.calls)[0]).toMatchObject({
      method: 'PUT',
      path: '/api/complaint/update/c1',
      body: {
        status: 'RESOLVED',
        resolutionNote: 'Sorry! A fresh packet comes with tomorrow’s milk.',
      },
    });

    const list = screen.getByRole('list', { name: 'Complaints' });
    await vi.waitFor(() =>
      expect(
        within(list).queryByRole('article', { name: 'Milk packet was leaking' }),
      ).not.toBeInTheDocument(),
    );
    expect(
      within(list).getByRole('article', { name: 'Charged twice for UPI' }),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Resolved')).toBeInTheDocument();
    expect(panel).toHaveTextContent('Sorry! A fresh packet comes with tomorrow’s milk.');
    expect(within(panel).queryByRole('form', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal in the reply', async () => {
    signInAs('staff');
    complaintsApi([payment], {
      'PUT /api/complaint/update/*': failure(409, 'This complaint was answered meanwhile.'),
    });
    openConsole('/ops/complaints');
    const panel = await openComplaint('Charged twice for UPI');
    const form = within(panel).getByRole('form', { name: 'Reply' });
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'New status' }),
      'REJECTED',
    );
    await userEvent.type(within(form).getByRole('textbox'), 'Only one debit reached us.');
    await userEvent.click(within(form).getByRole('button', { name: 'Send reply' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'This complaint was answered meanwhile.',
    );
  });
});

describe('giving Grocoins', () => {
  it('offers the order’s total up to what needs no admin, asks first, sends once, then shows them', async () => {
    signInAs('staff');
    const api = complaintsApi([leaking]);
    openConsole('/ops/complaints?id=c1');
    const panel = await screen.findByRole('region', { name: 'Milk packet was leaking' });
    const box = within(panel).getByRole('form', { name: 'Give Grocoins' });
    const coins = within(box).getByRole('spinbutton', { name: /Grocoins to give/ });
    // The order came to ₹260; staff may give 50 without an admin.
    expect(coins).toHaveValue(50);
    expect(box).toHaveTextContent(
      'Staff can give up to 50 without an admin; a shopper gets at most 200 a day. 170 Grocoins left for this shopper today.',
    );
    await userEvent.type(within(box).getByRole('textbox', { name: /Reason/ }), 'Packet leaked');

    await userEvent.clear(coins);
    await userEvent.type(coins, '1001');
    await userEvent.click(within(box).getByRole('button', { name: 'Give Grocoins' }));
    expect(box).toHaveTextContent(complaintMessages.creditRange);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.clear(coins);
    await userEvent.type(coins, '150');
    await userEvent.click(within(box).getByRole('button', { name: 'Give Grocoins' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Give 150 Grocoins to +91 91234 56789?',
    });
    expect(dialog).toHaveTextContent('This can be done once for this complaint.');
    expect(writes(api.calls)).toHaveLength(0);
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Give 150 Grocoins' }));

    expect(await within(panel).findByText('150 Grocoins credited')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Give Grocoins' })).not.toBeInTheDocument();
    expect(writes(api.calls)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/ops/complaints/c1/credit',
        body: { coins: 150, reason: 'Packet leaked' },
      }),
    ]);
    // The card in the list says so too.
    const card = within(screen.getByRole('list', { name: 'Complaints' })).getByRole('article', {
      name: 'Milk packet was leaking',
    });
    expect(card).toHaveTextContent('150 Grocoins credited');
  });

  it('starts empty when the complaint names no order', async () => {
    signInAs('staff');
    complaintsApi([payment]);
    openConsole('/ops/complaints?id=c2');
    const panel = await screen.findByRole('region', { name: 'Charged twice for UPI' });
    expect(within(panel).getByRole('spinbutton', { name: /Grocoins to give/ })).toHaveValue(null);
    expect(panel).toHaveTextContent('Not about an order.');
  });
});
