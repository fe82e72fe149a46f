import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocationStore } from '@/features/location/location-store';
import { clearSession, saveSession } from '@/lib/session';
import { apple, bakery, bread, dairy, fruits, milk, paneerPuff } from '@/test/fixtures';
import { fakeApi, renderPage } from '@/test/render';
import { HomePage } from './home-page';

const fetchMock = vi.fn(
  fakeApi({
    '/api/category/all': { categories: [bakery, dairy, fruits] },
    '/api/items/all?availability=true&limit=50&name=': { items: [milk] },
    '/api/items/all': { items: [milk, apple, bread, paneerPuff] },
    '/api/banners/all': { banners: [] },
    '/api/store/get-config': {
      milkPriceSubscription: {},
      store: {
        name: 'GroFresh Indiranagar',
        phone: '9845012345',
        whatsapp: '9845012345',
        lat: 1,
        lon: 1,
        radiusKm: 6,
      },
    },
  }),
);

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  fetchMock.mockClear();
});

const eligible = (yes: boolean) =>
  useLocationStore.setState({
    status: yes ? 'eligible' : 'out-of-range',
    distanceKm: yes ? 1 : 900,
  });

describe('home page', () => {
  it('shows categories sorted by name and one row per category with see all', async () => {
    eligible(true);
    renderPage(<HomePage />);
    const grid = await screen.findByRole('region', { name: 'Shop by category' });
    const names = within(grid)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names).toEqual(['Bakery & Biscuits', 'Dairy products', 'Fruits']);
    const fruitRow = await screen.findByRole('region', { name: 'Fruits' });
    expect(within(fruitRow).getByRole('link', { name: 'see all Fruits' })).toHaveAttribute(
      'href',
      '/category/cat-fruits',
    );
    // The third row's products come once the page has started (an idle moment, at most 2 s):
    // jsdom has no IntersectionObserver, so rows fill after startup, not as they come near.
    expect(
      await within(fruitRow).findByText('Green Apple', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('hides the dairy category and dairy items when the location is not eligible', async () => {
    eligible(false);
    renderPage(<HomePage />);
    await screen.findByRole('region', { name: 'Fruits' });
    expect(screen.queryByRole('link', { name: 'Dairy products' })).not.toBeInTheDocument();
    expect(screen.queryByText('Toned Milk')).not.toBeInTheDocument();
    // Filed under bakery too, but a dairy item all the same.
    expect(screen.queryByText('Paneer Puff')).not.toBeInTheDocument();
    expect(screen.getByText('Brown Bread')).toBeInTheDocument();
  });

  it('shows dairy once the location is eligible', async () => {
    eligible(true);
    renderPage(<HomePage />);
    expect(await screen.findByRole('region', { name: 'Dairy products' })).toBeInTheDocument();
    expect(screen.getByText('Toned Milk')).toBeInTheDocument();
    // In the bakery row and the dairy row.
    expect(screen.getAllByText('Paneer Puff')).toHaveLength(2);
  });

  it('runs the search in the URL (?q=) on the server, so it survives a reload', async () => {
    eligible(true);
    renderPage(<HomePage />, { path: '/?q=%20milk%20' });
    expect(await screen.findByRole('heading', { name: /Results for “milk”/ })).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('milk');
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Search results for milk' })).toBeInTheDocument(),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/items/all?availability=true&limit=50&name=milk',
      expect.anything(),
    );
  });

  it('shows an empty state when nothing matches', async () => {
    eligible(false);
    renderPage(<HomePage />, { path: '/?q=milk' });
    expect(await screen.findByText('No products found for “milk”.')).toBeInTheDocument();
  });

  it('folds call, WhatsApp and complaints into one contact button, complaints only for a signed-in shopper', async () => {
    eligible(true);
    renderPage(<HomePage />);
    const contact = await screen.findByRole('button', { name: 'Contact the store' });
    // Closed, the button is all there is: no column of buttons over the products.
    expect(contact).toHaveAttribute('aria-expanded', 'false');
    expect(
      screen.queryByRole('link', { name: 'Call GroFresh Indiranagar' }),
    ).not.toBeInTheDocument();
    await userEvent.click(contact);
    const menu = within(screen.getByRole('complementary', { name: 'Store contact' }));
    expect(menu.getByRole('link', { name: 'Call GroFresh Indiranagar' })).toHaveAttribute(
      'href',
      'tel:+919845012345',
    );
    expect(
      menu.getByRole('link', { name: 'Chat with GroFresh Indiranagar on WhatsApp' }),
    ).toHaveAttribute('href', 'https://wa.me/919845012345');
    expect(menu.queryByRole('link', { name: 'Raise a complaint' })).not.toBeInTheDocument();

    saveSession({ token: 'tok', user: { _id: 'u1', phone: '9876543210', role: 'customer' } });
    expect(await menu.findByRole('link', { name: 'Raise a complaint' })).toHaveAttribute(
      'href',
      '/my-account?tab=complaints&new=1',
    );
    await userEvent.keyboard('{Escape}');
    expect(contact).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Raise a complaint' })).not.toBeInTheDocument();
    clearSession();
    await userEvent.click(contact);
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Raise a complaint' })).not.toBeInTheDocument(),
    );
  });
});
