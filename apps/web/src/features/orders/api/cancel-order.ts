import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  shopperCancelMessages,
  type Order,
  type ShopperCancelReason,
  type cancelOrderEndpoint,
} from '@grofresh/contracts';
import { ApiError } from '@/lib/api-client';
import { call, refTo } from '@/lib/call';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { queryKeys } from '@/lib/query-keys';

const cancelOrderCall = refTo<typeof cancelOrderEndpoint>('PUT', '/orders/update/:id');

/**
 * PUT /orders/update/:id `{status: 'CANCELLED', cancelReason}`: the shopper cancels their own
 * PENDING order. The page shows the cancelled order at once; then the order, the list, the
 * redeem check and the Grocoins (the coins used come back) are read again. A refusal (the
 * store accepted it meanwhile) shows the server's reason and the order as it now stands.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: ShopperCancelReason }) =>
      call(cancelOrderCall, {
        params: { id },
        body: { status: 'CANCELLED', cancelReason: reason },
      }),
    onSuccess: ({ order }) => {
      queryClient.setQueriesData<Order>({ queryKey: queryKeys.orders.all }, (old) =>
        old && typeof old === 'object' && '_id' in old && old._id === order._id ? order : old,
      );
      toast.success(shopperCancelMessages.cancelled);
    },
    onError: (error) => {
      toast.error(error instanceof ApiError ? error.message : SOMETHING_WENT_WRONG);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.coins.all }),
      ]),
  });
}
