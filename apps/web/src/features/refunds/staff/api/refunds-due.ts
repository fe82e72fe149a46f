import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { RefundDue, opsRefundEndpoints } from '@grofresh/contracts';
import { ApiError } from '@/lib/api-client';
import { call, refTo } from '@/lib/call';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { queryKeys } from '@/lib/query-keys';

const listCall = refTo<typeof opsRefundEndpoints.list>('GET', '/ops/refunds');
const milkPaidCall = refTo<typeof opsRefundEndpoints.milkPaid>('PUT', '/ops/milk-refunds/:id');

/** Money the store still owes, newest first; refreshed by the console's stream (refund.updated). */
export const useRefundsDue = () =>
  useQuery({
    queryKey: queryKeys.ops.refunds,
    queryFn: ({ signal }) => call(listCall, {}, { signal }),
    select: (answer) => answer.refunds,
  });

/**
 * Records that a milk refund was handed back: it leaves the list at once, then the list is
 * asked again. The server's sentence shows either way (a second member of staff is told it
 * was already done).
 */
export function useMilkRefundPaid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) =>
      call(milkPaidCall, {
        params: { id },
        body: note ? { note } : {},
      }),
    onSuccess: ({ message }, { id }) => {
      toast.success(message);
      client.setQueryData<{ refunds: RefundDue[] }>(queryKeys.ops.refunds, (data) =>
        data ? { refunds: data.refunds.filter((r) => r._id !== id) } : data,
      );
      void client.invalidateQueries({ queryKey: queryKeys.ops.refunds });
    },
    onError: (error) => {
      toast.error(error instanceof ApiError ? error.message : SOMETHING_WENT_WRONG);
      void client.invalidateQueries({ queryKey: queryKeys.ops.refunds });
    },
  });
}
