import type { ReactNode } from 'react';
import { BadgeIndianRupee, Phone, Plus } from 'lucide-react';
import {
  formatRupees,
  tableOrderMessages,
  tableOrderStatusLabel,
  tableOrderTakesLines,
  type StaffTableOrder,
  type TableOrderLine,
  type TableOrderStatus,
} from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { formatPhone } from '@/lib/phone';
import { ageOf, counterMoves, moveLabel, type CounterMove } from '../counter-moves';
import { TableLineList } from '../../components/table-line-list';

/** Waiting yellow, kitchen blue, served violet, to check amber, done green, cancelled red. */
const statusTone: Record<TableOrderStatus, string> = {
  PENDING: 'bg-yellow-50 text-yellow-800',
  PREPARING: 'bg-blue-50 text-blue-800',
  SERVED: 'bg-violet-50 text-violet-800',
  PAYMENT_CONFIRMATION: 'bg-amber-100 text-amber-900',
  COMPLETED: 'bg-green-50 text-green-800',
  CANCELLED: 'bg-red-50 text-red-800',
};

export function TableOrderStatusBadge({ status }: { status: TableOrderStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-1 text-xs font-bold whitespace-nowrap',
        statusTone[status],
      )}
    >
      {tableOrderStatusLabel[status]}
    </span>
  );
}

interface TableOrderCardProps {
  order: StaffTableOrder;
  now: Date;
  busy: boolean;
  onMove: (move: CounterMove, order: StaffTableOrder) => void;
  onAddLines: (order: StaffTableOrder) => void;
  /** Its payment state and "Record payment", composed by the console. */
  payment?: ReactNode;
  /** Its invoice's "Invoice" and "Roll", composed by the console once it is completed. */
  invoice?: ReactNode;
}

function Lines({ title, lines, total }: { title: string; lines: TableOrderLine[]; total: number }) {
  if (lines.length === 0) return null;
  // A group, not a region: every card has its Dine In and Pick Up, and a landmark's name must
  // be the page's only one (axe landmark-unique); the form's own lists are the landmarks.
  return (
    <div role="group" aria-label={title}>
      <h3 className="text-xs font-bold tracking-wide text-gray-600 uppercase">{title}</h3>
      <TableLineList lines={lines} className="space-y-0.5" />
      <p className="mt-1 flex justify-between text-sm text-gray-700">
        <span>{title} total</span>
        <span className="tabular font-semibold">{formatRupees(total)}</span>
      </p>
    </div>
  );
}

/** One table order as the counter works it: the token to call, what is on it, the next step. */
export function TableOrderCard(props: TableOrderCardProps) {
  const { order: o, now, busy, onMove, onAddLines } = props;
  const moves = counterMoves(o);
  const underReview = o.status === 'PAYMENT_CONFIRMATION';
  const headingId = `table-order-${o._id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'flex h-full flex-col gap-3 rounded-2xl border bg-white p-4',
        underReview ? 'border-amber-400 ring-2 ring-amber-200' : 'border-gray-200',
        !underReview && !moves.length && 'bg-gray-50',
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="tabular text-3xl leading-none font-extrabold">
            {o.token}
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="font-semibold">
              {o.tableNo ? `Table ${o.tableNo}` : <span className="text-gray-600">No table</span>}
            </span>
            <a
              href={`tel:+91${o.customer.phone}`}
              className="tabular inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-2 hover:underline"
              aria-label={`Call ${formatPhone(o.customer.phone)}`}
            >
              <Phone className="size-3.5" aria-hidden />
              {formatPhone(o.customer.phone)}
            </a>
            <time
              dateTime={o.createdAt}
              title={formatDateTime(o.createdAt)}
              className="text-gray-600"
            >
              {ageOf(o.createdAt, now)}
            </time>
          </p>
        </div>
        <TableOrderStatusBadge status={o.status} />
      </header>

      {underReview && (
        <p className="flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <BadgeIndianRupee className="mt-0.5 size-4 shrink-0" aria-hidden />
          The shopper says they paid {formatRupees(o.totalAmount)}. Check the store’s UPI app, then
          confirm.
        </p>
      )}

      <div className="space-y-3">
        <Lines title={tableOrderMessages.dineInTab} lines={o.cartItems} total={o.dineInTotal} />
        <Lines
          title={tableOrderMessages.pickUpTab}
          lines={o.pickUpCartItems}
          total={o.pickUpTotal}
        />
      </div>
      <p className="flex items-baseline justify-between border-t border-gray-200 pt-2">
        <span className="font-semibold">{tableOrderMessages.totalAmount}</span>
        <span className="tabular text-lg font-bold">{formatRupees(o.totalAmount)}</span>
      </p>
      {props.payment}

      {o.status === 'COMPLETED' && props.invoice && (
        <footer className="mt-auto flex flex-wrap gap-2">{props.invoice}</footer>
      )}
      {(moves.length > 0 || tableOrderTakesLines(o.status)) && (
        <footer className="mt-auto flex flex-wrap gap-2">
          {moves.map((move) => {
            const danger = move === 'cancel' || move === 'notReceived';
            const main = move === 'paymentReceived' || move === 'paidAtCounter';
            return (
              <Button
                key={move}
                variant={main ? 'primary' : danger ? 'ghost' : 'outline'}
                className={danger ? 'text-red-700 hover:bg-red-50' : undefined}
                disabled={busy}
                onClick={() => onMove(move, o)}
              >
                {moveLabel[move]}
              </Button>
            );
          })}
          {tableOrderTakesLines(o.status) && (
            <Button variant="subtle" disabled={busy} onClick={() => onAddLines(o)}>
              <Plus className="size-4" aria-hidden />
              Add lines
            </Button>
          )}
        </footer>
      )}
    </article>
  );
}
