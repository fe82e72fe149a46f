import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { hasAuthToken } from '@/features/auth/auth-token';
import { openLoginModal } from '@/features/auth/login-modal-store';
import { BillDetails } from '@/features/cart/components/bill-details';
import { CancellationPolicy } from '@/features/cart/components/cancellation-policy';
import { CartItemsList } from '@/features/cart/components/cart-items-list';
import { CheckoutBar } from '@/features/cart/components/checkout-bar';
import { CutoffAlert } from '@/features/cart/components/cutoff-alert';
import { EmptyCart } from '@/features/cart/components/empty-cart';
import { useCartTotals } from '@/features/cart/cart-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCartStockCheck } from '../use-cart-catalog-prices';

/** The cart, 'My Cart', back to / (docs/product/screens.md#cart). */
export function CartPage() {
  const navigate = useNavigate();
  const { count } = useCartTotals();
  useDocumentTitle('My Cart');
  // Today's stock of every line, so one sold out since it was added is flagged here.
  useCartStockCheck();
  // Checkout needs a stored authToken, else the login modal (docs/product/rules.md#validation).
  const proceed = () => (hasAuthToken() ? navigate('/checkout') : openLoginModal('checkout'));
  return (
    <>
      <PageHeader title="My Cart" backTo="/" backLabel="Back to shop" />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto max-w-5xl px-4 pt-4 pb-32 outline-none md:pb-12"
      >
        {count === 0 ? (
          <EmptyCart />
        ) : (
          <div className="grid gap-4 md:grid-cols-[1fr_22rem] md:items-start">
            <div className="space-y-4">
              <CutoffAlert />
              <CartItemsList />
            </div>
            <div className="space-y-4 md:sticky md:top-20">
              <BillDetails />
              <CancellationPolicy />
              <CheckoutBar onProceed={proceed} />
            </div>
          </div>
        )}
      </main>
    </>
  );
}
