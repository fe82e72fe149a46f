import { useState, type ReactNode } from 'react';
import { Inbox } from 'lucide-react';
import type { Address, DeliveryPerson, StaffOrder } from '@grofresh/contracts';
import { LoadError } from '@/components/ui/load-error';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Skeleton } from '@/components/ui/skeleton';
import { useNow } from '@/lib/use-now';
import { useMoveOrder, useStaffOrders, type OrderFilters } from '../api/staff-orders';
import { AcceptDialog } from './accept-dialog';
import { asksForCash } from '../order-actions';
import { CancelDialog } from './cancel-dialog';
import { DeliverDialog } from './deliver-dialog';
import { StaffOrderCard } from './staff-order-card';

interface StaffOrderListProps {
  filters: OrderFilters;
  fresh: ReadonlySet<string>;
  onSeen: (id: string) => void;
  describeAddress: (address: Address) => string;
  /** A card's payment line, from the console's books. */
  paymentOf?: (order: StaffOrder) => ReactNode;
  /** A delivered order's invoice buttons, from the console. */
  invoiceOf?: (order: StaffOrder) => ReactNode;
  /** An order's "Give to rider", from the console. */
  riderOf?: (order: StaffOrder) => ReactNode;
}

/** The orders of the chosen view, each with its next steps; dialogs for accept and cancel. */
export function StaffOrderList(props: StaffOrderListProps) {
  const { filters, fresh, onSeen, describeAddress } = props;
  const pages = useStaffOrders(filters);
  const move = useMoveOrder();
  const now = useNow(60_000);
  const [accepting, setAccepting] = useState<StaffOrder | null>(null);
  const [cancelling, setCancelling] = useState<StaffOrder | null>(null);
  const [delivering, setDelivering] = useState<StaffOrder | null>(null);
  const orders = pages.data?.pages.flatMap((p) => p.orders) ?? [];

  const send = (order: StaffOrder, body: Parameters<typeof move.mutate>[0]['body']) => {
    onSeen(order._id);
    move.mutate({ params: { id: order._id }, body });
  };
  const accept = (order: StaffOrder, person?: DeliveryPerson) => {
    setAccepting(null);
    send(order, { status: 'ACCEPTED', ...(person ? { assignedTo: person } : {}) });
  };

  if (pages.isPending) {
    return (
      <div aria-busy className="grid gap-3 lg:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-64 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (pages.isError) {
    return <LoadError onRetry={() => void pages.refetch()} />;
  }
  if (orders.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center">
        <Inbox className="size-10 text-gray-400" aria-hidden />
        <p className="font-semibold">No orders here.</p>
        <p className="text-sm text-gray-600">New orders appear at the top by themselves.</p>
      </div>
    );
  }
  return (
    <>
      <ul aria-label="Orders" className="grid gap-3 lg:grid-cols-2">
        {orders.map((order) => (
          <li key={order._id}>
            <StaffOrderCard
              order={order}
              fresh={fresh.has(order._id)}
              now={now}
              describeAddress={describeAddress}
              payment={props.paymentOf?.(order)}
              invoice={props.invoiceOf?.(order)}
              rider={props.riderOf?.(order)}
              onSeen={(o) => onSeen(o._id)}
              busy={move.isPending && move.variables?.params.id === order._id}
              onAccept={(o) => (o.deliveryType === 'DELIVERY' ? setAccepting(o) : accept(o))}
              onDeliver={(o) =>
                asksForCash(o) ? setDelivering(o) : send(o, { status: 'DELIVERED' })
              }
              onCancel={setCancelling}
            />
          </li>
        ))}
      </ul>
      <LoadMoreButton pages={pages} label="Show older orders" />
      <AcceptDialog order={accepting} onClose={() => setAccepting(null)} onAccept={accept} />
      <DeliverDialog
        order={delivering}
        onClose={() => setDelivering(null)}
        onDeliver={(o, cashReceived) => send(o, { status: 'DELIVERED', cashReceived })}
      />
      <CancelDialog
        order={cancelling}
        onClose={() => setCancelling(null)}
        onCancel={(o, reason) => send(o, { status: 'CANCELLED', cancelReason: reason })}
      />
    </>
  );
}
