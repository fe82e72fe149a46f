import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ChevronDown, QrCode } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { PaymentRow } from '@/features/books/staff/components/payment-row';
import { InvoiceButtons } from '@/features/invoices/staff/invoice-buttons';
import type { TableOrderView } from '@/features/table-orders/staff/api/staff-table-orders';
import { NewTableOrderForm } from '@/features/table-orders/staff/components/new-table-order-form';
import { TableOrderList } from '@/features/table-orders/staff/components/table-order-list';
import { cn } from '@/lib/cn';
import { useMediaQuery } from '@/lib/use-media-query';
import { useNow } from '@/lib/use-now';
import { OpsPage } from '../components/ops-page';

const WIDE_QUERY = '(min-width: 1024px)';

const VIEWS: Record<TableOrderView, string> = { open: 'Open', today: 'Today’s and open' };

/**
 * The counter: open table orders for dine-in and pick-up, move them from the kitchen to
 * paid, and check the payments shoppers say they made on /payment.
 */
export function CounterPage() {
  const [params, setParams] = useSearchParams();
  const view: TableOrderView = params.get('view') === 'today' ? 'today' : 'open';
  const now = useNow(30_000);
  // Phones fold the form away so the orders come first; from `lg` it is always beside them.
  const wide = useMediaQuery(WIDE_QUERY);
  const [formOpen, setFormOpen] = useState(false);
  return (
    <OpsPage
      title="Counter"
      actions={
        <Link to="/ops/counter/qr" className={buttonClass('outline', 'sm')}>
          <QrCode className="size-4" aria-hidden />
          Table QR
        </Link>
      }
    >
      <div className="mx-auto grid max-w-7xl gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] lg:items-start">
        <section
          aria-labelledby="new-table-order"
          className="rounded-2xl border border-gray-200 bg-white p-4 lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto"
        >
          <h2 id="new-table-order" className="text-lg font-bold">
            {wide ? (
              'New table order'
            ) : (
              <button
                type="button"
                aria-expanded={formOpen}
                aria-controls="new-table-order-form"
                onClick={() => setFormOpen(!formOpen)}
                className="flex w-full items-center justify-between gap-2 text-left"
              >
                New table order
                <ChevronDown
                  className={cn('size-5 transition-transform', formOpen && 'rotate-180')}
                  aria-hidden
                />
              </button>
            )}
          </h2>
          {/* Folded away stays mounted: what was typed survives a look at the orders. */}
          <div id="new-table-order-form" hidden={!wide && !formOpen} className="mt-4">
            <NewTableOrderForm />
          </div>
        </section>

        <section aria-labelledby="table-orders-heading" className="min-w-0 space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="table-orders-heading" className="text-lg font-bold">
              Table orders
            </h2>
            <nav aria-label="Table order views" className="flex rounded-lg bg-gray-100 p-1">
              {Object.entries(VIEWS).map(([key, label]) => (
                <button
                  key={key}
                  type="button"
                  aria-current={view === key ? 'page' : undefined}
                  onClick={() => setParams(key === 'open' ? {} : { view: key })}
                  className={cn(
                    'h-9 rounded-md px-4 text-sm font-semibold whitespace-nowrap',
                    view === key ? 'bg-white text-brand-800 shadow-sm' : 'text-gray-700',
                  )}
                >
                  {label}
                </button>
              ))}
            </nav>
          </div>
          <TableOrderList
            view={view}
            now={now}
            paymentOf={(o) => (
              <PaymentRow
                documentType="TABLE_ORDER"
                id={o._id}
                label={`Counter ${o.token}`}
                state={o.paymentState}
              />
            )}
            invoiceOf={(o) => (
              <InvoiceButtons of="table-orders" id={o._id} label={`Counter ${o.token}`} />
            )}
          />
        </section>
      </div>
    </OpsPage>
  );
}
