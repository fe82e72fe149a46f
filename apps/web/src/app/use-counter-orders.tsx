import type { LentOrders } from '@/features/orders/components/orders-tab';
import { useMyTableOrders } from '@/features/table-orders/api/table-receipt';
import { TableOrderEntry } from '@/features/table-orders/components/table-order-entry';
import { TABLE_ORDER_TEXT } from '@/features/table-orders/messages';

/**
 * The shopper's table orders from the counter, as My Orders shows them among the shop's
 * orders (docs/product.md, Table orders): each a counter order's card opening its receipt.
 */
export function useCounterOrders(userId: string | undefined): LentOrders {
  const query = useMyTableOrders(userId);
  return {
    entries: query.data?.pages.flatMap((page) =>
      page.orders.map((order) => ({
        _id: order._id,
        createdAt: order.createdAt,
        card: <TableOrderEntry order={order} />,
      })),
    ),
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    fetchNextPage: query.fetchNextPage,
    failed: query.isError
      ? { text: TABLE_ORDER_TEXT.counterMissing, retry: () => void query.refetch() }
      : null,
  };
}
