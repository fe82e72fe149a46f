import { Link, Navigate } from 'react-router';
import type { ReactNode } from 'react';
import { isOpenTableOrder, type TableOrder } from '@grofresh/contracts';
import { buttonClass } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useTableOrder } from '../api/table-receipt';
import { TABLE_ORDER_TEXT as T } from '../messages';
import { TableReceipt } from './table-receipt';

/**
 * /payment?order=<id>: the receipt of one of the shopper's table orders, at an address that
 * stays (My Orders links here). An order still open is paid on /payment itself.
 */
export function ReceiptScreen({
  id,
  invoiceOf,
}: {
  id: string;
  /** 'Download invoice' for a completed order, lent by the page. */
  invoiceOf?: (order: TableOrder) => ReactNode;
}) {
  const query = useTableOrder(id);
  if (query.isPending) {
    return <Skeleton aria-busy className="mx-auto h-96 max-w-lg rounded-2xl" />;
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-10 text-center">
          <p className="text-base font-semibold">{T.receiptMissing}</p>
          <Link to="/my-account?tab=orders" className={buttonClass('outline', 'md')}>
            {T.myOrders}
          </Link>
        </div>
      );
    }
    return <LoadError onRetry={() => void query.refetch()} className="mx-auto max-w-md" />;
  }
  if (isOpenTableOrder(query.data.status)) return <Navigate to="/payment" replace />;
  return <TableReceipt order={query.data} invoice={invoiceOf?.(query.data)} />;
}
