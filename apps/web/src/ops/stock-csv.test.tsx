import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession } from '@/lib/session';
import { failure } from '@/test/api-stub';
import { signInAs } from '@/test/console';
import { openStock, rowOf, rowSays, stockApi } from '@/test/stock-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearSession();
});

const csv = 'itemId,name,size,counted,onHand,lowAt\n';

// The first visit loads the stock screen's own chunk: seconds on a busy machine.
describe('a stock take by CSV', { timeout: 30_000 }, () => {
  it('imports a file, says what changed and shows the new counts', async () => {
    signInAs('staff');
    const api = stockApi({
      'POST /api/ops/stock/import': () => {
        api.held.units = api.held.units.map((u) =>
          u.variantName === '200 g' ? { ...u, onHand: 30 } : u,
        );
        return { body: { message: '1 count changed', counts: 1, settings: 0 } };
      },
    });
    await openStock('/ops/stock');
    await rowOf('Paneer · 200 g');
    await userEvent.click(screen.getByRole('button', { name: 'Import stock take' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import a stock take' });
    await userEvent.upload(
      within(dialog).getByLabelText('CSV file'),
      new File([csv], 'stock.csv', { type: 'text/csv' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('1 count changed')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ csv });
    await rowSays('Paneer · 200 g', '30');
  });

  it('asks for a file first, and lists the lines of a file that have problems', async () => {
    signInAs('staff');
    stockApi({
      'POST /api/ops/stock/import': failure(400, '1 row has problems; nothing changed', {
        rows: [{ line: 3, message: 'onHand must be a whole number' }],
      }),
    });
    await openStock('/ops/stock');
    await userEvent.click(await screen.findByRole('button', { name: 'Import stock take' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import a stock take' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a CSV file first');
    await userEvent.upload(
      within(dialog).getByLabelText('CSV file'),
      new File([csv], 'stock.csv', { type: 'text/csv' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    const alert = await within(dialog).findByText('1 row has problems; nothing changed');
    expect(alert.closest('[role="alert"]')).toHaveTextContent(
      'Line 3: onHand must be a whole number',
    );
  });

  it('downloads the counts as the file the server names', async () => {
    signInAs('staff');
    const api = stockApi({
      'GET /api/ops/stock/export.csv': { body: 'itemId,name' },
    });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    URL.createObjectURL = vi.fn(() => 'blob:stock');
    URL.revokeObjectURL = vi.fn();
    await openStock('/ops/stock');
    await userEvent.click(await screen.findByRole('button', { name: 'Export counts' }));
    await vi.waitFor(() => expect(clicked).toHaveBeenCalled());
    const exported = api.calls.find((c) => c.path === '/api/ops/stock/export.csv');
    expect(exported?.headers.get('authorization')).toBe('Bearer staff-token');
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('stock.csv');
  });
});
