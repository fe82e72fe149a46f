import { PaymentRow } from '@/features/books/staff/components/payment-row';
import { addressLine } from '@/features/addresses/address-text';
import { InvoiceButtons } from '@/features/invoices/staff/invoice-buttons';
import { GiveToRider } from '@/features/riders/staff/give-to-rider';
import { OrderFilters } from '@/features/orders/staff/components/order-filters';
import { StaffOrderList } from '@/features/orders/staff/components/staff-order-list';
import { useOrderFilters } from '@/features/orders/staff/use-order-filters';
import { OpsPage } from '../components/ops-page';
import { markSeen, useLiveOrders } from '../ops-live';

/** Live orders: the queue the store works from, updated by the console's stream. */
export function OrdersPage() {
  const { filters, setFilter, clear } = useOrderFilters();
  const fresh = useLiveOrders((s) => s.fresh);
  return (
    <OpsPage title="Orders">
      <div className="space-y-4">
        <OrderFilters filters={filters} onChange={setFilter} onClear={clear} />
        <StaffOrderList
          filters={filters}
          fresh={fresh}
          onSeen={markSeen}
          describeAddress={addressLine}
          paymentOf={(o) => (
            <PaymentRow documentType="ORDER" id={o._id} label={o.orderId} state={o.paymentState} />
          )}
          invoiceOf={(o) => <InvoiceButtons of="orders" id={o._id} label={o.orderId} />}
          riderOf={(o) => <GiveToRider order={o} />}
        />
      </div>
    </OpsPage>
  );
}
