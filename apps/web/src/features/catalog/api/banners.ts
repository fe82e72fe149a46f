import { queryOptions, useQuery } from '@tanstack/react-query';
import type { catalogEndpoints } from '@grofresh/contracts';
import { call, refTo } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

const banners = refTo<typeof catalogEndpoints.banners>('GET', '/banners/all');

export const bannersQuery = queryOptions({
  queryKey: queryKeys.banners,
  queryFn: async () => (await call(banners, {})).banners,
  staleTime: 5 * 60_000,
});

export const useBanners = () => useQuery(bannersQuery);
