import { tableOrderMessages } from '@grofresh/contracts';
import { PageHeader } from '@/components/ui/page-header';
import { openLoginModal } from '@/features/auth/login-modal-store';
import { PaymentScreen } from '@/features/table-orders/components/payment-screen';
import { PaymentSignIn } from '@/features/table-orders/components/payment-sign-in';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * SPEC 2 /payment ('Pay here'): the shopper's table order, its QR and the way to say they
 * paid; a visitor is asked to log in. It follows the session, so logging in here shows the
 * order without a reload.
 */
export function PaymentPage() {
  useDocumentTitle(tableOrderMessages.title);
  const userId = useSession((s) => s.session?.user._id ?? null);
  return (
    <>
      <PageHeader title={tableOrderMessages.title} backTo="/" backLabel="Back to shop" />
      <main id="main" tabIndex={-1} className="mx-auto max-w-5xl px-4 pt-4 pb-16 outline-none">
        {userId ? (
          <PaymentScreen key={userId} userId={userId} />
        ) : (
          <PaymentSignIn onLogIn={() => openLoginModal()} />
        )}
      </main>
    </>
  );
}
