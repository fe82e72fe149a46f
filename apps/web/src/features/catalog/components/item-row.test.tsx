import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { apple, fruits } from '@/test/fixtures';
import { renderPage } from '@/test/render';
import { FIRST_PAINT_ITEM_COUNT, FIRST_PAINT_ROW_COUNT, ItemRow, ROW_ITEM_COUNT } from './item-row';

const items = Array.from({ length: 15 }, (_, i) => ({
  ...apple,
  _id: `item-${i}`,
  name: `Apple ${i + 1}`,
}));
const vegetables = { ...fruits, _id: 'vegetables', name: 'Vegetables' };

describe('home rows', () => {
  // A browser with idle moments to spare, and no IntersectionObserver (jsdom, old browsers):
  // item-row-near.test.tsx has the rows that fill as the shopper scrolls near them.
  beforeAll(() => {
    vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 1));
  });

  // One test for the page's first start: startup happens once per page (module).
  it('paint the first rows first, then fill every row up to twelve once the page has started', async () => {
    renderPage(
      <>
        <ItemRow category={fruits} items={items} index={0} />
        <ItemRow category={vegetables} items={items} index={FIRST_PAINT_ROW_COUNT} />
      </>,
    );
    const first = screen.getByRole('region', { name: 'Fruits' });
    const later = screen.getByRole('region', { name: 'Vegetables' });
    expect(within(first).getAllByRole('article')).toHaveLength(FIRST_PAINT_ITEM_COUNT);
    // A later row has its heading and 'see all' at once, its products after startup.
    expect(within(later).queryAllByRole('article')).toHaveLength(0);
    expect(within(later).getByRole('list')).toHaveAttribute('aria-busy', 'true');
    expect(within(later).getByRole('link', { name: 'see all Vegetables' })).toBeInTheDocument();

    const startup = { timeout: 15_000 };
    expect(
      await within(first).findByRole('button', { name: 'Apple 12' }, startup),
    ).toBeInTheDocument();
    expect(within(first).getAllByRole('article')).toHaveLength(ROW_ITEM_COUNT);
    expect(
      await within(later).findByRole('button', { name: 'Apple 12' }, startup),
    ).toBeInTheDocument();
    expect(within(later).getAllByRole('article')).toHaveLength(ROW_ITEM_COUNT);
    expect(within(later).getByRole('list')).not.toHaveAttribute('aria-busy');
  });

  it('come in full on a return to home after the page has started', () => {
    renderPage(<ItemRow category={vegetables} items={items} index={FIRST_PAINT_ROW_COUNT + 3} />);
    const row = screen.getByRole('region', { name: 'Vegetables' });
    expect(within(row).getAllByRole('article')).toHaveLength(ROW_ITEM_COUNT);
  });
});
