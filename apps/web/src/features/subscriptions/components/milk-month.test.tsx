import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { OUTSIDE_WINDOW_MESSAGE, subscriptionMessages } from '@grofresh/contracts';
import { fakeServer } from '@/test/fake-server';
import { renderPage } from '@/test/render';
import { SUBSCRIPTION_TAB_MESSAGES } from '../messages';
import { MilkMonth } from './milk-month';
import { config, subscription } from './subscriptions-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

const november = {
  days: [
    { date: '2026-11-24', status: 'DELIVERED', quantity: '1_litre', coins: 0 },
    { date: '2026-11-25', status: 'MISSED', quantity: '1_litre', coins: 64 },
    { date: '2026-11-26', status: 'SKIPPED', quantity: '1_litre', coins: 64 },
    { date: '2026-11-27', status: 'PLANNED', quantity: '1_litre', coins: 0 },
    { date: '2026-11-28', status: 'PLANNED', quantity: '1_litre', coins: 0 },
    { date: '2026-11-29', status: 'SKIPPED', quantity: '1_litre', coins: 0 },
  ],
};

/** The store's today is 26 Nov 2026; the subscription runs 24 Nov – 24 Dec. */
function renderMonth(inWindow = true, refusal?: string, answer?: object) {
  const server = fakeServer({
    'GET /api/subscription/sub-1/days': (_body, url) =>
      url.searchParams.get('month') === '2026-11' ? { body: november } : { body: { days: [] } },
    'PUT /api/subscription/update/sub-1': refusal
      ? { status: 409, body: { message: refusal, code: 'CONFLICT' } }
      : {
          body: answer ?? {
            message: subscriptionMessages.skipped(1),
            subscription: subscription(),
          },
        },
  });
  renderPage(
    <MilkMonth
      subscription={subscription()}
      today="2026-11-26"
      inWindow={inWindow}
      prices={config.milkPriceSubscription}
    />,
  );
  return server;
}

describe('the subscriber’s calendar', () => {
  it('lays the month out Monday first, each day’s state in words as well as colour', async () => {
    renderMonth();
    const grid = await screen.findByRole('table', { name: 'Milk days, November 2026' });
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
    // 1 Nov 2026 is a Sunday: six empty cells before it, 30 days, five after.
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(6);
    expect(within(rows[0]!).getAllByRole('cell')[6]).toHaveAccessibleName('1 Nov');
    expect(within(rows[0]!).getAllByRole('cell')[5]).toHaveTextContent('');
    for (const name of [
      '24 Nov, delivered, 1 LITRE',
      '25 Nov, missed, 64 Grocoins credited',
      '26 Nov, skipped, 64 Grocoins credited, today',
    ]) {
      expect(within(grid).getByRole('cell', { name })).toBeInTheDocument();
    }
    // Days to come can be picked; the past cannot.
    expect(within(grid).getByRole('button', { name: '27 Nov, planned, 1 LITRE' })).toBeVisible();
    expect(within(grid).getByRole('button', { name: '29 Nov, skipped' })).toBeVisible();
    expect(within(grid).queryByRole('button', { name: /24 Nov/ })).not.toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(legend).toHaveTextContent(/Planned.*Delivered.*Skipped.*Paused.*Missed/);
    expect(screen.getByRole('region', { name: 'What is paid' })).toHaveTextContent(
      'Bill 1 · 24 Nov 2026 – 24 Dec 2026 · 31 days × ₹64.00 = ₹1,984.00',
    );
  });

  it('goes to the next month and back, within the subscription’s months', async () => {
    const server = renderMonth();
    await screen.findByRole('table', { name: 'Milk days, November 2026' });
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('table', { name: 'Milk days, December 2026' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    expect(server.calls.map((c) => c.path)).toContain('/api/subscription/sub-1/days?month=2026-12');
  });

  it('fills the skip form from a tapped day and skips it with the server’s words', async () => {
    const server = renderMonth();
    await userEvent.click(await screen.findByRole('button', { name: '28 Nov, planned, 1 LITRE' }));
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-28');
    expect(screen.getByLabelText('From')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Skip days' }));
    expect(await screen.findByText(subscriptionMessages.skipped(1))).toBeInTheDocument();
    expect(server.posted('/api/subscription/update/sub-1')).toEqual([
      expect.objectContaining({ body: { skip: { from: '2026-11-28', to: '2026-11-28' } } }),
    ]);
  });
});

describe('the skip form’s sentences', () => {
  it('asks for the first day, and refuses a range that ends before it, without asking the server', async () => {
    const server = renderMonth();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Bring back' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SUBSCRIPTION_TAB_MESSAGES.skipPickFrom);
    await userEvent.type(screen.getByLabelText('From'), '2026-12-05');
    await userEvent.type(screen.getByLabelText(/^To/), '2026-12-04');
    await userEvent.click(screen.getByRole('button', { name: 'Skip days' }));
    expect(screen.getByRole('alert')).toHaveTextContent(subscriptionMessages.skipRangeBackwards);
    expect(server.posted('/api/subscription/update/sub-1')).toEqual([]);
  });

  it('shows the server’s refusal under the form', async () => {
    const refusal = subscriptionMessages.skipRunMade('27 Nov 2026');
    const server = renderMonth(true, refusal);
    await userEvent.click(await screen.findByRole('button', { name: '29 Nov, skipped' }));
    await userEvent.click(screen.getByRole('button', { name: 'Bring back' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(server.posted('/api/subscription/update/sub-1')[0]?.body).toEqual({
      unskip: { from: '2026-11-29', to: '2026-11-29' },
    });
  });

  it('waits for the window outside 10 AM – 3 PM, with its note, and days are not buttons', async () => {
    renderMonth(false);
    const grid = await screen.findByRole('table');
    expect(within(grid).queryAllByRole('button')).toEqual([]);
    for (const name of ['Skip days', 'Bring back', 'Change quantity']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
      expect(screen.getByRole('button', { name })).toHaveAccessibleDescription(
        OUTSIDE_WINDOW_MESSAGE,
      );
    }
    // Once for both forms.
    expect(screen.getAllByText(OUTSIDE_WINDOW_MESSAGE)).toHaveLength(1);
  });
});

describe('the quantity form', () => {
  it('asks for a quantity and a day before sending', async () => {
    const server = renderMonth();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Change quantity' }));
    expect(screen.getByRole('alert')).toHaveTextContent(subscriptionMessages.quantityRequired);
    await userEvent.selectOptions(screen.getByLabelText('New quantity'), 'half_litre');
    await userEvent.click(screen.getByRole('button', { name: 'Change quantity' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SUBSCRIPTION_TAB_MESSAGES.quantityPickFrom);
    expect(server.posted('/api/subscription/update/sub-1')).toEqual([]);
  });

  it('sends the option and the day, and shows the top-up the answer adds to the bill', async () => {
    const message = subscriptionMessages.quantityChangedWithBill(
      '2 LITRE',
      '1 Dec 2026',
      '₹1,536.00',
      24,
    );
    const server = renderMonth(true, undefined, {
      message,
      subscription: subscription(),
      bill: { amount: 1536, days: 24, from: '2026-12-01', quantity: '2_litre' },
    });
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByLabelText('New quantity'), '1_litre');
    await userEvent.type(screen.getByLabelText('Starting on'), '2026-12-01');
    await userEvent.click(screen.getByRole('button', { name: 'Change quantity' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(
      screen.getByText('Top-up: ₹1,536.00 for 24 days from 1 Dec 2026, added to your bill.'),
    ).toBeInTheDocument();
    expect(server.posted('/api/subscription/update/sub-1')[0]?.body).toEqual({
      quantity: '1_litre',
      from: '2026-12-01',
    });
  });

  it('shows the server’s refusal under the form', async () => {
    const refusal = subscriptionMessages.quantitySame('1 LITRE', '1 Dec 2026');
    renderMonth(true, refusal);
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByLabelText('New quantity'), '1_litre');
    await userEvent.type(screen.getByLabelText('Starting on'), '2026-12-01');
    await userEvent.click(screen.getByRole('button', { name: 'Change quantity' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  });
});
