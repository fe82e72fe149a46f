import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreConfig } from '@grofresh/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const storeConfigQuery = queryOptions({
  queryKey: queryKeys.storeConfig,
  queryFn: () => api<StoreConfig>('/store/get-config'),
  staleTime: 10 * 60_000,
});

/** GET /store/get-config: the store's name, phone, WhatsApp and delivery radius. */
export const useStoreConfig = () => useQuery(storeConfigQuery);
