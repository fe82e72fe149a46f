import { act } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { apple, fruits } from '@/test/fixtures';
import { renderPage } from '@/test/render';
import { FIRST_PAINT_ROW_COUNT, ItemRow, ROW_ITEM_COUNT } from './item-row';

const items = Array.from({ length: 15 }, (_, i) => ({
  ...apple,
  _id: `item-${i}`,
  name: `Apple ${i + 1}`,
}));
const vegetables = { ...fruits, _id: 'vegetables', name: 'Vegetables' };

/** The browser's IntersectionObserver, told by the test when a watched row comes near. */
const watched: Array<{ target: Element; seen: IntersectionObserverCallback; margin?: string }> = [];
class NearObserver {
  constructor(
    private readonly seen: IntersectionObserverCallback,
    private readonly options?: IntersectionObserverInit,
  ) {}
  observe(target: Element) {
    watched.push({ target, seen: this.seen, margin: this.options?.rootMargin });
  }
  disconnect() {
    watched.splice(0, watched.length);
  }
}
const comeNear = (target: Element) => {
  for (const row of watched.filter((entry) => entry.target === target))
    row.seen(
      [{ isIntersecting: true, target } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
};

describe('home rows past the first paint', () => {
  beforeAll(() => {
    vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 1));
    vi.stubGlobal('IntersectionObserver', NearObserver);
  });

  it('fill when the shopper scrolls within a screen of them, not before', async () => {
    renderPage(
      <>
        <ItemRow category={fruits} items={items} index={0} />
        <ItemRow category={vegetables} items={items} index={FIRST_PAINT_ROW_COUNT} />
      </>,
    );
    const first = screen.getByRole('region', { name: 'Fruits' });
    const later = screen.getByRole('region', { name: 'Vegetables' });
    // The page starts: the first row gets the rest of its twelve...
    await within(first).findByRole('button', { name: 'Apple 12' }, { timeout: 15_000 });
    // ...while the later row, still a screen or more away, keeps its room and its heading.
    expect(within(later).queryAllByRole('article')).toHaveLength(0);
    expect(within(later).getByRole('list')).toHaveAttribute('aria-busy', 'true');
    expect(watched).toEqual([expect.objectContaining({ target: later, margin: '100% 0px' })]);

    act(() => comeNear(later));
    expect(within(later).getAllByRole('article')).toHaveLength(ROW_ITEM_COUNT);
    expect(within(later).getByRole('list')).not.toHaveAttribute('aria-busy');
    expect(watched).toHaveLength(0);
  });
});
