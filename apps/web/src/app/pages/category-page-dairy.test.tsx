import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOG_MESSAGES } from '@/features/catalog/messages';
import { DAIRY_SHELF_NOTICE } from '@/features/location/messages';
import { useLocationStore } from '@/features/location/location-store';
import { fakeServer } from '@/test/fake-server';
import { dairy, fruits, milk } from '@/test/fixtures';
import { renderPage } from '@/test/render';
import { CategoryPage } from './category-page';

afterEach(() => {
  vi.unstubAllGlobals();
  useLocationStore.setState({ status: 'idle', distanceKm: null, modalOpen: false });
});

const renderCategory = (id: string) => {
  fakeServer({
    'GET /api/category/cat-dairy': { body: dairy },
    'GET /api/category/cat-fruits': { body: fruits },
    'GET /api/category/all': { body: { categories: [dairy, fruits] } },
    'GET /api/items/all': { body: { items: [milk] } },
  });
  return renderPage(<CategoryPage />, { path: `/category/${id}`, route: '/category/:id' });
};

const notice = (title: string) => screen.findByRole('region', { name: title });

describe('the Dairy category page', () => {
  it('tells a shopper out of range that their location is why dairy is not shown', async () => {
    useLocationStore.setState({ status: 'out-of-range', distanceKm: 842 });
    renderCategory('cat-dairy');
    const shown = await notice(DAIRY_SHELF_NOTICE['out-of-range'].title);
    expect(shown).toHaveTextContent(DAIRY_SHELF_NOTICE['out-of-range'].body);
    expect(shown).toHaveTextContent('You are 842 km from the store.');
    expect(screen.queryByRole('article', { name: /Toned Milk/ })).not.toBeInTheDocument();
    // The notice is the reason the shelf is empty; no 'No products found' beside it.
    expect(screen.queryByText(CATALOG_MESSAGES.emptyCategory)).not.toBeInTheDocument();
  });

  it('tells a shopper with location off how to turn it on', async () => {
    useLocationStore.setState({ status: 'denied', distanceKm: null });
    renderCategory('cat-dairy');
    const shown = await notice(DAIRY_SHELF_NOTICE.denied.title);
    expect(shown).toHaveTextContent(DAIRY_SHELF_NOTICE.denied.body);
    await userEvent.click(screen.getByRole('button', { name: DAIRY_SHELF_NOTICE.denied.action }));
    expect(useLocationStore.getState().modalOpen).toBe(true);
  });

  it('says nothing of location inside the range, or on other categories', async () => {
    useLocationStore.setState({ status: 'eligible', distanceKm: 1 });
    const first = renderCategory('cat-dairy');
    expect(await screen.findByRole('heading', { name: 'Toned Milk' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /dairy/i })).not.toBeInTheDocument();
    first.unmount();

    useLocationStore.setState({ status: 'out-of-range', distanceKm: 842 });
    renderCategory('cat-fruits');
    expect(await screen.findByRole('heading', { name: 'Fruits' })).toBeInTheDocument();
    expect(screen.queryByText(DAIRY_SHELF_NOTICE['out-of-range'].title)).not.toBeInTheDocument();
  });
});
