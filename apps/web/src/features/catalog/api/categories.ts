import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@grofresh/contracts';
import { api } from '@/lib/api-client';

export const categoriesQuery = queryOptions({
  queryKey: ['categories'],
  queryFn: async () => (await api<{ categories: Category[] }>('/category/all')).categories,
  staleTime: 5 * 60_000,
});

export const useCategories = () => useQuery(categoriesQuery);
