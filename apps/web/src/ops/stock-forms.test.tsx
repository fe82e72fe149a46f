import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stockMessages } from '@grofresh/contracts';
import { clearSession } from '@/lib/session';
import { failure } from '@/test/api-stub';
import { signInAs } from '@/test/console';
import { openStock, PANEER, RICE, rowOf, rowSays, stockApi } from '@/test/stock-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

// The first visit loads the stock screen's own chunk: seconds on a busy machine.
describe('recording stock', { timeout: 30_000 }, () => {
  it('records damaged stock as taken away, with a note, and shows the new count', async () => {
    signInAs('staff');
    const api = stockApi();
    await openStock('/ops/stock');
    await userEvent.click(
      within(await rowOf('Paneer · 200 g')).getByRole('button', { name: /^Record/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Record stock' });
    expect(dialog).toHaveTextContent('Paneer · 200 g: 12 on hand now');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), [
      'Damaged',
    ]);
    expect(within(dialog).getByRole('radio', { name: 'Take away' })).toBeChecked();
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'How many' }), '3');
    expect(dialog).toHaveTextContent('After this: 9 on hand');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Torn packs');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record' }));

    expect(await screen.findByText('Paneer · 200 g: 9 on hand')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([
      expect.objectContaining({
        body: {
          itemId: PANEER,
          variantName: '200 g',
          reason: 'DAMAGED',
          change: -3,
          note: 'Torn packs',
        },
      }),
    ]);
    await rowSays('Paneer · 200 g', '9');
  });

  it('says what is wrong with the input, and shows the server’s refusal as it is', async () => {
    signInAs('staff');
    const api = stockApi({
      'POST /api/ops/stock/movements': failure(409, stockMessages.belowZero(12)),
    });
    await openStock('/ops/stock');
    await userEvent.click(
      within(await rowOf('Paneer · 200 g')).getByRole('button', { name: /^Record/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Record stock' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(
      within(dialog).getByRole('spinbutton', { name: 'How many' }),
    ).toHaveAccessibleDescription('Enter how many');
    const amount = within(dialog).getByRole('spinbutton', { name: 'How many' });
    await userEvent.type(amount, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(amount).toHaveAccessibleDescription('The change cannot be zero');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.clear(amount);
    await userEvent.type(amount, '20');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Take away' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only 12 left: the count cannot go below zero.',
    );
  });

  it('starts counting a unit with the number on the shelf and its low mark', async () => {
    signInAs('staff');
    const api = stockApi();
    await openStock('/ops/stock');
    await userEvent.click(
      within(await rowOf('Sona Masoori Rice 5 kg')).getByRole('button', { name: /Start counting/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Start counting' });
    expect(within(dialog).getByRole('spinbutton', { name: 'Low mark' })).toHaveValue(5);
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'On hand now' }), '-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start counting' }));
    expect(
      within(dialog).getByRole('spinbutton', { name: 'On hand now' }),
    ).toHaveAccessibleDescription('The count cannot be negative');
    await userEvent.clear(within(dialog).getByRole('spinbutton', { name: 'On hand now' }));
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'On hand now' }), '40');
    const low = within(dialog).getByRole('spinbutton', { name: 'Low mark' });
    await userEvent.clear(low);
    await userEvent.type(low, '8');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start counting' }));
    expect(
      await screen.findByText('Sona Masoori Rice 5 kg is counted now: 40 on hand'),
    ).toBeInTheDocument();
    // The count first: the shop never sees the rice sold out while it starts being counted.
    const writes = api.calls.filter((c) => c.method !== 'GET');
    expect(writes.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/api/ops/stock/movements', { itemId: RICE, reason: 'COUNT', setTo: 40 }],
      ['PUT', `/api/ops/stock/${RICE}`, { counted: true, lowAt: 8 }],
    ]);
    await rowSays('Sona Masoori Rice 5 kg', 'low at 8');
  });

  it('only counts a unit that already holds the number given', async () => {
    signInAs('staff');
    const api = stockApi({
      'POST /api/ops/stock/movements': failure(409, stockMessages.alreadyCount(0)),
    });
    await openStock('/ops/stock');
    await userEvent.click(
      within(await rowOf('Sona Masoori Rice 5 kg')).getByRole('button', { name: /Start counting/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Start counting' });
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'On hand now' }), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start counting' }));
    expect(
      await screen.findByText('Sona Masoori Rice 5 kg is counted now: 0 on hand'),
    ).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { counted: true, lowAt: 5 },
    ]);
    await rowSays('Sona Masoori Rice 5 kg', 'Out of stock');
  });

  it('changes a low mark, and stops counting a unit', async () => {
    signInAs('staff');
    const api = stockApi();
    await openStock('/ops/stock');
    const row = await rowOf('Paneer · 200 g');
    await userEvent.click(within(row).getByRole('button', { name: /Low mark and counting/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Low mark and counting' });
    const low = within(dialog).getByRole('spinbutton', { name: 'Low mark' });
    await userEvent.clear(low);
    await userEvent.type(low, '8');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Paneer · 200 g: low mark 8')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: /Low mark and counting/ }));
    dialog = await screen.findByRole('dialog', { name: 'Low mark and counting' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop counting' }));
    expect(await screen.findByText('Paneer · 200 g is no longer counted')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { variantName: '200 g', counted: true, lowAt: 8 },
      { variantName: '200 g', counted: false },
    ]);
    await rowSays('Paneer · 200 g', 'Not counted');
  });
});
