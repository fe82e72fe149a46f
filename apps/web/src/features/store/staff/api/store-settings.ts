import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { opsStoreEndpoints, type StoreSettings } from '@grofresh/contracts';
import { ApiError } from '@/lib/api-client';
import { call } from '@/lib/call';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { queryKeys } from '@/lib/query-keys';

export const useStoreSettings = () =>
  useQuery({
    queryKey: queryKeys.ops.store,
    queryFn: async () => (await call(opsStoreEndpoints.get, {})).settings,
  });

/** Saves the settings; the shop's own store config is refreshed so every page shows them. */
export function useSaveStoreSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: StoreSettings) => call(opsStoreEndpoints.update, { body: settings }),
    onSuccess: (answer) => {
      toast.success(answer.message);
      client.setQueryData(queryKeys.ops.store, answer.settings);
      void client.invalidateQueries({ queryKey: queryKeys.storeConfig });
    },
    onError: (error) =>
      toast.error(error instanceof ApiError ? error.message : SOMETHING_WENT_WRONG),
  });
}
