import type { Order } from '@grofresh/contracts';
import { queryKeys } from '@/lib/query-keys';
import { useFollowOwnRecord } from '@/lib/use-follow-own-record';

/**
 * Keeps an open order page in step with the store: while the order can still change, each
 * change the shopper's stream announces refetches the order and the shopper's list of orders.
 */
export function useFollowOrder(order: Order | undefined): void {
  useFollowOwnRecord({
    type: 'order.updated',
    id: order?._id,
    open: order !== undefined && (order.status === 'PENDING' || order.status === 'ACCEPTED'),
    queryKey: queryKeys.orders.all,
  });
}
