import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@grofresh/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const categoryQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.category(id),
    queryFn: () => api<Category>(`/category/${encodeURIComponent(id)}`),
    staleTime: 5 * 60_000,
    // An unknown id is a 404 that will not change on retry.
    retry: false,
  });

export const useCategory = (id: string) => useQuery(categoryQuery(id));
