import { Link } from 'react-router';
import { ChevronRight, UtensilsCrossed } from 'lucide-react';
import { formatRupees, isOpenTableOrder, type TableOrder } from '@grofresh/contracts';
import { formatDateTime } from '@/lib/format-date';
import { TABLE_ORDER_TEXT as T } from '../messages';
import { StatusPill } from './status-pill';

/** Where a counter order opens: its receipt, or /payment while it is still to be paid. */
export const tableOrderLink = (order: Pick<TableOrder, '_id' | 'status'>) =>
  isOpenTableOrder(order.status) ? '/payment' : `/payment?order=${encodeURIComponent(order._id)}`;

/**
 * A table order in My Orders (the list item is the list's), in its own look: a counter order (token, table, what was had),
 * not a delivery, with a tinted edge and the counter's icon.
 */
export function TableOrderEntry({ order }: { order: TableOrder }) {
  const count = [...order.cartItems, ...order.pickUpCartItems].reduce((n, l) => n + l.quantity, 0);
  return (
    <div className="relative h-full rounded-2xl border border-l-4 border-gray-200 border-l-accent-400 bg-white transition-colors duration-150 hover:border-brand-500">
      <Link
        to={tableOrderLink(order)}
        className="block rounded-2xl p-4 after:absolute after:inset-0 after:rounded-2xl"
      >
        <p className="tabular text-sm font-bold text-gray-900">
          {T.token} {order.token}
          {order.tableNo && (
            <span className="font-normal text-gray-700"> · {T.table(order.tableNo)}</span>
          )}
        </p>
        <div className="mt-1 flex items-center justify-between gap-3">
          <time dateTime={order.createdAt} className="text-xs text-gray-600">
            {formatDateTime(order.createdAt)}
          </time>
          <StatusPill status={order.status} />
        </div>
        <div className="mt-3 flex items-center justify-between gap-3 border-t border-dashed border-gray-200 pt-3 text-sm">
          <span className="flex items-center gap-1.5 text-gray-700">
            <UtensilsCrossed className="size-4 text-gray-500" aria-hidden />
            {T.counterOrder} · {T.itemCount(count)}
          </span>
          <span className="flex items-center gap-1 font-bold">
            <span className="tabular">{formatRupees(order.totalAmount)}</span>
            <ChevronRight className="size-4 text-gray-400" aria-hidden />
          </span>
        </div>
      </Link>
    </div>
  );
}
