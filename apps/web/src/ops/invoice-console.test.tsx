import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GstMonth, OpsCategory, OpsItem } from '@grofresh/contracts';
import { clearSession } from '@/lib/session';
import { stubApi } from '@/test/api-stub';
import { consoleBasics, openConsole, signInAs } from '@/test/console';
import { storeSettings } from '@/test/store-settings';

// The console's GST pieces (docs/product/rules.md#gst-invoices): an item's tax data and the
// month's figures.
const categories: OpsCategory[] = [
  {
    _id: 'c1',
    name: 'Dairy',
    image: '/media/emoji/cheese-wedge.svg',
    retired: false,
    itemCount: 1,
  },
];
const ghee: OpsItem = {
  _id: 'i1',
  name: 'Cow Ghee 500 ml',
  description: '',
  image: '/media/emoji/cheese-wedge.svg',
  price: 340,
  discountPrice: 0,
  isVarient: false,
  variants: [],
  category: ['c1'],
  availability: true,
  inStock: true,
  retired: false,
  updatedAt: '2026-11-23T05:00:00Z',
  hsn: null,
  gstRate: null,
};
const november: GstMonth = {
  month: '2026-11',
  b2cs: [
    { rate: 0, placeOfSupply: '29', taxableValue: 168, cgst: 0, sgst: 0 },
    { rate: 5, placeOfSupply: '29', taxableValue: 295.24, cgst: 7.38, sgst: 7.38 },
  ],
  hsn: [{ hsn: '0405', quantity: 3, rate: 5, taxableValue: 295.24, cgst: 7.38, sgst: 7.38 }],
  documents: { first: 'INV/26-27/000001', last: 'INV/26-27/000004', count: 4, cancelled: 0 },
  creditNotes: {
    first: null,
    last: null,
    count: 0,
    cancelled: 0,
    taxableValue: 0,
    cgst: 0,
    sgst: 0,
    total: 0,
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('an item’s tax data in the catalog editor', () => {
  it('takes an HSN code and a GST rate, with the server’s sentence for a bad code', async () => {
    signInAs('staff');
    const api = stubApi({
      ...consoleBasics('staff'),
      'GET /api/ops/items': { body: { items: [ghee], total: 1 } },
      'GET /api/ops/categories': { body: { categories } },
      'PUT /api/ops/items/i1': (req) => ({ body: { item: { ...ghee, ...(req.body as object) } } }),
    });
    openConsole('/ops/catalog');
    const items = await screen.findByRole('list', { name: 'Items' });
    await userEvent.click(within(items).getByRole('button', { name: 'Edit Cow Ghee 500 ml' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Cow Ghee 500 ml' });
    const hsn = within(dialog).getByRole('textbox', { name: /HSN code/ });
    const rate = within(dialog).getByRole('combobox', { name: 'GST rate' });
    expect(hsn).toHaveValue('');
    expect(rate).toHaveValue('');
    expect(
      within(rate)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Not set (18 % on invoices)', '0 %', '5 %', '18 %', '40 %']);
    await userEvent.type(hsn, '04');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save item' }));
    expect(
      await within(dialog).findByText('An HSN code is 4, 6 or 8 digits, e.g. 0401'),
    ).toBeInTheDocument();
    expect(hsn).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(hsn, '05');
    await userEvent.selectOptions(rate, '5 %');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save item' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      hsn: '0405',
      gstRate: 5,
    });
  });
});

describe('the GST section', () => {
  it('shows an admin the month’s B2C supplies, HSN summary and documents', async () => {
    signInAs('admin');
    const api = stubApi({
      ...consoleBasics('admin'),
      'GET /api/ops/gst/*': { body: november },
    });
    openConsole('/ops/gst?month=2026-11');
    expect(await screen.findByRole('heading', { name: 'GST', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('Month')).toHaveValue('2026-11');
    const b2c = await screen.findByRole('table', { name: /Consumer \(B2C\) supplies/ });
    const rows = within(b2c).getAllByRole('row');
    expect(rows[2]).toHaveTextContent('5 %Karnataka (29)₹295.24₹7.38₹7.38');
    const hsn = screen.getByRole('table', { name: /HSN summary/ });
    expect(within(hsn).getAllByRole('row')[1]).toHaveTextContent('04055 %3₹295.24');
    expect(
      screen.getByText('4 issued: INV/26-27/000001 to INV/26-27/000004, 0 cancelled'),
    ).toBeVisible();
    expect(api.calls.some((c) => c.path === '/api/ops/gst/2026-11')).toBe(true);
  });

  it('is for admins only', async () => {
    signInAs('staff');
    stubApi({ ...consoleBasics('staff') });
    openConsole('/ops/gst');
    expect(
      await screen.findByText('Only an admin of the store can open this section.'),
    ).toBeVisible();
  });
});

const settings = storeSettings();

describe('the store’s invoice settings', () => {
  it('take the legal name, a GSTIN checked by its last character, its state and how coins show', async () => {
    signInAs('admin');
    const api = stubApi({
      ...consoleBasics('admin'),
      'GET /api/ops/store': { body: { settings } },
      'PUT /api/ops/store': (req) => ({
        body: { message: 'Store settings saved', settings: req.body },
      }),
    });
    openConsole('/ops/store');
    const group = await screen.findByRole('group', { name: 'Invoices (GST)' });
    expect(within(group).getByRole('radio', { name: /^As paid/ })).toBeChecked();
    expect(within(group).getByRole('radio', { name: /^As discount/ })).toHaveAccessibleName(
      /lowering their taxable value/,
    );
    await userEvent.type(
      within(group).getByRole('textbox', { name: /Legal name/ }),
      'GroFresh Retail Private Limited',
    );
    const gstin = within(group).getByRole('textbox', { name: /GSTIN/ });
    await userEvent.type(gstin, '29AAKCG4821M1Z5');
    await userEvent.type(within(group).getByRole('textbox', { name: /State code/ }), '27');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await within(group).findByText(
        'This GSTIN’s last character does not match the rest; check it for a typing mistake',
      ),
    ).toBeVisible();
    await userEvent.clear(gstin);
    await userEvent.type(gstin, '29AAKCG4821M1Z4');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await within(group).findByText('The state code must be the first two digits of the GSTIN'),
    ).toBeVisible();
    const state = within(group).getByRole('textbox', { name: /State code/ });
    await userEvent.clear(state);
    await userEvent.type(state, '29');
    await userEvent.click(within(group).getByRole('radio', { name: /^As discount/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await vi.waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      legalName: 'GroFresh Retail Private Limited',
      gstin: '29AAKCG4821M1Z4',
      stateCode: '29',
      coinsOnInvoice: 'DISCOUNT',
    });
  });
});
