import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { CART_MESSAGES } from '../messages';
import { CutoffAlert } from './cutoff-alert';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Instants are written in IST (+05:30), the store's clock, whatever the test machine's zone. */
const ist = (time: string) => new Date(`2026-11-23T${time}+05:30`);

/**
 * The phone's clock reads `phone`; the store (GET /api/store/time) answers `store`, or
 * nothing at all when it is left out (the phone's clock stands in).
 */
async function renderAt(phone: string, store?: string) {
  vi.useFakeTimers({ now: ist(phone), toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      store
        ? Response.json({ now: ist(store).toISOString() })
        : Response.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CutoffAlert />
    </QueryClientProvider>,
  );
  // The store's answer (or its absence) has arrived (setInterval is faked, so no waitFor).
  const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 5)));
  while (client.getQueryState(queryKeys.storeClock)?.status === 'pending') await tick();
  // The query tells the component on a later timer of its own (TanStack's notify batch): one
  // more tick, so a busy machine's late notice is rendered before the test reads the page.
  await tick();
}

describe('order cutoff alert', () => {
  it('is not shown before 3:00 PM in Bengaluru', async () => {
    await renderAt('14:59:59', '14:59:59');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is not shown at exactly 15:00, only after it', async () => {
    await renderAt('15:00:00', '15:00:00');
    expect(screen.queryByText(CART_MESSAGES.cutoff)).not.toBeInTheDocument();
  });

  it('says the order proceeds tomorrow after 15:00', async () => {
    await renderAt('15:00:01', '15:00:01');
    expect(screen.getByRole('alert')).toHaveTextContent(CART_MESSAGES.cutoff);
  });

  it('appears on an open page once the clock passes 15:00', async () => {
    await renderAt('14:59:50', '14:59:50');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('alert')).toHaveTextContent(CART_MESSAGES.cutoff);
  });

  it("follows the store's clock, not the phone's", async () => {
    await renderAt('09:00:00', '15:30:00');
    expect(screen.getByRole('alert')).toHaveTextContent(CART_MESSAGES.cutoff);
  });

  it('is not shown when the phone is past 15:00 but the store is not', async () => {
    await renderAt('15:30:00', '11:00:00');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("uses the phone's clock when the store cannot be asked", async () => {
    await renderAt('15:30:00');
    expect(screen.getByRole('alert')).toHaveTextContent(CART_MESSAGES.cutoff);
  });
});
