import {
  complaintStatusLabel,
  formatRupees,
  type ComplaintStatus,
  type OrderSummary,
} from '@grofresh/contracts';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';
import { complaintStatusTone, orderStatusLook } from '../complaint-text';

const badge =
  'inline-flex items-center rounded-full px-2.5 py-1 text-xs font-bold whitespace-nowrap';

export function ComplaintStatusBadge({ status }: { status: ComplaintStatus }) {
  return (
    <span className={cn(badge, complaintStatusTone[status])}>{complaintStatusLabel[status]}</span>
  );
}

export function OrderStatusBadge({ status }: { status: OrderSummary['status'] }) {
  const look = orderStatusLook[status];
  return <span className={cn(badge, 'py-0.5', look.tone)}>{look.label}</span>;
}

/** An order in one line: number, status, total and the day it was placed. */
export function OrderLine({ order }: { order: OrderSummary }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span className="tabular font-semibold [overflow-wrap:anywhere]">{order.orderId}</span>
      <OrderStatusBadge status={order.status} />
      <span className="tabular font-semibold">{formatRupees(order.totalAmount)}</span>
      <time dateTime={order.createdAt} className="text-gray-600">
        {formatDate(order.createdAt)}
      </time>
    </div>
  );
}
