import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MilkRun, MilkRunDelivery, MilkStopMove } from '@grofresh/contracts';
import { clearSession } from '@/lib/session';
import { failure, stubApi, type StubRequest } from '@/test/api-stub';
import { consoleBasics, openConsole, signInAs } from '@/test/console';

const delivery = (n: number, name: string, locality = 'Indiranagar'): MilkRunDelivery => ({
  _id: `d${n}`,
  subscriptionId: `sub-${n}`,
  date: '2026-11-24',
  name,
  phone: '9876543210',
  address: `Flat ${n}, Lotus Apartments, ${locality}, Bengaluru 560038`,
  locality,
  quantity: '1_litre',
  amount: 62,
  status: 'SCHEDULED',
  coins: 0,
  markedAt: null,
});

const sheetOf = (deliveries: MilkRunDelivery[]): MilkRun => ({
  date: '2026-11-24',
  generatedAt: '2026-11-23T09:30:00.000Z',
  deliveries,
  totals: { '1_litre': deliveries.length },
  pausedCredits: [],
});

const PUT_ORDER = '/api/ops/milk-runs/2026-11-24/walking-order';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

/** A console whose route sheet moves its stops as the server would. */
function sheetApi(refuse?: ReturnType<typeof failure>) {
  let sheet = sheetOf([
    delivery(1, 'Asha Rao'),
    delivery(2, 'Vikram Shetty'),
    delivery(3, 'Meera Iyer'),
    delivery(4, 'Ravi Kumar', 'Koramangala'),
  ]);
  return stubApi({
    ...consoleBasics('staff'),
    'GET /api/store/time': { body: { now: '2026-11-23T16:30:00+05:30' } },
    'GET /api/ops/milk-runs/2026-11-24': () => ({ body: sheet }),
    [`PUT ${PUT_ORDER}`]: (req: StubRequest) => {
      if (refuse) return refuse;
      const { subscriptionId, after } = req.body as MilkStopMove;
      const moved = sheet.deliveries.find((d) => d.subscriptionId === subscriptionId)!;
      const rest = sheet.deliveries.filter((d) => d !== moved);
      const at = after === null ? 0 : rest.findIndex((d) => d.subscriptionId === after) + 1;
      sheet = sheetOf([...rest.slice(0, at), moved, ...rest.slice(at)]);
      return { body: sheet };
    },
  });
}

const order = () =>
  screen
    .getAllByRole('article')
    .map((a) => a.getAttribute('aria-labelledby')!.slice('delivery-'.length));
const puts = (calls: StubRequest[]) => calls.filter((c) => c.method === 'PUT');

describe("staff's walking order on the route sheet", () => {
  it('moves a stop up or down at once and shows the order the server answers', async () => {
    signInAs('staff');
    const api = sheetApi();
    openConsole('/ops/milk?tab=run&date=2026-11-24');
    await screen.findByRole('article', { name: 'Asha Rao' });
    expect(order()).toEqual(['d1', 'd2', 'd3', 'd4']);
    // The walk's ends: the first stop goes no higher, the last no lower.
    expect(screen.getByRole('button', { name: 'Move Asha Rao up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Asha Rao down' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Move Ravi Kumar down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Ravi Kumar up' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Move Vikram Shetty up' }));
    await vi.waitFor(() => expect(order()).toEqual(['d2', 'd1', 'd3', 'd4']));
    expect(screen.getByRole('button', { name: 'Move Vikram Shetty up' })).toBeDisabled();

    // Down past the locality's end: Ravi's Koramangala comes between Indiranagar's stops.
    await userEvent.click(screen.getByRole('button', { name: 'Move Meera Iyer down' }));
    await vi.waitFor(() => expect(order()).toEqual(['d2', 'd1', 'd4', 'd3']));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Indiranagar 2 deliveries',
      'Koramangala 1 delivery',
      'Indiranagar 1 delivery',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Move Asha Rao up' }));
    await vi.waitFor(() => expect(order()).toEqual(['d1', 'd2', 'd4', 'd3']));
    expect(puts(api.calls).map((c) => [c.path, c.body])).toEqual([
      [PUT_ORDER, { subscriptionId: 'sub-2', after: null }],
      [PUT_ORDER, { subscriptionId: 'sub-3', after: 'sub-4' }],
      [PUT_ORDER, { subscriptionId: 'sub-1', after: null }],
    ]);
  });

  it("shows the server's sentence when it refuses a move, and keeps the order", async () => {
    signInAs('staff');
    const sentence = 'This subscription is not on the route sheet of 24 Nov 2026.';
    sheetApi(failure(404, sentence));
    openConsole('/ops/milk?tab=run&date=2026-11-24');
    await userEvent.click(await screen.findByRole('button', { name: 'Move Meera Iyer up' }));
    expect(await screen.findByText(sentence)).toBeInTheDocument();
    expect(order()).toEqual(['d1', 'd2', 'd3', 'd4']);
  });

  it('keeps the buttons off the printed sheet', async () => {
    signInAs('staff');
    sheetApi();
    openConsole('/ops/milk?tab=run&date=2026-11-24');
    const up = await screen.findByRole('button', { name: 'Move Vikram Shetty up' });
    expect(up.parentElement).toHaveClass('print:hidden');
    expect(screen.getByRole('button', { name: 'Move Vikram Shetty down' }).parentElement).toBe(
      up.parentElement,
    );
  });
});
