import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CircleCheck, ReceiptText } from 'lucide-react';
import {
  tableOrderMessages,
  tableOrderPaidByLabel,
  type TableOrder,
  type TableOrderLine,
} from '@grofresh/contracts';
import { BillRow } from '@/components/ui/bill-row';
import { buttonClass } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date';
import { TABLE_ORDER_TEXT as T } from '../messages';
import { StatusPill } from './status-pill';
import { TableOrderTotals } from './table-order-totals';
import { TableLineList } from './table-line-list';

function Lines({ title, lines }: { title: string; lines: TableOrderLine[] }) {
  if (lines.length === 0) return null;
  return (
    <div>
      <h3 className="text-xs font-bold tracking-wide text-gray-600 uppercase">{title}</h3>
      <TableLineList lines={lines} className="flex flex-col gap-1" />
    </div>
  );
}

/**
 * A finished table order as the shopper keeps it (docs/product.md, Table orders): the token and
 * table, how and when it was paid, every line and the totals. A cancelled one says so instead
 * of a payment. Reached from /payment when staff confirm the payment, and from My Orders.
 */
export function TableReceipt({ order, invoice }: { order: TableOrder; invoice?: ReactNode }) {
  const completed = order.status === 'COMPLETED';
  const number = order.tableNo ? `${order.token} · ${T.table(order.tableNo)}` : order.token;
  return (
    <article
      aria-labelledby="receipt-title"
      className="mx-auto flex max-w-lg flex-col gap-4 rounded-2xl border border-gray-200 bg-white p-5"
    >
      <header className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <ReceiptText className="size-8 shrink-0 text-brand-700" aria-hidden />
          <div className="min-w-0">
            <h2 id="receipt-title" className="text-lg font-bold">
              {T.receiptOf(order.token)}
            </h2>
            <p className="tabular text-sm text-gray-700">{number}</p>
          </div>
        </div>
        <StatusPill status={order.status} />
      </header>

      {completed ? (
        <p className="flex items-start gap-2 rounded-xl bg-green-50 px-3 py-2 text-sm font-semibold text-green-800">
          <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
          {order.paidBy ? tableOrderPaidByLabel[order.paidBy] : T.paid}
        </p>
      ) : (
        <p className="rounded-xl bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
          {T.cancelledReceipt}
        </p>
      )}

      <dl className="flex flex-col gap-1 text-sm">
        <BillRow label={T.orderNumber} value={number} />
        <BillRow label={T.ordered} value={formatDateTime(order.createdAt)} />
        {completed && order.completedAt && (
          <BillRow label={T.paidOn} value={formatDateTime(order.completedAt)} />
        )}
      </dl>

      <div className="flex flex-col gap-3 border-t border-gray-200 pt-3">
        <Lines title={tableOrderMessages.dineInTab} lines={order.cartItems} />
        <Lines title={tableOrderMessages.pickUpTab} lines={order.pickUpCartItems} />
      </div>

      <TableOrderTotals order={order} />
      {completed && order.earnedCoins > 0 && (
        <p className="text-sm text-gray-700">{T.earned(order.earnedCoins)}</p>
      )}
      {completed && invoice}

      <div className="flex flex-wrap gap-2">
        <Link to="/my-account?tab=orders" className={buttonClass('outline', 'md')}>
          {T.myOrders}
        </Link>
        <Link to="/" className={buttonClass('primary', 'md')}>
          {T.backToShop}
        </Link>
      </div>
    </article>
  );
}
