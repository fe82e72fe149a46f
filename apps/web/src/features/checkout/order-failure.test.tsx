import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { toast, Toaster } from 'sonner';
import { api } from '@/lib/api-client';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { clearSession, saveSession, useSession } from '@/lib/session';
import { stubApi } from '@/test/api-stub';
import { answerOrderFailure, type Refused, type Repriced } from './order-failure';

type Answer = { status: number; body?: unknown };

/** Places an order against a server giving `answers` in turn, and answers the failure. */
async function placeOrderFailing(...answers: Answer[]) {
  let next = 0;
  stubApi({ 'POST /api/orders/create': () => answers[Math.min(next++, answers.length - 1)]! });
  const onRepriced = vi.fn<(repriced: Repriced) => void>();
  const onRefused = vi.fn<(refused: Refused) => void>();
  const attempt = {
    client: new QueryClient(),
    totalAmount: 260,
    figuresKey: 'k1',
    onRepriced,
    onRefused,
  };
  for (let i = 0; i < answers.length; i++) {
    await api('/orders/create', { method: 'POST', body: '{}' }).catch((error: Error) =>
      answerOrderFailure(error, attempt),
    );
  }
  return { onRepriced };
}

/** The toast saying 'Something went wrong', as the shopper sees it. */
const failureToast = async () =>
  (await screen.findByText(SOMETHING_WENT_WRONG)).closest('[data-sonner-toast]') as HTMLElement;

beforeEach(() => {
  render(<Toaster />);
  saveSession({ token: 'tok', user: { _id: 'u1', phone: '9876543210', role: 'customer' } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  toast.dismiss();
});

describe('a failed order', () => {
  it("says Something went wrong with the server's reason under it", async () => {
    await placeOrderFailing({
      status: 409,
      body: { message: 'Green Apple is out of stock.', code: 'CONFLICT' },
    });
    const shown = await failureToast();
    expect(within(shown).getByText('Green Apple is out of stock.')).toBeInTheDocument();
  });

  it('says only Something went wrong when there was no answer to give a reason', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await api('/orders/create', { method: 'POST', body: '{}' }).catch((error: Error) =>
      answerOrderFailure(error, {
        client: new QueryClient(),
        totalAmount: 260,
        figuresKey: 'k1',
        onRepriced: vi.fn(),
        onRefused: vi.fn(),
      }),
    );
    const shown = await failureToast();
    expect(shown).toHaveTextContent(new RegExp(`^${SOMETHING_WENT_WRONG}$`));
    expect(screen.queryByText('Failed to fetch')).not.toBeInTheDocument();
  });

  it('never repeats the title as the reason when the server sent no words of its own', async () => {
    await placeOrderFailing({ status: 502, body: 'not json' });
    expect((await failureToast()).textContent).toBe(SOMETHING_WENT_WRONG);
  });

  it('shows one toast for the latest try, with its reason', async () => {
    await placeOrderFailing(
      { status: 409, body: { message: 'Green Apple is out of stock.', code: 'CONFLICT' } },
      {
        status: 500,
        body: { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' },
      },
    );
    const shown = await within(await failureToast()).findByText(
      'Something went wrong on our side. Please try again.',
    );
    expect(shown).toBeInTheDocument();
    expect(screen.getAllByText(SOMETHING_WENT_WRONG)).toHaveLength(1);
    expect(screen.queryByText('Green Apple is out of stock.')).not.toBeInTheDocument();
  });

  it('keeps PRICE_CHANGED for the repricing screen, without Something went wrong', async () => {
    const details = {
      cartItems: [],
      subtotal: 280,
      redeemedCoins: 0,
      earnedCoins: 2,
      totalAmount: 280,
    };
    const { onRepriced } = await placeOrderFailing({
      status: 409,
      body: { message: 'Prices have changed.', code: 'PRICE_CHANGED', details },
    });
    expect(onRepriced).toHaveBeenCalledWith({
      figuresKey: 'k1',
      message: 'Prices have changed.',
      details,
      previousTotal: 260,
    });
    expect(screen.queryByText(SOMETHING_WENT_WRONG)).not.toBeInTheDocument();
  });

  it('hands OUT_OF_STOCK lines to the checkout and asks the catalog again, without a toast', async () => {
    const details = {
      lines: [{ itemId: 'item-apple', variantName: null, requested: 3, available: 1 }],
    };
    const message = 'Some items in your cart have sold out. Please update your cart.';
    stubApi({
      'POST /api/orders/create': () => ({
        status: 409,
        body: { message, code: 'OUT_OF_STOCK', details },
      }),
    });
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const onRefused = vi.fn<(refused: Refused) => void>();
    await api('/orders/create', { method: 'POST', body: '{}' }).catch((error: Error) =>
      answerOrderFailure(error, {
        client,
        totalAmount: 260,
        figuresKey: 'k1',
        onRepriced: vi.fn(),
        onRefused,
      }),
    );
    expect(onRefused).toHaveBeenCalledWith({ message, details });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['items'] });
    expect(screen.queryByText(SOMETHING_WENT_WRONG)).not.toBeInTheDocument();
  });

  it('signs the shopper out quietly when the token is refused, with only its own words', async () => {
    await placeOrderFailing({
      status: 401,
      body: { message: 'Your session has ended. Please log in again.', code: 'UNAUTHENTICATED' },
    });
    expect(
      await screen.findByText('Your session has ended. Please log in again.'),
    ).toBeInTheDocument();
    expect(useSession.getState().session).toBeNull();
    expect(screen.queryByText(SOMETHING_WENT_WRONG)).not.toBeInTheDocument();
  });
});
