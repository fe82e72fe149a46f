import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVALID_PHONE_MESSAGE, type StoreSettings } from '@grofresh/contracts';
import { HomePage } from '@/app/pages/home-page';
import { OPENING_SOON } from '@/features/store/components/opening-soon';
import { STORE_SET_UP } from '@/features/store/staff/components/store-first-run';
import { clearSession } from '@/lib/session';
import { stubApi } from '@/test/api-stub';
import { consoleBasics, openConsole, signInAs } from '@/test/console';
import { renderPage } from '@/test/render';

const notSetUp = {
  status: 503,
  body: {
    code: 'STORE_NOT_SET_UP',
    message: 'The store is not open yet: it is still being set up.',
  },
};

const jayanagar: StoreSettings = {
  name: 'Anand Stores Jayanagar',
  phone: '9845098450',
  whatsapp: '9845098451',
  address: '14, 9th Main Road, Jayanagar 4th Block',
  lat: 12.925,
  lon: 77.5838,
  radiusKm: 4,
  upiId: 'anandstores@okhdfc',
  upiName: 'Anand Stores',
  milkOptions: [{ key: 'ONE_LITRE', price: 58 }],
  pickUpHours: { opens: '08:00', closes: '21:00' },
  goodwillAdminAbove: 50,
  goodwillDailyCap: 200,
  legalName: '',
  gstin: null,
  stateCode: null,
  coinsOnInvoice: 'PAYMENT',
  deliveryRadiusKm: 5,
  servedPincodes: [],
  autoApproveMilk: false,
};

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

// The console's first answers can take a while on a busy machine.
const WAIT = { timeout: 15_000 };
const field = (name: string) => screen.getByRole('textbox', { name });
const number = (name: string) => screen.getByRole('spinbutton', { name });

describe('a store that is not set up yet', () => {
  it('lands an admin on a blank "Set up your store" form that checks like the settings form, then saves', async () => {
    const user = userEvent.setup({ delay: null });
    // One paste per field: the form checks itself again on every change once it was sent.
    const fill = async (element: HTMLElement, text: string) => {
      await user.click(element);
      await user.paste(text);
    };
    signInAs('admin');
    let saved: unknown = null;
    const setUp = () => saved !== null;
    const api = stubApi({
      ...consoleBasics('admin'),
      'GET /api/store/get-config': () => (setUp() ? { body: {} } : notSetUp),
      // As the server does: no settings until the first save, then what was saved (a refetch
      // landing after the save must not find the store unset again).
      'GET /api/ops/store': () => ({ body: { settings: saved } }),
      'PUT /api/ops/store': (req) => {
        saved = req.body;
        return { body: { message: 'Your store is set up', settings: req.body } };
      },
    });
    const router = openConsole('/ops');
    expect(
      await screen.findByRole('heading', { name: STORE_SET_UP.title, level: 1 }, WAIT),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ops/store');
    expect(screen.getByText(STORE_SET_UP.intro)).toBeInTheDocument();
    for (const name of ['Name', 'Street address', 'Phone', 'UPI id', 'Name shown to the payer'])
      expect(field(name)).toHaveValue('');
    expect(number('Latitude')).toHaveValue(null);
    // The goodwill limits start at the store's defaults.
    expect(number('Admin needed above (Grocoins)')).toHaveValue(50);
    expect(number('Most per shopper a day (Grocoins)')).toHaveValue(200);
    expect(screen.queryByRole('button', { name: 'Undo changes' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Set up the store' }));
    expect(await screen.findByText('Give the shop a name of at least 2 letters')).toBeVisible();
    expect(screen.getAllByText(INVALID_PHONE_MESSAGE)).toHaveLength(2);
    expect(screen.getByText('Enter a UPI id like shopname@okaxis')).toBeVisible();
    expect(screen.getByText('Enter the latitude as a number')).toBeVisible();
    expect(screen.getByText('Enter the delivery radius in km')).toBeVisible();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    await fill(field('Name'), jayanagar.name);
    await fill(field('Street address'), jayanagar.address);
    await fill(field('Phone'), jayanagar.phone);
    await fill(field('WhatsApp number'), jayanagar.whatsapp);
    await fill(number('Latitude'), String(jayanagar.lat));
    await fill(number('Longitude'), String(jayanagar.lon));
    await fill(number('Dairy radius (km)'), String(jayanagar.radiusKm));
    await fill(field('UPI id'), jayanagar.upiId);
    await fill(field('Name shown to the payer'), jayanagar.upiName);
    const options = screen.getByRole('list', { name: 'Milk options' });
    await fill(within(options).getByRole('textbox', { name: 'Code of option 1' }), 'one litre');
    await fill(within(options).getByRole('spinbutton'), '58');
    await user.click(screen.getByRole('button', { name: 'Set up the store' }));

    expect(await screen.findByText('Your store is set up', {}, WAIT)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual(jayanagar);
    // From now on it is the ordinary settings screen, starting from what was saved.
    expect(
      await screen.findByRole('heading', { name: 'Store', level: 1 }, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeInTheDocument();
    expect(field('Name')).toHaveValue(jayanagar.name);
  }, 30_000);

  it('tells an admin in a section that needs the settings to set the store up first', async () => {
    signInAs('admin');
    stubApi({ ...consoleBasics('admin'), 'GET /api/store/get-config': notSetUp });
    openConsole('/ops/milk');
    expect(await screen.findByText(STORE_SET_UP.adminHint, {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: STORE_SET_UP.action })).toHaveAttribute(
      'href',
      '/ops/store',
    );
  });

  it('tells staff who are not admins to ask an admin', async () => {
    signInAs('staff');
    stubApi({ ...consoleBasics('staff'), 'GET /api/store/get-config': notSetUp });
    const router = openConsole('/ops');
    expect(await screen.findByText(STORE_SET_UP.staffHint, {}, WAIT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ops/orders');
    expect(screen.queryByRole('link', { name: STORE_SET_UP.action })).not.toBeInTheDocument();
  });

  it('shows shoppers an "opening soon" home instead of an empty shop', async () => {
    stubApi({
      'GET /api/store/get-config': notSetUp,
      'GET /api/category/all': { body: { categories: [] } },
      'GET /api/items/all': { body: { items: [] } },
      'GET /api/banners/all': { body: { banners: [] } },
    });
    renderPage(<HomePage />);
    expect(
      await screen.findByRole('heading', { name: OPENING_SOON.title, level: 1 }, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByText(OPENING_SOON.body)).toBeInTheDocument();
  });
});
