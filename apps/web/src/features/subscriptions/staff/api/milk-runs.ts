import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { MilkRun, MilkStopMove, opsSubscriptionEndpoints } from '@grofresh/contracts';
import { ApiError } from '@/lib/api-client';
import { call, refTo } from '@/lib/call';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { queryKeys } from '@/lib/query-keys';

const generateMilkRunCall = refTo<typeof opsSubscriptionEndpoints.generateMilkRun>(
  'POST',
  '/ops/milk-runs/:date/generate',
);
const markDeliveryCall = refTo<typeof opsSubscriptionEndpoints.markDelivery>(
  'PUT',
  '/ops/milk-deliveries/:id',
);
const milkRunCall = refTo<typeof opsSubscriptionEndpoints.milkRun>('GET', '/ops/milk-runs/:date');
const moveMilkStopCall = refTo<typeof opsSubscriptionEndpoints.moveMilkStop>(
  'PUT',
  '/ops/milk-runs/:date/walking-order',
);

const showError = (error: unknown) =>
  toast.error(error instanceof ApiError ? error.message : SOMETHING_WENT_WRONG);

/** The route sheet of a store date; refreshed by the console's stream. */
export const useMilkRun = (date: string | undefined) =>
  useQuery({
    queryKey: queryKeys.ops.milkRun(date ?? ''),
    queryFn: ({ signal }) => call(milkRunCall, { params: { date: date! } }, { signal }),
    enabled: Boolean(date),
  });

/** Makes the run of a date now; making it again changes nothing on the server. */
export function useGenerateMilkRun(date: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(generateMilkRunCall, { params: { date } }),
    onSuccess: (run) => {
      client.setQueryData(queryKeys.ops.milkRun(date), run);
      toast.success(`Route sheet made: ${countDeliveries(run)}`);
    },
    onError: showError,
  });
}

const countDeliveries = (run: MilkRun): string =>
  run.deliveries.length === 1 ? '1 delivery' : `${run.deliveries.length} deliveries`;

/**
 * Marks one delivery delivered or missed, or undoes the day's mark (SCHEDULED); the sheet
 * shows the server's answer at once.
 */
export function useMarkDelivery(date: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mark: { id: string; status: 'DELIVERED' | 'MISSED' | 'SCHEDULED' }) =>
      call(markDeliveryCall, {
        params: { id: mark.id },
        body: { status: mark.status },
      }),
    onSuccess: ({ message, delivery }) => {
      toast.success(message);
      client.setQueryData<MilkRun>(queryKeys.ops.milkRun(date), (run) =>
        run
          ? {
              ...run,
              deliveries: run.deliveries.map((d) => (d._id === delivery._id ? delivery : d)),
            }
          : run,
      );
      void client.invalidateQueries({ queryKey: queryKeys.ops.milkRun(date) });
    },
    onError: showError,
  });
}

/**
 * Moves one stop of the sheet right after another, or first (docs/product/rules.md#riders),
 * saved at once; the sheet shows the server's answer, the order as the server now has it.
 */
export function useMoveMilkStop(date: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (move: MilkStopMove) => call(moveMilkStopCall, { params: { date }, body: move }),
    onSuccess: (run) => client.setQueryData(queryKeys.ops.milkRun(date), run),
    onError: showError,
  });
}
