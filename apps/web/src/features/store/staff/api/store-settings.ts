import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { StoreSettings, opsStoreEndpoints } from '@grofresh/contracts';
import { ApiError } from '@/lib/api-client';
import { call, refTo } from '@/lib/call';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { queryKeys } from '@/lib/query-keys';

const getCall = refTo<typeof opsStoreEndpoints.get>('GET', '/ops/store');
const updateCall = refTo<typeof opsStoreEndpoints.update>('PUT', '/ops/store');

export const useStoreSettings = () =>
  useQuery({
    queryKey: queryKeys.ops.store,
    queryFn: async () => (await call(getCall, {})).settings,
  });

/** Saves the settings; the shop's own store config is refreshed so every page shows them. */
export function useSaveStoreSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: StoreSettings) => call(updateCall, { body: settings }),
    onSuccess: (answer) => {
      toast.success(answer.message);
      client.setQueryData(queryKeys.ops.store, answer.settings);
      void client.invalidateQueries({ queryKey: queryKeys.storeConfig });
    },
    onError: (error) =>
      toast.error(error instanceof ApiError ? error.message : SOMETHING_WENT_WRONG),
  });
}
