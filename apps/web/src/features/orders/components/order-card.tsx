import { Link } from 'react-router';
import { ChevronRight, Store, Truck } from 'lucide-react';
import { deliveryTypeLabel, formatRupees, type OrderSummary } from '@grofresh/contracts';
import { formatDateTime } from '@/lib/format-date';
import { StatusBadge } from './status-badge';

/** Where an order opens: its id in the URL so a reload works, the order itself as state. */
export const orderDetailsLink = (order: OrderSummary) =>
  `/order-details?id=${encodeURIComponent(order.orderId)}`;

/** One order in 'My Orders'. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const Delivery = order.deliveryType === 'PICK_UP' ? Store : Truck;
  return (
    <li>
      <Link
        to={orderDetailsLink(order)}
        state={{ order }}
        className="block rounded-2xl border border-gray-200 bg-white p-4 transition-colors duration-150 hover:border-brand-500"
      >
        {/* The order number gets a line of its own: it is long and cannot wrap nicely. */}
        <p className="tabular text-sm font-bold [overflow-wrap:anywhere] text-gray-900">
          {order.orderId}
        </p>
        <div className="mt-1 flex items-center justify-between gap-3">
          <time dateTime={order.createdAt} className="text-xs text-gray-600">
            {formatDateTime(order.createdAt)}
          </time>
          <StatusBadge status={order.status} className="shrink-0" />
        </div>
        <div className="mt-3 flex items-center justify-between gap-3 border-t border-dashed border-gray-200 pt-3 text-sm">
          <span className="flex items-center gap-1.5 text-gray-700">
            <Delivery className="size-4 text-gray-500" aria-hidden />
            {deliveryTypeLabel[order.deliveryType]}
          </span>
          <span className="flex items-center gap-1 font-bold">
            <span className="tabular">{formatRupees(order.totalAmount)}</span>
            <ChevronRight className="size-4 text-gray-400" aria-hidden />
          </span>
        </div>
      </Link>
    </li>
  );
}
