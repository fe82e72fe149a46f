import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  giveBackMessages,
  type MilkRun,
  type MilkRunDelivery,
  type StaffSubscription,
} from '@grofresh/contracts';
import { clearSession } from '@/lib/session';
import { failure, stubApi, type StubRequest } from '@/test/api-stub';
import { consoleBasics, openConsole, signInAs } from '@/test/console';
import { homeAddress } from '@/test/order-fixtures';
import { paymentState } from '@/test/payment-states';

const pending: StaffSubscription = {
  _id: 'sub-1',
  productName: 'MILK',
  status: 'PENDING',
  type: 'DAILY',
  address: homeAddress,
  quantity: '1_litre',
  startDate: '2026-11-24',
  endDate: '2026-12-23',
  includedDates: [],
  excludedDates: [],
  skippedDates: [],
  quantityChanges: [],
  pricePerDay: 62,
  deliveryDays: 30,
  amountDue: 1860,
  paidAt: null,
  paymentState: paymentState(1860),
  billNo: 1,
  createdAt: '2026-11-23T05:00:00.000Z',
  customer: { _id: 'u1', phone: '9123456789' },
};

const delivery = (over: Partial<MilkRunDelivery>): MilkRunDelivery => ({
  _id: 'd1',
  subscriptionId: 'sub-1',
  date: '2026-11-24',
  name: 'Asha Rao',
  phone: '9876543210',
  address: '12 Lake View Apartments, Floor 2, Indiranagar, Bengaluru 560038',
  locality: 'Indiranagar',
  quantity: '1_litre',
  amount: 62,
  status: 'SCHEDULED',
  coins: 0,
  markedAt: null,
  ...over,
});

// In walking order, as the server sends them.
const deliveries = [
  delivery({ _id: 'd2', name: 'Vikram Shetty', quantity: '500_ml' }),
  delivery({ _id: 'd3', name: 'Meera Iyer' }),
  delivery({ _id: 'd1', name: 'Asha Rao', locality: 'Koramangala', amount: 30.5 }),
];
const run = (over: Partial<MilkRun> = {}): MilkRun => ({
  date: '2026-11-24',
  generatedAt: null,
  deliveries,
  totals: { '1_litre': 2, '500_ml': 1 },
  pausedCredits: [
    {
      subscriptionId: 'sub-9',
      name: 'Ravi Kumar',
      phone: '9988776655',
      quantity: '1_litre',
      coins: 62,
    },
  ],
  ...over,
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

/** A console whose subscriptions follow what staff change, like the server would. */
function milkApi(list: StaffSubscription[], extra: Parameters<typeof stubApi>[0] = {}) {
  let subscriptions = [...list];
  const api = stubApi({
    ...consoleBasics('staff'),
    'GET /api/store/time': { body: { now: '2026-11-23T16:30:00+05:30' } },
    'GET /api/subscription/all': () => ({
      body: {
        subscriptions: subscriptions.filter((s) => s.status === 'PENDING'),
        nextCursor: null,
      },
    }),
    'PUT /api/ops/subscriptions/*': (req: StubRequest) => {
      const id = req.path.split('/').pop();
      const body = req.body as { status?: StaffSubscription['status']; paid?: true };
      subscriptions = subscriptions.map((s) =>
        s._id === id
          ? {
              ...s,
              status: body.status ?? s.status,
              paidAt: body.paid || body.status === 'ACTIVE' ? '2026-11-23T11:00:00.000Z' : s.paidAt,
            }
          : s,
      );
      return {
        body: {
          message: 'Subscription approved.',
          subscription: subscriptions.find((s) => s._id === id),
        },
      };
    },
    ...extra,
  });
  return api;
}

const puts = (calls: StubRequest[]) => calls.filter((c) => c.method === 'PUT');
/** 8:30 AM on 24 Nov 2026, store time: the day of the sheet's deliveries. */
const ON_THE_DAY = '2026-11-24T08:30:00+05:30';

describe('the Milk section', () => {
  it('is in the console for staff, right after Orders, and on the phone’s bottom bar', async () => {
    signInAs('staff');
    milkApi([]);
    openConsole('/ops/orders');
    const [sidebar, bottomBar] = await screen.findAllByRole('navigation', { name: 'Console' });
    const names = within(sidebar!)
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(names.slice(0, 2)).toEqual(['Orders', 'Milk']);
    expect(within(bottomBar!).getByRole('link', { name: 'Milk' })).toBeInTheDocument();
  });
});

describe('approving subscriptions', () => {
  it('shows the bill and that it is not paid, and an approved one leaves the list', async () => {
    signInAs('staff');
    const api = milkApi([pending]);
    openConsole('/ops/milk');
    const list = await screen.findByRole('list', { name: 'Waiting for approval' });
    const card = within(list).getByRole('article', { name: 'Asha Rao' });
    expect(card).toHaveTextContent('₹1,860.00');
    expect(card).toHaveTextContent('Not paid');
    expect(card).toHaveTextContent('Daily · 1 LITRE');
    expect(within(card).getByText('Unpaid')).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'Record payment for Milk bill of +91 91234 56789' }),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Call +91 91234 56789' })).toHaveAttribute(
      'href',
      'tel:+919123456789',
    );
    const listCall = api.fetchMock.mock.calls.find(([url]) =>
      String(url).startsWith('/api/subscription/all'),
    );
    expect(String(listCall?.[0])).toContain('status=PENDING');

    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Asha Rao’s milk?' });
    expect(dialog).toHaveTextContent('Approving also confirms the payment of ₹1,860.00');
    expect(puts(api.calls)).toHaveLength(0);
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Approve and confirm payment' }),
    );

    expect(await screen.findByText('No subscriptions waiting for approval.')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Asha Rao' })).not.toBeInTheDocument();
    expect(puts(api.calls)).toEqual([
      expect.objectContaining({ path: '/api/ops/subscriptions/sub-1', body: { status: 'ACTIVE' } }),
    ]);
  });

  it('confirms a payment on its own, and refuses only after asking', async () => {
    signInAs('staff');
    const api = milkApi([pending]);
    openConsole('/ops/milk');
    const card = await screen.findByRole('article', { name: 'Asha Rao' });
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm payment' }));
    await vi.waitFor(() => expect(within(card).getByText(/^Paid/)).toBeInTheDocument());
    expect(within(card).queryByRole('button', { name: 'Confirm payment' })).not.toBeInTheDocument();
    expect(puts(api.calls)[0]?.body).toEqual({ paid: true });

    // Paid now: refusing asks how the paid days come back, Grocoins unless staff say otherwise.
    await userEvent.click(within(card).getByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse Asha Rao’s milk?' });
    expect(within(dialog).getByRole('radio', { name: 'As Grocoins' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuse subscription' }));
    await vi.waitFor(() => expect(puts(api.calls)).toHaveLength(2));
    expect(puts(api.calls)[1]?.body).toEqual({ status: 'CANCELLED', giveBackAs: 'COINS' });
  });

  it('shows the server’s refusal and keeps the card', async () => {
    signInAs('staff');
    milkApi([{ ...pending, paidAt: '2026-11-23T10:00:00.000Z' }], {
      'PUT /api/ops/subscriptions/*': failure(409, 'This subscription was changed meanwhile.'),
    });
    openConsole('/ops/milk');
    const card = await screen.findByRole('article', { name: 'Asha Rao' });
    // Paid already: approving asks nothing more.
    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('This subscription was changed meanwhile.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Asha Rao' })).toBeInTheDocument();
  });
});

describe('all subscriptions', () => {
  it('keeps the filters in the URL and offers only the moves the rule allows', async () => {
    signInAs('staff');
    const active: StaffSubscription = { ...pending, status: 'ACTIVE', paidAt: pending.createdAt };
    const custom: StaffSubscription = {
      ...active,
      _id: 'sub-2',
      type: 'CUSTOM',
      address: { ...homeAddress, name: 'Meera Iyer' },
      includedDates: ['2026-11-25', '2026-11-27'],
      deliveryDays: 2,
    };
    const api = milkApi([], {
      'GET /api/subscription/all': { body: { subscriptions: [active, custom], nextCursor: 'c2' } },
    });
    const router = openConsole('/ops/milk?tab=subscriptions');
    const daily = await screen.findByRole('article', { name: 'Asha Rao' });
    expect(within(daily).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    const customCard = screen.getByRole('article', { name: 'Meera Iyer' });
    expect(within(customCard).queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    expect(within(customCard).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'ACTIVE');
    await vi.waitFor(() => expect(router.state.location.search).toContain('status=ACTIVE'));
    expect(router.state.location.search).toContain('tab=subscriptions');
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await vi.waitFor(() =>
      expect(
        api.fetchMock.mock.calls.some(([url]) => /status=ACTIVE.*cursor=c2/.test(String(url))),
      ).toBe(true),
    );

    await userEvent.click(
      within(screen.getAllByRole('article', { name: 'Asha Rao' })[0]!).getByRole('button', {
        name: 'Cancel',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Asha Rao’s milk?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    await vi.waitFor(() =>
      expect(puts(api.calls)[0]?.body).toEqual({ status: 'CANCELLED', giveBackAs: 'COINS' }),
    );
  });

  it('cancels a paid subscription as a refund to hand back, and shows the server’s message', async () => {
    signInAs('staff');
    const active: StaffSubscription = { ...pending, status: 'ACTIVE', paidAt: pending.createdAt };
    const message = giveBackMessages.cancelledAsRefund(5, '₹310.00');
    const api = milkApi([], {
      'GET /api/subscription/all': { body: { subscriptions: [active], nextCursor: null } },
      'PUT /api/ops/subscriptions/*': {
        body: { message, subscription: { ...active, status: 'CANCELLED' } },
      },
    });
    openConsole('/ops/milk?tab=subscriptions');
    const card = await screen.findByRole('article', { name: 'Asha Rao' });
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Asha Rao’s milk?' });
    const refund = within(dialog).getByRole('radio', { name: 'As a refund to hand back' });
    expect(refund).toHaveAccessibleDescription(
      'Listed under Refunds due until someone at the store hands the money back.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(puts(api.calls)).toHaveLength(0);

    await userEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('radio', {
        name: 'As a refund to hand back',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(puts(api.calls).map((c) => c.body)).toEqual([
      { status: 'CANCELLED', giveBackAs: 'REFUND' },
    ]);
  });

  it('refuses an unpaid subscription without asking about money', async () => {
    signInAs('staff');
    const api = milkApi([pending]);
    openConsole('/ops/milk');
    const card = await screen.findByRole('article', { name: 'Asha Rao' });
    await userEvent.click(within(card).getByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse Asha Rao’s milk?' });
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuse subscription' }));
    await vi.waitFor(() => expect(puts(api.calls)[0]?.body).toEqual({ status: 'CANCELLED' }));
  });
});

describe('the route sheet', () => {
  it('opens on tomorrow after 3 PM store time, groups by locality with totals, and generates', async () => {
    signInAs('staff');
    const api = milkApi([], {
      'GET /api/ops/milk-runs/2026-11-24': { body: run() },
      'POST /api/ops/milk-runs/2026-11-24/generate': {
        body: run({ generatedAt: '2026-11-23T11:00:00.000Z' }),
      },
    });
    openConsole('/ops/milk?tab=run');
    await vi.waitFor(() => expect(screen.getByLabelText('Day')).toHaveValue('2026-11-24'));
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(totals).toHaveTextContent('3 deliveries');
    expect(totals).toHaveTextContent('1 LITRE × 2');
    expect(totals).toHaveTextContent('500 ML × 1');

    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Indiranagar 2 deliveries',
      'Koramangala 1 delivery',
      'Paused on this day (1)',
    ]);
    const indiranagar = screen.getByRole('region', { name: 'Indiranagar' });
    expect(
      within(indiranagar)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-labelledby')),
    ).toEqual(['delivery-d2', 'delivery-d3']);
    expect(within(indiranagar).getByRole('article', { name: 'Vikram Shetty' })).toHaveTextContent(
      '500 ML',
    );
    expect(screen.getByRole('region', { name: /Paused/ })).toHaveTextContent('Ravi Kumar');
    expect(screen.getByRole('region', { name: /Paused/ })).toHaveTextContent(
      '62 Grocoins credited',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Generate run' }));
    expect(await screen.findByText(/^Generated at 23 Nov 2026/)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/ops/milk-runs/2026-11-24/generate',
    ]);
  });

  it('before 3 PM offers no run for tomorrow, and says when its list is fixed', async () => {
    signInAs('staff');
    const api = milkApi([], {
      // 11:00 on 23 Nov, store time: tomorrow's shoppers may still pause or resume.
      'GET /api/store/time': { body: { now: '2026-11-23T05:30:00.000Z' } },
      'GET /api/ops/milk-runs/2026-11-24': { body: run() },
    });
    openConsole('/ops/milk?tab=run&date=2026-11-24');
    expect(
      await screen.findByText(
        "Not generated yet. Tomorrow's milk run can be made from 3 PM today, when shoppers can no longer pause or resume it. Until then the list below may still change; it is made by itself at 3 PM.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/generate it now/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate run' })).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('opens on today before 3 PM store time', async () => {
    signInAs('staff');
    milkApi([], {
      'GET /api/store/time': { body: { now: '2026-11-24T02:00:00.000Z' } },
      'GET /api/ops/milk-runs/2026-11-24': {
        body: run({ generatedAt: '2026-11-23T09:30:00.000Z' }),
      },
    });
    openConsole('/ops/milk?tab=run');
    await vi.waitFor(() => expect(screen.getByLabelText('Day')).toHaveValue('2026-11-24'));
    expect(await screen.findByText('Generated at 23 Nov 2026, 15:00')).toBeInTheDocument();
  });

  it('asks before marking a delivery missed, then shows the coins', async () => {
    signInAs('staff');
    let sheet = run();
    const api = milkApi([], {
      'GET /api/store/time': { body: { now: ON_THE_DAY } },
      'GET /api/ops/milk-runs/2026-11-24': () => ({ body: sheet }),
      'PUT /api/ops/milk-deliveries/*': (req: StubRequest) => {
        const marked = {
          ...deliveries[2]!,
          status: (req.body as { status: MilkRunDelivery['status'] }).status,
          coins: 30,
          markedAt: '2026-11-24T03:00:00.000Z',
        };
        sheet = {
          ...sheet,
          deliveries: sheet.deliveries.map((d) => (d._id === 'd1' ? marked : d)),
        };
        return { body: { message: 'Marked missed.', delivery: marked } };
      },
    });
    openConsole('/ops/milk?tab=run&date=2026-11-24');
    const asha = await screen.findByRole('article', { name: 'Asha Rao' });
    await userEvent.click(within(asha).getByRole('button', { name: 'Missed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark Asha Rao’s milk missed?' });
    expect(dialog).toHaveTextContent('The shopper gets 30 Grocoins for the day');
    expect(puts(api.calls)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark missed' }));

    expect(await within(asha).findByText('30 Grocoins credited')).toBeInTheDocument();
    expect(within(asha).getByText('Missed')).toBeInTheDocument();
    expect(within(asha).queryByRole('button', { name: 'Delivered' })).not.toBeInTheDocument();
    expect(puts(api.calls)).toEqual([
      expect.objectContaining({ path: '/api/ops/milk-deliveries/d1', body: { status: 'MISSED' } }),
    ]);
  });

  it('undoes a mark made today, and not one made on an earlier day', async () => {
    signInAs('staff');
    let sheet = run({
      deliveries: [
        delivery({ _id: 'd1', status: 'DELIVERED', markedAt: '2026-11-24T03:00:00.000Z' }),
        delivery({
          _id: 'd2',
          name: 'Vikram Shetty',
          status: 'MISSED',
          coins: 62,
          markedAt: '2026-11-23T12:00:00.000Z',
        }),
      ],
    });
    const api = milkApi([], {
      'GET /api/store/time': { body: { now: ON_THE_DAY } },
      'GET /api/ops/milk-runs/2026-11-24': () => ({ body: sheet }),
      'PUT /api/ops/milk-deliveries/*': () => {
        const undone = delivery({ _id: 'd1', status: 'SCHEDULED', markedAt: null });
        sheet = { ...sheet, deliveries: [undone, sheet.deliveries[1]!] };
        return { body: { message: giveBackMessages.undone, delivery: undone } };
      },
    });
    openConsole('/ops/milk?tab=run&date=2026-11-24');
    const asha = await screen.findByRole('article', { name: 'Asha Rao' });
    const vikram = screen.getByRole('article', { name: 'Vikram Shetty' });
    // Marked yesterday (store time 17:30 on the 23rd): kept.
    expect(within(vikram).queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    await userEvent.click(await within(asha).findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(giveBackMessages.undone)).toBeInTheDocument();
    expect(await within(asha).findByRole('button', { name: 'Delivered' })).toBeInTheDocument();
    expect(within(asha).getByText('Scheduled')).toBeInTheDocument();
    expect(puts(api.calls)).toEqual([
      expect.objectContaining({
        path: '/api/ops/milk-deliveries/d1',
        body: { status: 'SCHEDULED' },
      }),
    ]);
  });

  it('offers no marks on a day still to come, and says why', async () => {
    signInAs('staff');
    milkApi([], { 'GET /api/ops/milk-runs/2026-11-24': { body: run() } });
    openConsole('/ops/milk?tab=run&date=2026-11-24');
    expect(await screen.findByText(giveBackMessages.futureMark)).toBeInTheDocument();
    const asha = screen.getByRole('article', { name: 'Asha Rao' });
    expect(within(asha).getByText('Scheduled')).toBeInTheDocument();
    expect(within(asha).queryByRole('button', { name: 'Delivered' })).not.toBeInTheDocument();
    expect(within(asha).queryByRole('button', { name: 'Missed' })).not.toBeInTheDocument();
  });
});
