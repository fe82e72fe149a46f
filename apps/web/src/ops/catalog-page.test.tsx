import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OpsCategory, OpsItem } from '@grofresh/contracts';
import { clearSession } from '@/lib/session';
import { failure, stubApi } from '@/test/api-stub';
import { consoleBasics, openConsole, signInAs } from '@/test/console';

const categories: OpsCategory[] = [
  { _id: 'c1', name: 'Fruits', image: '/media/emoji/red-apple.svg', retired: false, itemCount: 1 },
  { _id: 'c2', name: 'Snacks', image: '/media/emoji/pretzel.svg', retired: false, itemCount: 0 },
];
const apple: OpsItem = {
  _id: 'i1',
  name: 'Shimla Apple',
  description: 'Crisp',
  image: '/media/emoji/red-apple.svg',
  price: 180,
  discountPrice: 0,
  isVarient: false,
  variants: [],
  category: ['c1'],
  availability: true,
  inStock: true,
  retired: false,
  updatedAt: '2026-11-23T05:00:00Z',
  hsn: '0808',
  gstRate: 0,
};

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const catalogApi = (extra: Parameters<typeof stubApi>[0] = {}) =>
  stubApi({
    ...consoleBasics('staff'),
    'GET /api/ops/items': { body: { items: [apple], total: 1 } },
    'GET /api/ops/categories': { body: { categories } },
    ...extra,
  });

describe('the catalog', () => {
  it('changes an item’s price and says so', async () => {
    signInAs('staff');
    const api = catalogApi({
      'PUT /api/ops/items/i1': (req) => ({
        body: { item: { ...apple, ...(req.body as object), availability: true } },
      }),
    });
    openConsole('/ops/catalog');
    const items = await screen.findByRole('list', { name: 'Items' });
    expect(within(items).getByText('Fruits')).toBeInTheDocument();
    await userEvent.click(within(items).getByRole('button', { name: 'Edit Shimla Apple' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Shimla Apple' });
    const price = within(dialog).getByRole('spinbutton', { name: 'Price (₹)' });
    await userEvent.clear(price);
    await userEvent.type(price, '165.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save item' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    const put = api.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ price: 165.5, discountPrice: 0, category: ['c1'] });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('checks the form with the server’s rules and keeps a refusal in the dialog', async () => {
    signInAs('staff');
    const api = catalogApi({
      'POST /api/ops/items': failure(400, 'Pick categories of the shop'),
    });
    openConsole('/ops/catalog');
    await userEvent.click(await screen.findByRole('button', { name: 'New item' }));
    const dialog = await screen.findByRole('dialog', { name: 'New item' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save item' }));
    expect(
      await within(dialog).findByText('Give the item a name of at least 2 letters'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Pick at least one category')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Banana Chips');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Price (₹)' }), '40');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Discount price/ }), '45');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Snacks' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save item' }));
    expect(
      await within(dialog).findByText('The discount price must be below the price (0 for none)'),
    ).toBeInTheDocument();

    const discount = within(dialog).getByRole('spinbutton', { name: /Discount price/ });
    await userEvent.clear(discount);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose a bundled picture' }));
    expect(
      within(dialog).getByText('Choose a picture: a bundled one or an upload'),
    ).toBeInTheDocument();
  });

  it('changes the stock of the selected items at once', async () => {
    signInAs('staff');
    const api = catalogApi({
      'POST /api/ops/items/bulk': { body: { message: '1 items updated', items: [apple] } },
    });
    openConsole('/ops/catalog');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Shimla Apple' }));
    const bar = screen.getByRole('region', { name: 'Selected items' });
    expect(within(bar).getByText('1 selected')).toBeInTheDocument();
    await userEvent.click(within(bar).getByRole('button', { name: 'Mark out of stock' }));
    await vi.waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/ops/items/bulk')?.body).toEqual({
        ids: ['i1'],
        isAvailable: false,
      }),
    );
    expect(await screen.findByText('1 items updated')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Selected items' })).not.toBeInTheDocument();
  });

  it('lists the lines of a CSV file that have problems', async () => {
    signInAs('staff');
    catalogApi({
      'POST /api/ops/items/import': failure(400, '1 row has problems; nothing was imported', {
        rows: [{ line: 3, message: 'No category called Sweets' }],
      }),
    });
    openConsole('/ops/catalog');
    await userEvent.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import items from CSV' });
    const file = new File(['id,name\n'], 'items.csv', { type: 'text/csv' });
    await userEvent.upload(within(dialog).getByLabelText('CSV file'), file);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(
      await within(dialog).findByText('Line 3: No category called Sweets'),
    ).toBeInTheDocument();
  });
});
