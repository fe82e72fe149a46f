import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession } from '@/lib/session';
import { openConsole, signInAs } from '@/test/console';
import { openStock, PANEER, rowOf, rowSays, stockApi, withOpsStream } from '@/test/stock-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

// The first visit loads the stock screen's own chunk: seconds on a busy machine.
describe('the stock screen', { timeout: 30_000 }, () => {
  it('is a console section listing every unit: counted or not, on hand and low mark', async () => {
    signInAs('staff');
    stockApi();
    const router = openConsole('/ops/orders');
    const [sidebar] = await screen.findAllByRole('navigation', { name: 'Console' });
    await userEvent.click(within(sidebar!).getByRole('link', { name: 'Stock' }));
    expect(router.state.location.pathname).toBe('/ops/stock');
    expect(
      await screen.findByRole('heading', { name: 'Stock', level: 1 }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(await rowOf('Paneer · 200 g')).toHaveTextContent(/In stock.*low at 5.*12.*on hand/);
    expect(await rowOf('Paneer · 500 g')).toHaveTextContent(/Out of stock.*0.*on hand/);
    const riceRow = await rowOf('Sona Masoori Rice 5 kg');
    expect(riceRow).toHaveTextContent('Not counted');
    expect(riceRow).not.toHaveTextContent('on hand');
    expect(within(riceRow).getByRole('button', { name: /Start counting/ })).toBeVisible();
    expect(screen.getByText('3 items')).toBeInTheDocument();
  });

  it('filters by low, out and counted in the URL, and searches by name', async () => {
    signInAs('staff');
    const api = stockApi();
    const router = await openStock('/ops/stock');
    await rowOf('Paneer · 200 g');
    const urls = () => api.fetchMock.mock.calls.map(([url]) => String(url));
    await userEvent.click(screen.getByRole('button', { name: 'Low stock' }));
    expect(router.state.location.search).toBe('?show=low');
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Low stock' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await vi.waitFor(() => expect(urls()).toContain('/api/ops/stock?low=true&limit=200'));
    await userEvent.click(screen.getByRole('button', { name: 'Out of stock' }));
    await vi.waitFor(() => expect(urls()).toContain('/api/ops/stock?out=true&limit=200'));
    await userEvent.click(screen.getByRole('button', { name: 'Counted' }));
    await vi.waitFor(() => expect(urls()).toContain('/api/ops/stock?counted=true&limit=200'));
    await userEvent.type(screen.getByRole('searchbox', { name: /Search stock/ }), 'paneer');
    await vi.waitFor(() =>
      expect(urls()).toContain('/api/ops/stock?q=paneer&counted=true&limit=200'),
    );
    expect(router.state.location.search).toBe('?show=counted&q=paneer');
  });

  it('says when nothing is low', async () => {
    signInAs('staff');
    stockApi({ 'GET /api/ops/stock': { body: { items: [] } } });
    await openStock('/ops/stock?show=low');
    expect(await screen.findByText('Nothing is low on stock.')).toBeInTheDocument();
  });

  it('shows a unit’s history: reason, change, who, when, the order and what was left', async () => {
    signInAs('staff');
    stockApi();
    await openStock('/ops/stock');
    await userEvent.click(
      within(await rowOf('Paneer · 200 g')).getByRole('button', { name: /^History/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Stock history' });
    const rows = within(
      await within(dialog).findByRole('list', { name: 'Movements' }),
    ).getAllByRole('listitem');
    // The 500 g size's movement is its own history.
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent(/^Sold−2The shop · 23 Nov 2026, 12:00 · Order ORD-1042/);
    expect(rows[0]).toHaveTextContent('12 after');
    expect(rows[1]).toHaveTextContent(/^Damaged−1\+91 98765 43210 · 23 Nov 2026, 10:30/);
    expect(rows[2]).toHaveTextContent(/^Received\+14Ravi · 23 Nov 2026, 09:30/);
    expect(rows[2]).toHaveTextContent('“Bill 778 from Nandini”');
  });

  it('names a unit that falls low as the console hears it, and refreshes the list', async () => {
    signInAs('staff');
    const api = stockApi();
    const stream = withOpsStream();
    await openStock('/ops/stock');
    expect(await rowOf('Paneer · 200 g')).toHaveTextContent('In stock');
    await stream.connected();
    api.held.units = api.held.units.map((u) =>
      u.variantName === '200 g' ? { ...u, onHand: 2 } : u,
    );
    stream.send('stock.low', PANEER);
    // Both low sizes of the item are named; the other item is not.
    expect(await screen.findByText('Paneer · 200 g: only 2 left')).toBeInTheDocument();
    expect(screen.getByText('Paneer · 500 g: sold out')).toBeInTheDocument();
    expect(screen.queryByText(/Sona Masoori Rice 5 kg:/)).not.toBeInTheDocument();
    await rowSays('Paneer · 200 g', 'Low stock');
    // A click, not a pointer's press: the toast's swipe needs pointer capture, which jsdom lacks.
    fireEvent.click(screen.getAllByRole('button', { name: 'Open' })[0]!);
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Low stock' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
  });
});
