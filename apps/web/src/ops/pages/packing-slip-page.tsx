import { Link, useParams } from 'react-router';
import { ArrowLeft, Printer } from 'lucide-react';
import { Button, buttonClass } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { addressLine } from '@/features/addresses/address-text';
import { useStaffOrder } from '@/features/orders/staff/api/staff-orders';
import { PackingSlip } from '@/features/orders/staff/components/packing-slip';
import { useStoreConfig } from '@/features/store/api/store-config';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /ops/orders/:id/slip: the packing slip alone on the page, ready for the printer. */
export function PackingSlipPage() {
  const { id = '' } = useParams();
  const order = useStaffOrder(id);
  const store = useStoreConfig();
  useDocumentTitle(`Packing slip ${order.data?.orderId ?? ''}`);
  return (
    <div className="min-h-dvh bg-gray-100 p-4 print:bg-white print:p-0">
      <div className="mx-auto mb-4 flex max-w-2xl items-center justify-between gap-3 print:hidden">
        <Link to="/ops/orders" className={buttonClass('ghost')}>
          <ArrowLeft className="size-4" aria-hidden />
          Orders
        </Link>
        <Button onClick={() => window.print()} disabled={!order.data}>
          <Printer className="size-4" aria-hidden />
          Print
        </Button>
      </div>
      <main id="main">
        {order.data ? (
          <PackingSlip order={order.data} store={store.data?.store} describeAddress={addressLine} />
        ) : order.isError ? (
          <LoadError className="mx-auto max-w-2xl" onRetry={() => void order.refetch()} />
        ) : (
          <Skeleton className="mx-auto h-96 max-w-2xl rounded-2xl" />
        )}
      </main>
    </div>
  );
}
