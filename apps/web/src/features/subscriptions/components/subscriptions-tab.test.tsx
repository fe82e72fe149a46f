import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import {
  giveBackMessages,
  OUTSIDE_WINDOW_MESSAGE,
  subscriptionStatusNote,
} from '@grofresh/contracts';
import { clearSession } from '@/lib/session';
import { fakeServer } from '@/test/fake-server';
import { withShopperStream } from '@/test/shopper-stream';
import { LOCATION_GATE } from '../messages';
import {
  BEFORE_TEN,
  ELEVEN_AM,
  config,
  renderTab,
  storeTime,
  subscription,
} from './subscriptions-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  toast.dismiss();
});

const milkSubscribe = () => screen.findByRole('button', { name: 'Subscribe to Milk' });

describe('Subscriptions tab', () => {
  it('offers Milk, and Curd as coming soon, when the shopper has no subscription', async () => {
    fakeServer({
      'GET /api/store/time': storeTime(ELEVEN_AM),
      'GET /api/subscription/user': { body: [] },
    });
    renderTab();
    expect(await milkSubscribe()).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Curd: coming soon' })).toBeDisabled();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the shopper’s subscription instead of the cards', async () => {
    fakeServer({
      'GET /api/store/time': storeTime(ELEVEN_AM),
      'GET /api/subscription/user': { body: [subscription(), subscription({ _id: 'old' })] },
      'GET /api/subscription/sub-1/days': { body: { days: [] } },
    });
    renderTab();
    const card = await screen.findByRole('article', { name: 'Milk subscription' });
    expect(card).toHaveTextContent('Active');
    expect(card).toHaveTextContent('Daily');
    expect(card).toHaveTextContent('1 LITRE');
    expect(card).toHaveTextContent('24 Nov 2026 – 24 Dec 2026');
    expect(card).toHaveTextContent('Home · 12 Lake View Apartments, Indiranagar');
    expect(card).toHaveTextContent(subscriptionStatusNote.ACTIVE);
    expect(screen.queryByRole('button', { name: 'Subscribe to Milk' })).not.toBeInTheDocument();
    // Nothing given back yet: no list.
    expect(screen.queryByRole('region', { name: 'Given back' })).not.toBeInTheDocument();
  });

  it('names a quantity change planned from a date under the quantity', async () => {
    const change = { from: '2026-12-01', quantity: 'TWO_LITRE', price: 120 };
    fakeServer({
      'GET /api/store/time': storeTime(ELEVEN_AM),
      'GET /api/subscription/user': { body: [subscription({ quantityChanges: [change] })] },
      'GET /api/subscription/sub-1/days': { body: { days: [] } },
    });
    renderTab();
    const card = await screen.findByRole('article', { name: 'Milk subscription' });
    expect(card).toHaveTextContent('1 LITRETWO LITRE from 1 Dec 2026');
  });

  it('explains why milk is not on offer when the location is outside the delivery area', async () => {
    fakeServer({
      'GET /api/store/time': storeTime(ELEVEN_AM),
      'GET /api/subscription/user': { body: [] },
    });
    const { onCheckLocation } = renderTab({
      location: { status: 'out-of-range', coords: null },
    });
    expect(
      await screen.findByRole('heading', { name: LOCATION_GATE['out-of-range'].title }),
    ).toBeInTheDocument();
    expect(screen.getByText(LOCATION_GATE['out-of-range'].fix)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe to Milk' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(onCheckLocation).toHaveBeenCalledOnce();
  });

  it.each([
    ['denied', LOCATION_GATE.denied.title, 'Allow location'],
    ['error', LOCATION_GATE.error.title, 'Try again'],
  ] as const)('names a %s location check and how to fix it', async (status, title, action) => {
    fakeServer({
      'GET /api/store/time': storeTime(ELEVEN_AM),
      'GET /api/subscription/user': { body: [] },
    });
    renderTab({ location: { status, coords: null } });
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: action })).toBeInTheDocument();
  });

  it('shows the bill of a pending subscription and a UPI QR to pay it', async () => {
    fakeServer({
      'GET /api/store/time': storeTime(ELEVEN_AM),
      'GET /api/subscription/user': {
        body: [subscription({ status: 'PENDING', paidAt: null })],
      },
    });
    renderTab();
    const bill = await screen.findByRole('region', { name: 'Your bill' });
    expect(bill).toHaveTextContent('31 days × ₹64.00 = ₹1,984.00');
    expect(bill).toHaveTextContent('Payment not confirmed by the store yet.');
    expect(bill).toHaveTextContent(
      'Pay ₹1,984.00 to GroFresh Stores and the store will approve your subscription',
    );
    expect(
      await within(bill).findByRole('img', { name: 'UPI QR code to pay ₹1,984.00' }),
    ).toBeInTheDocument();
    expect(screen.getByText(subscriptionStatusNote.PENDING)).toBeInTheDocument();
  });

  it('shows the store’s approval as soon as the store gives it, without a reload', async () => {
    let mine = subscription({ status: 'PENDING', paidAt: null });
    const stream = withShopperStream({
      'GET /api/store/time': storeTime(ELEVEN_AM),
      'GET /api/subscription/user': () => ({ body: [mine] }),
    });
    renderTab();
    expect(await screen.findByText(subscriptionStatusNote.PENDING)).toBeInTheDocument();
    await stream.connected();
    mine = subscription({ status: 'ACTIVE', paidAt: '2026-11-23T06:00:00.000Z' });
    stream.send('subscription.updated', mine._id);
    expect(await screen.findByText(subscriptionStatusNote.ACTIVE)).toBeInTheDocument();
  });

  it('says when the store has confirmed the payment, and to pay at the store without UPI', async () => {
    fakeServer({
      'GET /api/store/time': storeTime(ELEVEN_AM),
      'GET /api/subscription/user': {
        body: [subscription({ status: 'PENDING', paidAt: null })],
      },
    });
    renderTab({ config: { ...config, store: { ...config.store, upiId: '' } } });
    const bill = await screen.findByRole('region', { name: 'Your bill' });
    expect(bill).toHaveTextContent(
      'Pay ₹1,984.00 at the store and it will approve your subscription.',
    );
    expect(within(bill).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the store’s month on the calendar, with the Grocoins a paused day gave back', async () => {
    const server = fakeServer({
      'GET /api/store/time': storeTime(ELEVEN_AM),
      'GET /api/subscription/user': { body: [subscription({ status: 'INACTIVE' })] },
      'GET /api/subscription/sub-1/days': {
        body: {
          days: [
            { date: '2026-11-21', status: 'DELIVERED', quantity: '1_litre', coins: 0 },
            { date: '2026-11-22', status: 'PAUSED', quantity: '1_litre', coins: 64 },
            { date: '2026-11-23', status: 'UNSERVED', quantity: '1_litre', coins: 64 },
          ],
        },
      },
    });
    renderTab();
    const month = await screen.findByRole('table', { name: 'Milk days, November 2026' });
    expect(within(month).getByText('22 Nov, paused, 64 Grocoins credited')).toBeInTheDocument();
    expect(
      within(month).getByText('23 Nov, not delivered, 64 Grocoins credited, today'),
    ).toBeInTheDocument();
    expect(server.calls.map((c) => c.path)).toContain('/api/subscription/sub-1/days?month=2026-11');
  });
});

describe('pause and resume', () => {
  it('are off before 10 AM store time, with the hint', async () => {
    fakeServer({
      'GET /api/store/time': storeTime(BEFORE_TEN),
      'GET /api/subscription/user': { body: [subscription()] },
      'GET /api/subscription/sub-1/days': { body: { days: [] } },
    });
    renderTab();
    const pause = await screen.findByRole('button', { name: 'Pause from tomorrow' });
    // Under the actions, and again under the skip form.
    expect(await screen.findAllByText(OUTSIDE_WINDOW_MESSAGE)).toHaveLength(2);
    expect(pause).toBeDisabled();
  });

  it('say a pause lasts from tomorrow until the shopper resumes, not one day', async () => {
    fakeServer({
      'GET /api/store/time': storeTime(ELEVEN_AM),
      'GET /api/subscription/user': { body: [subscription()] },
      'GET /api/subscription/sub-1/days': { body: { days: [] } },
    });
    renderTab();
    const card = await screen.findByRole('article', { name: 'Milk subscription' });
    expect(card).toHaveTextContent('Pausing stops deliveries from tomorrow until you resume.');
    expect(card).not.toHaveTextContent(/no milk tomorrow|pause tomorrow’s milk/i);
    expect(await screen.findByRole('button', { name: 'Pause from tomorrow' })).toBeInTheDocument();
  });

  it('pause an active Daily subscription at 11 AM store time', async () => {
    const server = fakeServer({
      'GET /api/store/time': storeTime(ELEVEN_AM),
      'GET /api/subscription/user': { body: [subscription()] },
      'GET /api/subscription/sub-1/days': { body: { days: [] } },
      'PUT /api/subscription/update/sub-1': {
        body: { message: 'ok', subscription: subscription({ status: 'INACTIVE' }) },
      },
    });
    renderTab();
    const pause = await screen.findByRole('button', { name: 'Pause from tomorrow' });
    await vi.waitFor(() => expect(pause).toBeEnabled());
    expect(screen.queryByText(OUTSIDE_WINDOW_MESSAGE)).not.toBeInTheDocument();
    await userEvent.click(pause);
    expect(await screen.findByText('Subscription Paused')).toBeInTheDocument();
    expect(server.posted('/api/subscription/update/sub-1')).toEqual([
      expect.objectContaining({ method: 'PUT', body: { status: 'INACTIVE' } }),
    ]);
  });

  it('resume a paused one, and show the server’s refusal', async () => {
    let refuse = false;
    fakeServer({
      'GET /api/store/time': storeTime(ELEVEN_AM),
      'GET /api/subscription/user': { body: [subscription({ status: 'INACTIVE' })] },
      'GET /api/subscription/sub-1/days': { body: { days: [] } },
      'PUT /api/subscription/update/sub-1': () =>
        refuse
          ? { status: 422, body: { message: OUTSIDE_WINDOW_MESSAGE, code: 'OUTSIDE_WINDOW' } }
          : { body: { message: 'ok', subscription: subscription() } },
    });
    renderTab();
    const resume = await screen.findByRole('button', { name: 'Resume' });
    await vi.waitFor(() => expect(resume).toBeEnabled());
    await userEvent.click(resume);
    expect(await screen.findByText('Subscription Reactive')).toBeInTheDocument();
    refuse = true;
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByText(OUTSIDE_WINDOW_MESSAGE)).toBeInTheDocument();
  });
});

describe('cancel', () => {
  const cancelled = 'Subscription cancelled. 5 paid days given back as 320 Grocoins.';

  it('asks first, then cancels in the window and shows the server’s message and what came back', async () => {
    let mine = subscription();
    const server = fakeServer({
      'GET /api/store/time': storeTime(ELEVEN_AM),
      'GET /api/subscription/user': () => ({ body: [mine] }),
      'GET /api/subscription/sub-1/days': { body: { days: [] } },
      'PUT /api/subscription/update/sub-1': () => {
        mine = subscription({
          status: 'CANCELLED',
          givenBack: [{ reason: 'CANCELLED', days: 5, coins: 320, refund: 0 }],
        });
        return { body: { message: cancelled, subscription: mine } };
      },
    });
    renderTab();
    const cancel = await screen.findByRole('button', { name: 'Cancel subscription' });
    await vi.waitFor(() => expect(cancel).toBeEnabled());

    await userEvent.click(cancel);
    let dialog = await screen.findByRole('dialog', { name: giveBackMessages.cancelConfirmTitle });
    expect(dialog).toHaveTextContent(giveBackMessages.cancelConfirmText);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep subscription' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.posted('/api/subscription/update/sub-1')).toHaveLength(0);

    await userEvent.click(cancel);
    dialog = await screen.findByRole('dialog', { name: giveBackMessages.cancelConfirmTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText(cancelled)).toBeInTheDocument();
    expect(server.posted('/api/subscription/update/sub-1')).toEqual([
      expect.objectContaining({ method: 'PUT', body: { status: 'CANCELLED' } }),
    ]);
    const back = await screen.findByRole('region', { name: 'Given back' });
    expect(within(back).getByRole('listitem')).toHaveTextContent(
      'Cancelled days · 5 days+320 Grocoins',
    );
    expect(screen.getByText(subscriptionStatusNote.CANCELLED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
  });

  it('waits for the window on a running subscription, with the hint', async () => {
    fakeServer({
      'GET /api/store/time': storeTime(BEFORE_TEN),
      'GET /api/subscription/user': { body: [subscription({ type: 'CUSTOM' })] },
      'GET /api/subscription/sub-1/days': { body: { days: [] } },
    });
    renderTab();
    const cancel = await screen.findByRole('button', { name: 'Cancel subscription' });
    // Under the actions, and again under the skip form.
    expect(await screen.findAllByText(OUTSIDE_WINDOW_MESSAGE)).toHaveLength(2);
    expect(cancel).toBeDisabled();
    expect(cancel).toHaveAccessibleDescription(OUTSIDE_WINDOW_MESSAGE);
  });

  it('cancels a pending subscription at any hour, and shows the refusal', async () => {
    fakeServer({
      'GET /api/store/time': storeTime(BEFORE_TEN),
      'GET /api/subscription/user': { body: [subscription({ status: 'PENDING', paidAt: null })] },
      'PUT /api/subscription/update/sub-1': {
        status: 409,
        body: { message: 'This subscription was changed meanwhile.', code: 'CONFLICT' },
      },
    });
    renderTab();
    const cancel = await screen.findByRole('button', { name: 'Cancel subscription' });
    await screen.findByRole('region', { name: 'Your bill' });
    expect(cancel).toBeEnabled();
    expect(screen.queryByText(OUTSIDE_WINDOW_MESSAGE)).not.toBeInTheDocument();
    await userEvent.click(cancel);
    const dialog = await screen.findByRole('dialog', { name: giveBackMessages.cancelConfirmTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('This subscription was changed meanwhile.')).toBeInTheDocument();
  });

  it('lists what the bill gave back: Grocoins, and a refund in rupees', async () => {
    fakeServer({
      'GET /api/store/time': storeTime(ELEVEN_AM),
      'GET /api/subscription/user': {
        body: [
          subscription({
            status: 'CANCELLED',
            givenBack: [
              { reason: 'PAUSED', days: 1, coins: 64, refund: 0 },
              { reason: 'CANCELLED', days: 4, coins: 0, refund: 256 },
            ],
          }),
        ],
      },
      'GET /api/subscription/sub-1/days': { body: { days: [] } },
    });
    renderTab();
    const back = await screen.findByRole('region', { name: 'Given back' });
    const rows = within(back).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Paused days · 1 day+64 Grocoins');
    expect(rows[1]).toHaveTextContent('Cancelled days · 4 days₹256.00 refund');
    expect(rows[1]).not.toHaveTextContent('Grocoins');
  });
});
