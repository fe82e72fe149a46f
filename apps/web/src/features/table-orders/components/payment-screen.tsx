import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { isOpenTableOrder, tableOrderMessages, type TableOrder } from '@grofresh/contracts';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useConfirmTablePayment, useCurrentTableOrder } from '../api/current-table-order';
import { clearCurrentOrder, readCurrentOrder, saveCurrentOrder } from '../current-order-storage';
import { TABLE_ORDER_TEXT } from '../messages';
import { useFollowTableOrder } from '../use-follow-table-order';
import { OrderLinesTabs } from './order-lines-tabs';
import { PayCard } from './pay-card';
import { StatusPill } from './status-pill';
import { TableOrderTotals } from './table-order-totals';

/**
 * The payment screen (docs/product/screens.md#payment-screen) for the signed-in shopper: their
 * current table order, read from the server and followed live. This device remembers it as
 * `currentOrder`; when there is none, or it is completed or cancelled, that is forgotten: a
 * completed one shows its receipt, otherwise the shopper goes home.
 */
export function PaymentScreen({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const current = useCurrentTableOrder(userId);
  const order = current.data;
  const confirm = useConfirmTablePayment(userId);
  useFollowTableOrder(order);

  // A stored value this build cannot read is dropped at once; the server says what is current.
  useEffect(() => {
    if (readCurrentOrder() === 'unreadable') clearCurrentOrder();
  }, []);

  useEffect(() => {
    if (order === undefined) return;
    if (order !== null && isOpenTableOrder(order.status)) {
      saveCurrentOrder(order);
      return;
    }
    clearCurrentOrder();
    // The ids keep a toast single when an effect runs twice (React's development checks).
    if (order?.status === 'COMPLETED') {
      // Paid: its receipt, at an address that stays (docs/product.md, Table orders).
      toast.success(TABLE_ORDER_TEXT.completed, { id: `table-order-done-${order._id}` });
      void navigate(`/payment?order=${encodeURIComponent(order._id)}`, { replace: true });
      return;
    } else if (order?.status === 'CANCELLED') {
      toast.error(TABLE_ORDER_TEXT.cancelled, { id: `table-order-done-${order._id}` });
    } else if (order === null) {
      // Scanned the table's QR before the counter opened the order: say so, not just go home.
      toast.info(tableOrderMessages.noCurrent, { id: 'table-order-none' });
    }
    void navigate('/', { replace: true });
  }, [order, navigate]);

  if (order === undefined && current.isError) {
    return <LoadError onRetry={() => void current.refetch()} className="mx-auto max-w-md" />;
  }
  if (!order || !isOpenTableOrder(order.status)) return <Loading />;
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,24rem)_1fr] md:items-start">
      <div className="flex flex-col gap-4">
        <TokenCard order={order} />
        <PayCard
          order={order}
          confirming={confirm.isPending}
          onConfirm={() => confirm.mutate(order._id)}
        />
      </div>
      <OrderSummary order={order} />
    </div>
  );
}

/** Nothing but 'Loading...' (and the shapes of what comes) until the order arrives. */
function Loading() {
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,24rem)_1fr]">
      <p role="status" className="text-center text-sm font-semibold text-gray-700 md:col-span-2">
        {tableOrderMessages.loading}
      </p>
      <div className="flex flex-col gap-4">
        <Skeleton className="h-28 rounded-2xl" />
        <Skeleton className="h-80 rounded-2xl" />
      </div>
      <Skeleton className="h-72 rounded-2xl" />
    </div>
  );
}

function TokenCard({ order }: { order: TableOrder }) {
  return (
    <section
      aria-label="Your order"
      className="flex items-center justify-between gap-4 rounded-2xl border border-gray-200 bg-white p-4"
    >
      <div className="min-w-0">
        <p className="text-sm text-gray-600">{TABLE_ORDER_TEXT.token}</p>
        <p className="tabular text-3xl font-extrabold tracking-tight text-gray-900">
          {order.token}
        </p>
        {order.tableNo && (
          <p className="mt-0.5 text-sm text-gray-600">{TABLE_ORDER_TEXT.table(order.tableNo)}</p>
        )}
      </div>
      {/* Announced when the store moves the order while the shopper watches. */}
      <p aria-live="polite" className="flex flex-col items-end gap-1 text-right">
        <span className="text-sm text-gray-600">{TABLE_ORDER_TEXT.status}</span>
        <StatusPill status={order.status} />
      </p>
    </section>
  );
}

function OrderSummary({ order }: { order: TableOrder }) {
  return (
    <section
      aria-labelledby="order-summary"
      className="rounded-2xl border border-gray-200 bg-white p-4"
    >
      <h2 id="order-summary" className="mb-3 text-base font-bold">
        {TABLE_ORDER_TEXT.summary}
      </h2>
      <OrderLinesTabs dineIn={order.cartItems} pickUp={order.pickUpCartItems} />
      <TableOrderTotals order={order} className="mt-3" />
    </section>
  );
}
