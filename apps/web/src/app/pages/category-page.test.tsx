import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { useCart } from '@/features/cart/cart-store';
import { CART_MESSAGES } from '@/features/cart/messages';
import { useLocationStore } from '@/features/location/location-store';
import { fakeServer } from '@/test/fake-server';
import { apple, bakery, bread, dairy, fruits, milk } from '@/test/fixtures';
import { renderPage } from '@/test/render';
import { CategoryPage } from './category-page';

afterEach(() => {
  vi.unstubAllGlobals();
  useCart.setState({ entries: {} });
});

const kiwi = { ...apple, _id: 'item-kiwi', name: 'Kiwi', availability: false };
const banana = { ...apple, _id: 'item-banana', name: 'Robusta Banana' };

const renderCategory = (id: string) =>
  renderPage(<CategoryPage />, { path: `/category/${id}`, route: '/category/:id' });

describe('category page', () => {
  it('keeps an item out of stock on the page, marked, after those a shopper can buy', async () => {
    useLocationStore.setState({ status: 'eligible', distanceKm: 1 });
    const server = fakeServer({
      'GET /api/category/cat-fruits': { body: fruits },
      'GET /api/category/all': { body: { categories: [bakery, dairy, fruits] } },
      'GET /api/items/all': { body: { items: [apple, kiwi, banana] } },
    });
    renderCategory('cat-fruits');
    const grid = await screen.findByRole('list', { name: 'Fruits' });
    const cards = within(grid).getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Green Apple',
      'Robusta Banana',
      'Kiwi',
    ]);
    expect(within(cards[2]!).getByText(CART_MESSAGES.outOfStock)).toBeInTheDocument();
    expect(within(cards[2]!).queryByRole('button', { name: /ADD/ })).not.toBeInTheDocument();
    expect(
      within(cards[0]!).getByRole('button', { name: 'ADD Green Apple to cart' }),
    ).toBeInTheDocument();
    expect(screen.getByText('3 products')).toBeInTheDocument();
    // All the category's items, not only the available ones.
    const asked = server.calls.find((c) => c.path.startsWith('/api/items/all'))!;
    const query = new URL(asked.path, 'http://shop.test').searchParams;
    expect(query.get('categoryId')).toBe('cat-fruits');
    expect(query.get('limit')).toBe('500');
    expect(query.has('availability')).toBe(false);
  });

  it('lists a unit sold out after those left, and says "Only N left" on a low one', async () => {
    useLocationStore.setState({ status: 'eligible', distanceKm: 1 });
    fakeServer({
      'GET /api/category/cat-fruits': { body: fruits },
      'GET /api/category/all': { body: { categories: [bakery, dairy, fruits] } },
      'GET /api/items/all': {
        body: {
          items: [
            { ...apple, inStock: false, stockLeft: 0 },
            { ...banana, stockLeft: 3 },
          ],
        },
      },
    });
    renderCategory('cat-fruits');
    const grid = await screen.findByRole('list', { name: 'Fruits' });
    const [first, second] = within(grid).getAllByRole('article');
    expect(within(first!).getByRole('heading')).toHaveTextContent('Robusta Banana');
    expect(within(first!).getByText('Only 3 left')).toBeInTheDocument();
    expect(within(second!).getByRole('heading')).toHaveTextContent('Green Apple');
    expect(within(second!).getByText(CART_MESSAGES.outOfStock)).toBeInTheDocument();
  });

  it('still hides dairy items, in stock or not, outside the delivery range', async () => {
    useLocationStore.setState({ status: 'out-of-range', distanceKm: 900 });
    fakeServer({
      'GET /api/category/cat-bakery': { body: bakery },
      'GET /api/category/all': { body: { categories: [bakery, dairy, fruits] } },
      'GET /api/items/all': {
        body: {
          items: [bread, { ...milk, category: [bakery._id, dairy._id], availability: false }],
        },
      },
    });
    renderCategory('cat-bakery');
    const grid = await screen.findByRole('list', { name: 'Bakery & Biscuits' });
    expect(within(grid).getAllByRole('article')).toHaveLength(1);
    expect(within(grid).queryByText('Toned Milk')).not.toBeInTheDocument();
  });
});
