import { tableOrderMessages } from '@grofresh/contracts';
import { PageHeader } from '@/components/ui/page-header';
import { openLoginModal } from '@/features/auth/login-modal-store';
import { InvoiceDownload } from '@/features/invoices/components/invoice-download';
import { PaymentScreen } from '@/features/table-orders/components/payment-screen';
import { ReceiptScreen } from '@/features/table-orders/components/receipt-screen';
import { TABLE_ORDER_TEXT } from '@/features/table-orders/messages';
import { PaymentSignIn } from '@/features/table-orders/components/payment-sign-in';
import { useSearchParams } from 'react-router';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /payment, 'Pay here' (docs/product/screens.md#payment-screen): the shopper's table order, its QR
 * and the way to say they paid; a visitor is asked to log in. It follows the session, so logging in
 * here shows the order without a reload. With `?order=<id>` it is that order's receipt
 * (docs/product.md, Table orders), where the screen goes once staff confirm the payment.
 */
export function PaymentPage() {
  const receiptOf = useSearchParams()[0].get('order');
  const title = receiptOf ? TABLE_ORDER_TEXT.receipt : tableOrderMessages.title;
  useDocumentTitle(title);
  const userId = useSession((s) => s.session?.user._id ?? null);
  return (
    <>
      <PageHeader
        title={title}
        backTo={receiptOf ? '/my-account?tab=orders' : '/'}
        backLabel={receiptOf ? 'Back to my orders' : 'Back to shop'}
      />
      <main id="main" tabIndex={-1} className="mx-auto max-w-5xl px-4 pt-4 pb-16 outline-none">
        {userId && receiptOf ? (
          <ReceiptScreen
            key={receiptOf}
            id={receiptOf}
            invoiceOf={(o) => (
              <InvoiceDownload of="table-orders" id={o._id} handedOver={o.status === 'COMPLETED'} />
            )}
          />
        ) : userId ? (
          <PaymentScreen key={userId} userId={userId} />
        ) : (
          <PaymentSignIn onLogIn={() => openLoginModal()} />
        )}
      </main>
    </>
  );
}
