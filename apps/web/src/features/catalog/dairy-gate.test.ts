import { describe, expect, it } from 'vitest';
import { apple, bakery, bread, dairy, fruits, milk, paneerPuff } from '@/test/fixtures';
import { visibleCategories, visibleItems } from './dairy-gate';

const categories = [bakery, dairy, fruits];
const items = [milk, apple, bread, paneerPuff];

describe('dairy gating', () => {
  it("hides the 'Dairy products' category and every item filed under it when not eligible", () => {
    expect(visibleCategories(categories, false).map((c) => c.name)).toEqual([
      'Bakery & Biscuits',
      'Fruits',
    ]);
    expect(visibleItems(items, categories, false).map((i) => i.name)).toEqual([
      'Green Apple',
      'Brown Bread',
    ]);
  });

  it('shows everything when eligible', () => {
    expect(visibleCategories(categories, true)).toEqual(categories);
    expect(visibleItems(items, categories, true)).toEqual(items);
  });
});
