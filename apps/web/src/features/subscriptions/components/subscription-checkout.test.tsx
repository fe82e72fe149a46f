import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { OUTSIDE_WINDOW_MESSAGE, subscriptionMessages } from '@grofresh/contracts';
import { clearSession } from '@/lib/session';
import { fakeServer } from '@/test/fake-server';
import { SUBSCRIPTION_TAB_MESSAGES } from '../messages';
import {
  BEFORE_TEN,
  ELEVEN_AM,
  renderTab,
  storeTime,
  subscription,
} from './subscriptions-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  toast.dismiss();
});

type Reply = { status?: number; body: unknown } | (() => { status?: number; body: unknown });

/** The tab at 11 AM on Mon 23 Nov 2026 (store time), with no subscription until one is made. */
function shopAt(now = ELEVEN_AM, create: Reply = { status: 201, body: {} }) {
  const made: unknown[] = [];
  const server = fakeServer({
    'GET /api/store/time': storeTime(now),
    'GET /api/subscription/user': () => ({ body: made }),
    'GET /api/subscription/sub-1/days': { body: { days: [] } },
    'POST /api/subscription/create': () => {
      const reply = typeof create === 'function' ? create() : create;
      if ((reply.status ?? 200) < 300) made.push(subscription({ status: 'PENDING', paidAt: null }));
      return reply;
    },
  });
  return server;
}

async function openCheckout() {
  await userEvent.click(await screen.findByRole('button', { name: 'Subscribe to Milk' }));
  return screen.findByRole('heading', { name: 'Checkout' });
}
const place = () => userEvent.click(screen.getByRole('button', { name: 'Place Subscription' }));
const endDate = (value: string) =>
  fireEvent.change(screen.getByLabelText('End date'), { target: { value } });
async function fillDaily() {
  await userEvent.selectOptions(screen.getByLabelText('Quantity'), '1 LITRE – ₹64.00 a day');
  endDate('2026-11-30');
  await userEvent.click(screen.getByRole('radio', { name: /Home/ }));
}

describe('subscription checkout', () => {
  it('opens as a view with Daily on, starting tomorrow, and goes back to the cards', async () => {
    shopAt();
    renderTab();
    expect(await openCheckout()).toHaveFocus();
    expect(screen.getByRole('switch', { name: 'Daily' })).toBeChecked();
    expect(
      screen.getByText('Milk every day, starting from tomorrow (24 Nov 2026).'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('End date')).toHaveAttribute('min', '2026-11-23');
    expect(screen.getByLabelText('End date')).toHaveAttribute('max', '2027-01-24');
    const options = within(screen.getByLabelText('Quantity')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Select quantity',
      '1 LITRE – ₹64.00 a day',
      'HALF LITRE – ₹32.00 a day',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Back to subscriptions' }));
    expect(await screen.findByRole('button', { name: 'Subscribe to Milk' })).toBeInTheDocument();
  });

  it('asks for a quantity, an end date and an address, in the words of docs/product/messages.md, before sending', async () => {
    const server = shopAt();
    renderTab();
    await openCheckout();
    await place();
    expect(screen.getByText(subscriptionMessages.quantityRequired)).toBeInTheDocument();
    expect(screen.getByText(subscriptionMessages.endDateRequired)).toBeInTheDocument();
    expect(screen.getByText(subscriptionMessages.addressRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity')).toHaveFocus();
    endDate('2026-11-20');
    expect(screen.getByText('The end date can’t be earlier than today.')).toBeInTheDocument();
    expect(server.posted('/api/subscription/create')).toHaveLength(0);
  });

  it('places a Daily subscription from tomorrow with the checked location and says so', async () => {
    const server = shopAt();
    renderTab();
    await openCheckout();
    await fillDaily();
    expect(screen.getByRole('region', { name: 'Bill' })).toHaveTextContent(
      '7 deliveries × ₹64.00 = ₹448.00',
    );
    await place();
    expect(await screen.findByText(subscriptionMessages.created)).toBeInTheDocument();
    expect(server.posted('/api/subscription/create').map((c) => c.body)).toEqual([
      {
        productName: 'MILK',
        status: 'PENDING',
        type: 'DAILY',
        address: 'addr-home',
        quantity: '1_litre',
        endDate: '2026-11-30',
        startDate: '2026-11-24',
        lat: 12.97,
        lon: 77.64,
      },
    ]);
    // The list is asked again (no page reload) and the new subscription shows.
    expect(await screen.findByRole('article', { name: 'Milk subscription' })).toBeInTheDocument();
  });

  it('shows the server’s refusal, and its own words when there is no answer', async () => {
    let reply: Reply = {
      status: 400,
      body: { message: subscriptionMessages.outsideRadius, code: 'VALIDATION_ERROR' },
    };
    shopAt(ELEVEN_AM, () => (typeof reply === 'function' ? reply() : reply));
    renderTab();
    await openCheckout();
    await fillDaily();
    await place();
    expect(await screen.findByText(subscriptionMessages.outsideRadius)).toBeInTheDocument();
    toast.dismiss();
    reply = () => {
      throw new TypeError('Failed to fetch');
    };
    await place();
    expect(await screen.findByText(subscriptionMessages.createFailed)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
  });

  it('cannot be placed before 10 AM store time', async () => {
    shopAt(BEFORE_TEN);
    renderTab();
    await openCheckout();
    expect(screen.getByRole('button', { name: 'Place Subscription' })).toBeDisabled();
    expect(screen.getByText(OUTSIDE_WINDOW_MESSAGE)).toBeInTheDocument();
  });
});

describe('custom days calendar', () => {
  it('waits for an end date: no calendar, no bill and no subscription without one', async () => {
    const server = shopAt();
    renderTab();
    await openCheckout();
    await userEvent.click(screen.getByRole('switch', { name: 'Daily' }));
    await userEvent.selectOptions(screen.getByLabelText('Quantity'), '1 LITRE – ₹64.00 a day');
    await userEvent.click(screen.getByRole('radio', { name: /Home/ }));
    expect(screen.getByText(SUBSCRIPTION_TAB_MESSAGES.customPickEndFirst)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Delivery days/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bill' })).not.toBeInTheDocument();

    await place();
    expect(screen.getByText(subscriptionMessages.endDateRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('End date')).toHaveFocus();
    expect(server.posted('/api/subscription/create')).toHaveLength(0);

    endDate('2026-11-30');
    expect(
      screen.queryByText(SUBSCRIPTION_TAB_MESSAGES.customPickEndFirst),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Delivery days, December 2026' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Bill' })).toHaveTextContent(
      '7 deliveries × ₹64.00 = ₹448.00',
    );
  });

  it('opens on next month, Monday first, and a click leaves a day out (and back in)', async () => {
    const server = shopAt();
    renderTab();
    await openCheckout();
    await userEvent.click(screen.getByRole('switch', { name: 'Daily' }));
    // The furthest end date the store takes: 62 days ahead.
    endDate('2027-01-24');
    const december = screen.getByRole('group', { name: 'Delivery days, December 2026' });
    // 1 December 2026 is a Tuesday: one empty Monday before it.
    expect(december.children[0]).toBeEmptyDOMElement();
    expect(december.children[1]).toHaveAccessibleName('Tuesday, 1 December 2026');
    expect(screen.getByText('Click dates to exclude delivery.')).toBeInTheDocument();

    const first = screen.getByRole('button', { name: 'Tuesday, 1 December 2026' });
    expect(first).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Friday, 25 December 2026' }));
    expect(screen.getByText('2 day(s) excluded')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Friday, 25 December 2026' }));
    expect(screen.getByText('1 day(s) excluded')).toBeInTheDocument();

    // The range is tomorrow (24 Nov) to 62 days ahead (24 Jan 2027).
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Monday, 23 November 2026/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Tuesday, 24 November 2026' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Monday, 25 January 2027/ })).toBeDisabled();

    await userEvent.selectOptions(screen.getByLabelText('Quantity'), '1 LITRE – ₹64.00 a day');
    await userEvent.click(screen.getByRole('radio', { name: /Home/ }));
    await place();
    await screen.findByText(subscriptionMessages.created);
    const [sent] = server.posted('/api/subscription/create');
    const body = sent?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      type: 'CUSTOM',
      endDate: '2027-01-24',
      excludedDates: ['2026-12-01'],
    });
    expect(body.includedDates).toHaveLength(62);
    expect((body.includedDates as string[])[0]).toBe('2026-11-24');
    expect(body).not.toHaveProperty('startDate');
  });

  it('moves between days with the arrow keys and toggles with the keyboard', async () => {
    shopAt();
    renderTab();
    await openCheckout();
    await userEvent.click(screen.getByRole('switch', { name: 'Daily' }));
    endDate('2026-12-31');
    const first = screen.getByRole('button', { name: 'Tuesday, 1 December 2026' });
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    const eighth = screen.getByRole('button', { name: 'Tuesday, 8 December 2026' });
    expect(eighth).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(eighth).toHaveAttribute('aria-pressed', 'false');
  });

  it('offers only the days up to a chosen end date', async () => {
    shopAt();
    renderTab();
    await openCheckout();
    await userEvent.click(screen.getByRole('switch', { name: 'Daily' }));
    endDate('2026-12-10');
    expect(screen.getByRole('button', { name: 'Thursday, 10 December 2026' })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Friday, 11 December 2026/ })).toBeDisabled();
  });
});

describe('renewal', () => {
  it('re-opens the checkout on an expired subscription and sends the whole body', async () => {
    const server = fakeServer({
      'GET /api/store/time': storeTime(ELEVEN_AM),
      'GET /api/subscription/user': { body: [subscription({ status: 'EXPIRED' })] },
      'GET /api/subscription/sub-1/days': { body: { days: [] } },
      'PUT /api/subscription/update/sub-1': {
        body: { message: subscriptionMessages.renewed, subscription: subscription() },
      },
    });
    renderTab();
    const renew = await screen.findByRole('button', { name: 'Renew' });
    await vi.waitFor(() => expect(renew).toBeEnabled());
    await userEvent.click(renew);
    expect(screen.getByLabelText('Quantity')).toHaveValue('1_litre');
    expect(screen.getByRole('radio', { name: /Home/ })).toBeChecked();
    endDate('2026-12-31');
    await userEvent.click(screen.getByRole('button', { name: 'Renew Subscription' }));
    expect(await screen.findByText(subscriptionMessages.renewed)).toBeInTheDocument();
    expect(server.posted('/api/subscription/update/sub-1').map((c) => c.body)).toEqual([
      expect.objectContaining({ type: 'DAILY', startDate: '2026-11-24', endDate: '2026-12-31' }),
    ]);
  });
});
