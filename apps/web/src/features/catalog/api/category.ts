import { queryOptions, useQuery } from '@tanstack/react-query';
import type { catalogEndpoints } from '@grofresh/contracts';
import { call, refTo } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

const category = refTo<typeof catalogEndpoints.category>('GET', '/category/:id');

export const categoryQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.category(id),
    queryFn: () => call(category, { params: { id } }),
    staleTime: 5 * 60_000,
    // An unknown id is a 404 that will not change on retry.
    retry: false,
  });

export const useCategory = (id: string) => useQuery(categoryQuery(id));
