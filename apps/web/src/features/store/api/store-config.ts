import { queryOptions, useQuery } from '@tanstack/react-query';
import type { storeEndpoints } from '@grofresh/contracts';
import { ApiError } from '@/lib/api-client';
import { call, refTo } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

const config = refTo<typeof storeEndpoints.config>('GET', '/store/get-config');

/** The server's answer while no admin has set the store up yet (503 STORE_NOT_SET_UP). */
export const isStoreNotSetUp = (error: unknown): boolean =>
  error instanceof ApiError && error.body.code === 'STORE_NOT_SET_UP';

export const storeConfigQuery = queryOptions({
  queryKey: queryKeys.storeConfig,
  queryFn: () => call(config, {}),
  staleTime: 10 * 60_000,
});

/** GET /store/get-config: the store's name, phone, WhatsApp and delivery radius. */
export const useStoreConfig = () => useQuery(storeConfigQuery);

/**
 * Whether the store has been set up: false only when the server says it is not, undefined
 * while the first answer is on its way. Any other failure counts as set up, so a passing
 * network fault never sends staff to the first-run screens.
 */
export function useStoreSetUp(): boolean | undefined {
  const config = useStoreConfig();
  // failureReason: known from the first failure, while the query still retries.
  if (isStoreNotSetUp(config.error ?? config.failureReason)) return false;
  if (config.isPending && config.failureCount === 0) return undefined;
  return true;
}
