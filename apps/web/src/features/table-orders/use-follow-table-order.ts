import { useQueryClient } from '@tanstack/react-query';
import {
  eventDataSchema,
  isOpenTableOrder,
  RESYNC_EVENT,
  type TableOrder,
} from '@grofresh/contracts';
import { useEventStream } from '@/lib/event-stream';
import { queryKeys } from '@/lib/query-keys';

/**
 * Keeps /payment in step with the store without a reload: the shopper's own event stream
 * (GET /api/orders/events) names the table order when staff move it (served, completed,
 * payment not received), and the current order is read again. Whatever changed while the
 * stream was away is read again on (re)connecting.
 */
export function useFollowTableOrder(order: TableOrder | null | undefined): void {
  const client = useQueryClient();
  const open = order != null && isOpenTableOrder(order.status);
  const refresh = () => void client.invalidateQueries({ queryKey: queryKeys.tableOrders.all });
  useEventStream(
    '/orders/events',
    {
      onOpen: refresh,
      onEvent: (type, data) => {
        if (type === RESYNC_EVENT) return refresh();
        const parsed = eventDataSchema.safeParse(data);
        if (type === 'table-order.updated' && parsed.success && parsed.data._id === order?._id) {
          refresh();
        }
      },
    },
    open,
  );
}
