import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { catalogEndpoints } from '@grofresh/contracts';
import { call, refTo } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

const items = refTo<typeof catalogEndpoints.items>('GET', '/items/all');

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
      // In this order, empty ones left out: the URL is the kept answer's key on the server.
      const query = {
        availability: withUnavailable ? undefined : ('true' as const),
        limit,
        name,
        categoryId,
      };
      return (await call(items, { query })).items;
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
      return (await call(items, { query: { ids: wanted.join(',') } }, { signal })).items;
    },
    staleTime: 30_000,
  });
};
