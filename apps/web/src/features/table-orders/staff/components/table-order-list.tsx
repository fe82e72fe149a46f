import { useState, type ReactNode } from 'react';
import type { StaffTableOrder } from '@grofresh/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import {
  useMoveTableOrder,
  useStaffTableOrders,
  type TableOrderView,
} from '../api/staff-table-orders';
import {
  confirmationFor,
  moveTarget,
  reviewFirst,
  type CounterMove,
  type MoveConfirmation,
} from '../counter-moves';
import { AddLinesDialog } from './add-lines-dialog';
import { TableOrderCard } from './table-order-card';

interface TableOrderListProps {
  view: TableOrderView;
  now: Date;
  /** A card's payment line, from the console's books. */
  paymentOf?: (order: StaffTableOrder) => ReactNode;
  /** A completed order's invoice buttons, from the console. */
  invoiceOf?: (order: StaffTableOrder) => ReactNode;
}

interface Pending {
  move: CounterMove;
  order: StaffTableOrder;
  ask: MoveConfirmation;
}

/** The table orders of a view, payments under review first, each with its next steps. */
export function TableOrderList({ view, now, paymentOf, invoiceOf }: TableOrderListProps) {
  const list = useStaffTableOrders(view);
  const moveOrder = useMoveTableOrder();
  const [pending, setPending] = useState<Pending | null>(null);
  const [adding, setAdding] = useState<StaffTableOrder | null>(null);

  const send = (move: CounterMove, order: StaffTableOrder) =>
    moveOrder.mutate({ params: { id: order._id }, body: { status: moveTarget[move] } });
  const onMove = (move: CounterMove, order: StaffTableOrder) => {
    const ask = confirmationFor(move, order);
    if (ask) setPending({ move, order, ask });
    else send(move, order);
  };

  if (list.isPending) {
    return (
      <div aria-busy className="grid gap-3 sm:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-56 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />;
  const orders = reviewFirst(list.data.orders);
  const toCheck = orders.filter((o) => o.status === 'PAYMENT_CONFIRMATION').length;
  if (orders.length === 0) {
    return (
      <EmptyState
        title={view === 'open' ? 'No open table orders.' : 'No table orders today.'}
        hint="Orders opened at the counter show here."
      />
    );
  }
  return (
    <>
      {toCheck > 0 && (
        <p className="mb-3 text-sm font-semibold text-amber-900">
          {toCheck === 1 ? '1 payment to check' : `${toCheck} payments to check`}
        </p>
      )}
      <ul
        aria-label="Table orders"
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2"
      >
        {orders.map((o) => (
          <li key={o._id}>
            <TableOrderCard
              order={o}
              now={now}
              busy={moveOrder.isPending && moveOrder.variables.params.id === o._id}
              onMove={onMove}
              onAddLines={setAdding}
              payment={paymentOf?.(o)}
              invoice={invoiceOf?.(o)}
            />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={pending !== null}
        title={pending?.ask.title ?? ''}
        description={pending?.ask.description ?? ''}
        confirm={pending?.ask.confirm ?? ''}
        danger={pending?.ask.danger}
        onClose={() => setPending(null)}
        onConfirm={() => pending && send(pending.move, pending.order)}
      />
      <AddLinesDialog order={adding} onClose={() => setAdding(null)} />
    </>
  );
}
