import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Printer } from 'lucide-react';
import { formatRupees, storeDate, type Address, type StaffOrder } from '@grofresh/contracts';
import { Button, buttonClass } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { paymentMethodLabel } from '@/lib/payment-method-label';
import { actionsFor, cashNote, deliverLabel } from '../order-actions';
import { StatusBadge } from '../../components/status-badge';
import { OnlinePayment } from './online-payment';
import { OrderDestination } from './order-destination';

export interface OrderCardActions {
  onAccept: (order: StaffOrder) => void;
  onDeliver: (order: StaffOrder) => void;
  onCancel: (order: StaffOrder) => void;
  busy: boolean;
}

interface StaffOrderCardProps extends OrderCardActions {
  order: StaffOrder;
  fresh: boolean;
  now: Date;
  describeAddress: (address: Address) => string;
  onSeen: (order: StaffOrder) => void;
  /** Its payment state and "Record payment", composed by the console (docs/product/rules.md#books). */
  payment?: ReactNode;
  /** Its invoice's "Invoice" and "Roll", composed by the console once it is delivered. */
  invoice?: ReactNode;
  /** "Give to rider" on an accepted home delivery, composed by the console (docs/product/rules.md#riders). */
  rider?: ReactNode;
}

const time = new Intl.DateTimeFormat('en-IN', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Kolkata',
});

/** One order as the store works it: what, for whom, where, how paid, and the next step. */
export function StaffOrderCard(props: StaffOrderCardProps) {
  const { order, fresh, now, describeAddress } = props;
  const actions = actionsFor(order);
  const placed = new Date(order.createdAt);
  const when =
    storeDate(placed) === storeDate(now) ? time.format(placed) : formatDateTime(order.createdAt);
  const items = order.cartItems.reduce((n, line) => n + line.quantity, 0);
  const cash = cashNote(order);
  return (
    <article
      aria-labelledby={`order-${order._id}`}
      onPointerDown={() => fresh && props.onSeen(order)}
      onFocus={() => fresh && props.onSeen(order)}
      className={cn(
        'flex flex-col gap-3 rounded-2xl border bg-white p-4 transition-shadow',
        fresh ? 'border-brand-600 shadow-md ring-2 ring-brand-200' : 'border-gray-200',
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`order-${order._id}`} className="tabular font-bold [overflow-wrap:anywhere]">
            {fresh && (
              <span className="mr-2 rounded-full bg-brand-600 px-2 py-0.5 align-middle text-xs font-bold text-white">
                New
              </span>
            )}
            {order.orderId}
          </h2>
          <p className="text-sm text-gray-600">
            <time dateTime={order.createdAt}>{when}</time> ·{' '}
            {paymentMethodLabel[order.paymentMethod]}
          </p>
        </div>
        <StatusBadge status={order.status} />
      </header>

      <p className="flex flex-wrap items-baseline gap-x-3 text-sm">
        <span className="tabular text-lg font-bold">{formatRupees(order.totalAmount)}</span>
        {cash && (
          <span
            className={cn(
              'font-semibold',
              order.status === 'DELIVERED' ? 'text-green-800' : 'text-amber-800',
            )}
          >
            {cash}
          </span>
        )}
        <span className="text-gray-600">{items === 1 ? '1 item' : `${items} items`}</span>
      </p>
      {props.payment}
      {order.payment && <OnlinePayment payment={order.payment} orderId={order.orderId} />}
      <p className="line-clamp-2 text-sm text-gray-800">
        {order.cartItems
          .map((l) => `${l.quantity} × ${l.name}${l.variantName ? ` (${l.variantName})` : ''}`)
          .join(', ')}
      </p>

      <OrderDestination order={order} describeAddress={describeAddress} />
      {props.rider}

      <footer className="flex flex-wrap items-center gap-2">
        {actions.accept && (
          <Button disabled={props.busy} onClick={() => props.onAccept(order)}>
            Accept
          </Button>
        )}
        {actions.deliver && (
          <Button disabled={props.busy} onClick={() => props.onDeliver(order)}>
            {deliverLabel(order)}
          </Button>
        )}
        {actions.cancel && (
          <Button
            variant="ghost"
            className="text-red-700 hover:bg-red-50"
            disabled={props.busy}
            onClick={() => props.onCancel(order)}
          >
            Cancel
          </Button>
        )}
        {order.status === 'DELIVERED' && props.invoice}
        <Link
          to={`/ops/orders/${encodeURIComponent(order.orderId)}/slip`}
          target="_blank"
          className={buttonClass('outline', 'md', 'ml-auto')}
          aria-label={`Packing slip for ${order.orderId}`}
        >
          <Printer className="size-4" aria-hidden />
          Slip
        </Link>
      </footer>
    </article>
  );
}
