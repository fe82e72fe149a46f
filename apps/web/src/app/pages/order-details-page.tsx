import { useState, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { MessageSquareWarning, SearchX } from 'lucide-react';
import { orderSummarySchema } from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { addressLine } from '@/features/addresses/address-text';
import { RaiseComplaintModal } from '@/features/complaints/components/raise-complaint-modal';
import { InvoiceDownload } from '@/features/invoices/components/invoice-download';
import { openLoginModal } from '@/features/auth/login-modal-store';
import { isNotFound, useOrder } from '@/features/orders/api/order';
import { BuyAgainNote } from '@/features/orders/components/buy-again-note';
import { OrderDetails } from '@/features/orders/components/order-details';
import { ORDER_MESSAGES } from '@/features/orders/messages';
import { useFollowOrder } from '@/features/orders/use-follow-order';
import { accountTabHref } from '@/lib/account-tabs';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useBuyAgain } from '../use-buy-again';

/** Which order to show: navigation state carries it; ?id= keeps a reload working. */
function useOrderId(): string | null {
  const state: unknown = useLocation().state;
  const [params] = useSearchParams();
  const passed = orderSummarySchema.safeParse(
    typeof state === 'object' && state !== null && 'order' in state ? state.order : undefined,
  );
  return params.get('id') ?? (passed.success ? passed.data._id : null);
}

/** Order details (docs/product/screens.md#order-details). */
export function OrderDetailsPage() {
  useDocumentTitle('Order details');
  const id = useOrderId();
  const signedIn = useSession((s) => Boolean(s.session?.token));
  const order = useOrder(signedIn ? id : null);
  useFollowOrder(order.data);
  const buyAgain = useBuyAgain();
  return (
    <>
      <PageHeader
        title="Order details"
        backTo={accountTabHref('orders')}
        backLabel="Back to my orders"
      />
      <main id="main" tabIndex={-1} className="mx-auto max-w-5xl px-4 py-4 outline-none">
        {id === null || isNotFound(order.error) ? (
          <Notice text={ORDER_MESSAGES.notFound} />
        ) : !signedIn ? (
          <Notice text="Log in to see this order.">
            <Button onClick={() => openLoginModal('login')}>Log in</Button>
          </Notice>
        ) : order.data ? (
          <>
            <OrderDetails
              order={order.data}
              describeAddress={addressLine}
              buyAgain={buyAgain.control}
              invoice={
                <InvoiceDownload
                  of="orders"
                  id={order.data._id}
                  handedOver={order.data.status === 'DELIVERED'}
                  className="mt-4"
                />
              }
            />
            <OrderComplaint orderId={order.data.orderId} />
            <BuyAgainNote
              plan={buyAgain.plan}
              onClose={buyAgain.dismiss}
              onGoToCart={buyAgain.goToCart}
            />
          </>
        ) : order.isError ? (
          <Notice text={SOMETHING_WENT_WRONG}>
            <Button variant="outline" onClick={() => void order.refetch()}>
              Try again
            </Button>
          </Notice>
        ) : (
          <div aria-busy className="grid gap-4 md:grid-cols-[1fr_22rem]">
            <Skeleton className="h-64 rounded-2xl" />
            <Skeleton className="h-48 rounded-2xl" />
          </div>
        )}
      </main>
    </>
  );
}

/** 'Raise Complaint' about this order: the modal opens with its number filled in. */
function OrderComplaint({ orderId }: { orderId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <section
      aria-label="Something wrong?"
      className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-gray-200 bg-white p-4"
    >
      <p className="text-sm text-gray-700">Something not right with this order?</p>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <MessageSquareWarning className="size-4" aria-hidden />
        Raise Complaint
      </Button>
      <RaiseComplaintModal open={open} onClose={() => setOpen(false)} orderId={orderId} />
    </section>
  );
}

function Notice({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-2xl border border-gray-200 bg-white px-6 py-12 text-center">
      <SearchX className="size-10 text-gray-400" aria-hidden />
      <p className="text-base font-semibold">{text}</p>
      {children}
    </div>
  );
}
