import { useQueryClient } from '@tanstack/react-query';
import { eventDataSchema, RESYNC_EVENT, type Order } from '@grofresh/contracts';
import { useEventStream } from '@/lib/event-stream';
import { queryKeys } from '@/lib/query-keys';

/**
 * Keeps an open order page in step with the store: while the order can still change, the
 * shopper's own event stream (GET /api/orders/events) says when it did, and the page refetches.
 */
export function useFollowOrder(order: Order | undefined): void {
  const client = useQueryClient();
  const open = order !== undefined && (order.status === 'PENDING' || order.status === 'ACCEPTED');
  // The order itself and the shopper's list of orders.
  const refresh = () => void client.invalidateQueries({ queryKey: queryKeys.orders.all });
  useEventStream(
    '/orders/events',
    {
      // Whatever changed while the stream was away is fetched again on (re)connecting.
      onOpen: refresh,
      onEvent: (type, data) => {
        if (type === RESYNC_EVENT) return refresh();
        const parsed = eventDataSchema.safeParse(data);
        if (type === 'order.updated' && parsed.success && parsed.data._id === order?._id) {
          refresh();
        }
      },
    },
    open,
  );
}
