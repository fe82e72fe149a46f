import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  complaintMessages,
  goodwillMessages,
  type GoodwillLimits,
  type StaffComplaint,
} from '@grofresh/contracts';
import { failure, stubApi } from '@/test/api-stub';
import { renderPage } from '@/test/render';
import { CreditBox } from './credit-box';

afterEach(() => vi.unstubAllGlobals());

const complaint: StaffComplaint = {
  _id: 'c9',
  category: 'DELIVERY',
  subject: 'Milk came late',
  description: 'The milk came at noon instead of 7 in the morning.',
  status: 'OPEN',
  resolutionNote: null,
  orderId: null,
  coinsCredited: 0,
  createdAt: '2026-12-10T01:30:00.000Z',
  updatedAt: '2026-12-10T01:30:00.000Z',
  customer: { _id: 'u9', phone: '9123456789' },
  order: null,
};
const limits: GoodwillLimits = { adminAbove: 50, dailyCap: 200, leftToday: 30 };

function open(goodwill = limits) {
  renderPage(<CreditBox complaint={complaint} goodwill={goodwill} />);
  const form = screen.getByRole('form', { name: 'Give Grocoins' });
  return {
    form,
    coins: within(form).getByRole('spinbutton', { name: /Grocoins to give/ }),
    reason: within(form).getByRole('textbox', { name: /Reason/ }),
    give: () => userEvent.click(within(form).getByRole('button', { name: 'Give Grocoins' })),
  };
}
const posts = (calls: { method: string }[]) => calls.filter((c) => c.method === 'POST');

describe('the credit form', () => {
  it('states the store’s limits and what the shopper has left today', () => {
    const { form } = open({ adminAbove: 20, dailyCap: 100, leftToday: 1 });
    expect(form).toHaveTextContent(
      'Staff can give up to 20 without an admin; a shopper gets at most 100 a day.',
    );
    expect(form).toHaveTextContent('1 Grocoin left for this shopper today.');
  });

  it('needs the amount and a reason of a few words, then sends the reason trimmed', async () => {
    const api = stubApi({
      'POST /api/ops/complaints/c9/credit': {
        body: {
          message: complaintMessages.credited(25),
          complaint: { ...complaint, coinsCredited: 25 },
        },
      },
    });
    const { coins, reason, give } = open();
    await give();
    expect(coins).toHaveAccessibleDescription(complaintMessages.creditRange);
    expect(reason).toHaveAccessibleDescription(goodwillMessages.reasonRequired);
    expect(reason).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(coins, '25');
    await userEvent.type(reason, 'Late');
    await give();
    expect(reason).toHaveAccessibleDescription(goodwillMessages.reasonShort);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.type(reason, ' by five hours  ');
    await give();
    const dialog = await screen.findByRole('dialog', {
      name: 'Give 25 Grocoins to +91 91234 56789?',
    });
    expect(dialog).toHaveTextContent('Reason: Late by five hours');
    expect(posts(api.calls)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Give 25 Grocoins' }));
    await vi.waitFor(() =>
      expect(posts(api.calls)).toEqual([
        expect.objectContaining({ body: { coins: 25, reason: 'Late by five hours' } }),
      ]),
    );
  });

  it.each([
    [goodwillMessages.dailyCap(30, 200), 409],
    [goodwillMessages.needsAdmin(60, 50), 403],
    [goodwillMessages.ownComplaint, 403],
  ])('shows the server’s refusal “%s” as it is, until the form changes', async (says, status) => {
    const api = stubApi({ 'POST /api/ops/complaints/c9/credit': failure(status, says) });
    const { form, coins, reason, give } = open();
    await userEvent.type(coins, '60');
    await userEvent.type(reason, 'Rider lost the bag');
    await give();
    await userEvent.click(await screen.findByRole('button', { name: 'Give 60 Grocoins' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(says);
    expect(within(form).getByRole('alert').textContent).toBe(says);
    expect(posts(api.calls)).toHaveLength(1);

    await userEvent.clear(coins);
    await userEvent.type(coins, '30');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });
});
