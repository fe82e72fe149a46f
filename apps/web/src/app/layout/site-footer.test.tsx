import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeApi, renderPage } from '@/test/render';
import { SiteFooter } from './site-footer';

beforeEach(() =>
  vi.stubGlobal(
    'fetch',
    fakeApi({
      '/api/category/all': { categories: [] },
      '/api/store/get-config': {
        milkPriceSubscription: {},
        store: { name: 'Green Leaf Mart', phone: '9845012345', lat: 1, lon: 1, radiusKm: 6 },
      },
    }),
  ),
);
afterEach(() => vi.unstubAllGlobals());

it('names the store its settings name, not the demo store', async () => {
  renderPage(<SiteFooter />);
  const year = new Date().getFullYear();
  expect(
    await screen.findByText(`© ${year} Green Leaf Mart. Prices include all taxes.`),
  ).toBeInTheDocument();
  expect(screen.getByText(/fresh daily milk from Green Leaf Mart\./)).toBeInTheDocument();
  expect(screen.queryByText(/Indiranagar/)).not.toBeInTheDocument();
});
