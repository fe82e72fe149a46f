import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category, catalogEndpoints } from '@grofresh/contracts';
import { call, refTo } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

const categories = refTo<typeof catalogEndpoints.categories>('GET', '/category/all');

/** The grid is sorted by name, whatever order the server sends (docs/product/screens.md#home). */
const byName = (a: Category, b: Category) => a.name.localeCompare(b.name, 'en-IN');

export const categoriesQuery = queryOptions({
  queryKey: queryKeys.categories,
  queryFn: async () => (await call(categories, {})).categories.slice().sort(byName),
  staleTime: 5 * 60_000,
});

export const useCategories = () => useQuery(categoriesQuery);
