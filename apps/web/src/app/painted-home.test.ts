import { describe, expect, it } from 'vitest';
import type { Category, Item } from '@grofresh/contracts';
import { FIRST_PAINT_ITEM_COUNT } from '@/features/catalog/components/item-row';
import { visibleCategories, visibleItems } from '@/features/catalog/dairy-gate';
import { bakery, bread, dairy, fruits, milk, paneerPuff } from '@/test/fixtures';
import { firstPaintItems } from './painted-home';
import { homeRows } from './pages/home-browse';
import { readServerState, SERVER_STATE_ID, type ServerState } from './server-state';

const snacks: Category = { _id: 'cat-snacks', name: 'Snacks', image: '/media/emoji/cookie.svg' };
const many = (category: Category, count: number): Item[] =>
  Array.from({ length: count }, (_, i) => ({
    ...bread,
    _id: `${category._id}-${i}`,
    name: `${category.name} ${i}`,
    category: [category._id],
  }));

// Sorted by name, as the categories query gives them: Bakery, Dairy, Fruits, Snacks.
const categories = [bakery, dairy, fruits, snacks];
// An apple also filed under bakery, late in the list: it shows in both rows.
const crossFiled: Item = {
  ...many(fruits, 1)[0]!,
  _id: 'both',
  category: [fruits._id, bakery._id],
};
const items = [
  milk,
  ...many(bakery, 12),
  paneerPuff,
  ...many(fruits, 9),
  crossFiled,
  ...many(snacks, 20),
];

/** Home's rows as a visitor's first render makes them from `list`: names of the shown items. */
const visitorRows = (list: Item[]) =>
  homeRows(visibleCategories(categories, false), visibleItems(list, categories, false)).map(
    (row) => ({ category: row.category.name, items: row.items }),
  );

describe("home's first paint data", () => {
  const painted = firstPaintItems(categories, items);
  const whole = visitorRows(items);
  const cut = visitorRows(painted);

  it('makes the same rows as the whole list', () => {
    expect(cut.map((row) => row.category)).toEqual(whole.map((row) => row.category));
    expect(cut.map((row) => row.category)).toEqual(['Bakery & Biscuits', 'Fruits', 'Snacks']);
  });

  it('has the first rows’ first items, in the same order, and one of every other row', () => {
    for (const row of [0, 1]) {
      expect(cut[row]!.items.slice(0, FIRST_PAINT_ITEM_COUNT)).toEqual(
        whole[row]!.items.slice(0, FIRST_PAINT_ITEM_COUNT),
      );
    }
    expect(cut[2]!.items).toEqual(whole[2]!.items.slice(0, 1));
  });

  it('carries far fewer items and no dairy item a visitor cannot see', () => {
    expect(painted.length).toBeLessThan(items.length / 2);
    expect(painted).not.toContain(milk);
    expect(painted).not.toContain(paneerPuff);
  });
});

describe('a painted page’s data in the browser', () => {
  it('takes the whole answers as fresh and a partial one as stale, to be asked for in full', () => {
    const query = (hash: string) => ({
      queryKey: [hash],
      queryHash: `["${hash}"]`,
      state: { data: [], dataUpdatedAt: 1, status: 'success' },
    });
    const state = {
      page: '/',
      queries: { mutations: [], queries: [query('categories'), query('items')] },
      partial: ['["items"]'],
    } as unknown as ServerState;
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = SERVER_STATE_ID;
    element.textContent = JSON.stringify(state);
    document.body.append(element);
    window.history.replaceState(null, '', '/');
    const read = readServerState();
    element.remove();
    const [categories, items] = read!.queries;
    expect(categories!.state.dataUpdatedAt).toBeGreaterThan(Date.now() - 60_000);
    expect(items!.state.dataUpdatedAt).toBe(0);
  });
});
