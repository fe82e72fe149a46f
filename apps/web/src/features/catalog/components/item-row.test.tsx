import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { apple, fruits } from '@/test/fixtures';
import { renderPage } from '@/test/render';
import { FIRST_PAINT_ITEM_COUNT, ItemRow, ROW_ITEM_COUNT } from './item-row';

const items = Array.from({ length: 15 }, (_, i) => ({
  ...apple,
  _id: `item-${i}`,
  name: `Apple ${i + 1}`,
}));

describe('a home row', () => {
  it('paints its first items at once and the rest up to twelve once the page has started', async () => {
    renderPage(<ItemRow category={fruits} items={items} />);
    const row = screen.getByRole('region', { name: 'Fruits' });
    expect(within(row).getAllByRole('article')).toHaveLength(FIRST_PAINT_ITEM_COUNT);
    expect(await within(row).findByRole('button', { name: 'Apple 12' })).toBeInTheDocument();
    expect(within(row).getAllByRole('article')).toHaveLength(ROW_ITEM_COUNT);
    expect(within(row).getByRole('link', { name: 'see all Fruits' })).toBeInTheDocument();
  });
});
