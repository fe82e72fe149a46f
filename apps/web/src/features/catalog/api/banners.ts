import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Banner } from '@grofresh/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const bannersQuery = queryOptions({
  queryKey: queryKeys.banners,
  queryFn: async () => (await api<{ banners: Banner[] }>('/banners/all')).banners,
  staleTime: 5 * 60_000,
});

export const useBanners = () => useQuery(bannersQuery);
