import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Item } from '@grofresh/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface ItemsParams {
  /** A search term, already trimmed; the server forgives typos. */
  name?: string;
  categoryId?: string;
  /** 1000 on home, 500 on a category page (docs/product/rules.md#limits). */
  limit: number;
  /**
   * Also the items out of stock today (a category page shows them as 'Out of stock' rather
   * than letting them vanish); otherwise only available ones
   * (docs/product/screens.md#category-page).
   */
  withUnavailable?: boolean;
}

export const itemsQuery = ({ name, categoryId, limit, withUnavailable = false }: ItemsParams) =>
  queryOptions({
    queryKey: [
      ...queryKeys.items({ name: name ?? '', categoryId: categoryId ?? '', limit }),
      ...(withUnavailable ? (['with-unavailable'] as const) : []),
    ],
    queryFn: async () => {
      const query = new URLSearchParams(withUnavailable ? {} : { availability: 'true' });
      query.set('limit', String(limit));
      if (name) query.set('name', name);
      if (categoryId) query.set('categoryId', categoryId);
      return (await api<{ items: Item[] }>(`/items/all?${query}`)).items;
    },
    staleTime: 60_000,
    // While a new search runs, the previous results stay instead of flashing empty.
    placeholderData: keepPreviousData,
  });

export const useItems = (params: ItemsParams) => useQuery(itemsQuery(params));

/**
 * Today's copy of the named items, available or not (`items/all?ids=`): where the cart's lines
 * and an earlier order's lines stand now. Ids are sorted, so one set is one cache entry.
 */
export const itemsByIdsQuery = (ids: readonly string[]) => {
  const wanted = [...new Set(ids)].sort();
  return queryOptions({
    queryKey: queryKeys.itemsByIds(wanted),
    queryFn: async ({ signal }) => {
      if (wanted.length === 0) return [];
      const query = new URLSearchParams({ ids: wanted.join(',') });
      return (await api<{ items: Item[] }>(`/items/all?${query}`, { signal })).items;
    },
    staleTime: 30_000,
  });
};
