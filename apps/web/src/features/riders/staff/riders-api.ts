import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { riderEndpoints } from '@grofresh/contracts';
import { ApiError } from '@/lib/api-client';
import { call, refTo } from '@/lib/call';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { queryKeys } from '@/lib/query-keys';

const assignCall = refTo<typeof riderEndpoints.assign>('PUT', '/ops/orders/:id/rider');
const listCall = refTo<typeof riderEndpoints.list>('GET', '/ops/riders');

/** The people with the rider role (GET /ops/riders), for "Give to rider". */
export const useRiders = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.ops.riders,
    queryFn: async () => (await call(listCall, {})).riders,
    staleTime: 60_000,
    enabled,
  });

/** PUT /ops/orders/:id/rider: the server's sentence in a toast, the order lists refreshed. */
export function useAssignRider() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, riderId }: { id: string; riderId: string }) =>
      call(assignCall, { params: { id }, body: { riderId } }),
    onSuccess: (answer) => {
      toast.success(`${answer.order.orderId}: ${answer.message}`);
      void client.invalidateQueries({ queryKey: queryKeys.ops.ordersAll });
    },
    onError: (error) =>
      toast.error(error instanceof ApiError ? error.message : SOMETHING_WENT_WRONG),
  });
}
