import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PICK_UP_PASSED } from '@grofresh/contracts';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { fakeServer } from '@/test/fake-server';
import {
  created,
  mayRedeem,
  renderCheckoutForm,
  signedInShopperEachTest,
} from './checkout-form.fixtures';

signedInShopperEachTest();
afterEach(() => vi.useRealTimers());

const ist = (time: string) => new Date(`2026-11-23T${time}:00+05:30`);

/** The phone's clock reads `phone`; GET /api/store/time answers each of `store` in turn. */
function shopAt(phone: string, store: string[], createOrder: unknown = created) {
  vi.useFakeTimers({ now: ist(phone), toFake: ['Date'] });
  let asked = 0;
  return fakeServer({
    'GET /api/orders/check-pending-redeemed': mayRedeem(false),
    'GET /api/store/time': () => ({
      body: { now: ist(store[Math.min(asked++, store.length - 1)]!).toISOString() },
    }),
    'POST /api/orders/create': createOrder as { body: unknown },
  });
}

async function choosePickUp() {
  await userEvent.click(screen.getByRole('radio', { name: 'Store Pick Up' }));
  return screen.getByRole('combobox', { name: 'Time' });
}
const firstSlot = (time: HTMLElement) => within(time).getAllByRole('option')[1];

describe('pick-up slots by the store\'s clock (docs/product.md, "The store\'s clock")', () => {
  it("offers today's slots from the store's time, not the phone's", async () => {
    shopAt('09:00', ['15:30']);
    renderCheckoutForm();
    const time = await choosePickUp();
    await waitFor(() => expect(firstSlot(time)).toHaveTextContent('15:45'));
    expect(screen.getByRole('radio', { name: 'Today 23 Nov' })).toBeChecked();
    expect(within(time).queryByRole('option', { name: '09:15' })).not.toBeInTheDocument();
  });

  it('reads a refused past slot as a sentence, and offers the slots still open', async () => {
    const server = shopAt('09:00', ['09:00', '15:30'], {
      status: 422,
      body: {
        message: PICK_UP_PASSED,
        code: 'OUTSIDE_WINDOW',
        details: { field: 'estimatedTimePickUp' },
      },
    });
    renderCheckoutForm();
    const time = await choosePickUp();
    await waitFor(() => expect(firstSlot(time)).toHaveTextContent('09:15'));
    await userEvent.selectOptions(time, '09:15');
    await userEvent.click(screen.getByRole('button', { name: /Confirm Order/ }));

    expect(await screen.findByText(PICK_UP_PASSED)).toBeInTheDocument();
    expect(screen.queryByText(SOMETHING_WENT_WRONG)).not.toBeInTheDocument();
    // The store's time is asked again: 15:30, so the first slot is 15:45 and none is chosen.
    await waitFor(() => expect(firstSlot(time)).toHaveTextContent('15:45'));
    expect(time).toHaveValue('');
    expect(server.calls.filter((c) => c.path === '/api/store/time')).toHaveLength(2);
  });
});
