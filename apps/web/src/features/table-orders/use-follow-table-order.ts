import { isOpenTableOrder, type TableOrder } from '@grofresh/contracts';
import { queryKeys } from '@/lib/query-keys';
import { useFollowOwnRecord } from '@/lib/use-follow-own-record';

/**
 * Keeps /payment in step with the store without a reload: when staff move the table order
 * (served, completed, payment not received), the current order is read again.
 */
export function useFollowTableOrder(order: TableOrder | null | undefined): void {
  useFollowOwnRecord({
    type: 'table-order.updated',
    id: order?._id,
    open: order != null && isOpenTableOrder(order.status),
    queryKey: queryKeys.tableOrders.all,
  });
}
