import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@grofresh/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The grid is sorted by name, whatever order the server sends (docs/product/screens.md#home). */
const byName = (a: Category, b: Category) => a.name.localeCompare(b.name, 'en-IN');

export const categoriesQuery = queryOptions({
  queryKey: queryKeys.categories,
  queryFn: async () =>
    (await api<{ categories: Category[] }>('/category/all')).categories.slice().sort(byName),
  staleTime: 5 * 60_000,
});

export const useCategories = () => useQuery(categoriesQuery);
