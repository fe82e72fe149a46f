import type { QueryClient } from '@tanstack/react-query';
import { ITEM_LIMIT_HOME, type Category, type Item } from '@grofresh/contracts';
import { categoriesQuery } from '@/features/catalog/api/categories';
import { itemsQuery } from '@/features/catalog/api/items';
import {
  FIRST_PAINT_ITEM_COUNT,
  FIRST_PAINT_ROW_COUNT,
} from '@/features/catalog/components/item-row';
import { visibleCategories, visibleItems } from '@/features/catalog/dairy-gate';
import { homeRows } from './pages/home-browse';

/**
 * The items home's first paint shows, from the whole home list: the first few of the first
 * rows, and one of every other row, so the page's first render finds the same rows. In the
 * list's own order, so each row's first items are the same as in the whole list.
 */
export function firstPaintItems(categories: readonly Category[], items: readonly Item[]): Item[] {
  // As a visitor sees them: no location checked yet.
  const rows = homeRows(
    visibleCategories(categories, false),
    visibleItems(items, categories, false),
  );
  const kept = new Set<Item>();
  rows.forEach((row, index) => {
    const count = index < FIRST_PAINT_ROW_COUNT ? FIRST_PAINT_ITEM_COUNT : 1;
    for (const item of row.items.slice(0, count)) kept.add(item);
  });
  return items.filter((item) => kept.has(item));
}

/**
 * Home's whole item list is some 80 kB of JSON: the page carries only what its first paint
 * shows, and the browser asks for the rest as the page starts. Returns the hash of the query
 * it cut (the data is partial, so the browser must not take it as fresh), else null.
 */
export function trimHomeItems(client: QueryClient): string | null {
  const { queryKey } = itemsQuery({ limit: ITEM_LIMIT_HOME });
  const items = client.getQueryData(queryKey);
  const categories = client.getQueryData(categoriesQuery.queryKey);
  if (!items || !categories) return null;
  client.setQueryData(queryKey, firstPaintItems(categories, items));
  return client.getQueryCache().find({ queryKey, exact: true })?.queryHash ?? null;
}
