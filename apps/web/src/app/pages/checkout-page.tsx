import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LogIn } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { addressLine } from '@/features/addresses/address-text';
import { useAddresses } from '@/features/addresses/api/addresses';
import { openLoginModal } from '@/features/auth/login-modal-store';
import { useCart, useStockFlags } from '@/features/cart/cart-store';
import { EmptyCart } from '@/features/cart/components/empty-cart';
import { stockHoldReason } from '@/features/cart/line-stock';
import { CART_MESSAGES } from '@/features/cart/messages';
import { CheckoutForm } from '@/features/checkout/components/checkout-form';
import { StockHoldContext, type StockHold } from '@/features/checkout/stock-hold';
import { useCheckoutPaymentReturn } from '@/features/checkout/use-payment-return';
import { useStoreConfig } from '@/features/store/api/store-config';
import { accountTabHref } from '@/lib/account-tabs';
import { chosenAddressIdOf } from '@/lib/address-links';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCartStockCheck } from '../use-cart-catalog-prices';
import { useCheckoutDairy } from './checkout-dairy';
import { checkoutLines } from './checkout-lines';

/**
 * Checkout, back to /cart (docs/product/screens.md#checkout): the cart, addresses and store
 * settings meet here.
 */
export function CheckoutPage() {
  useDocumentTitle('Checkout');
  const navigate = useNavigate();
  const signedIn = useSession((s) => Boolean(s.session?.token));
  const entries = useCart((s) => s.entries);
  const clearCart = useCart((s) => s.clear);
  const lines = useMemo(() => checkoutLines(entries), [entries]);
  const stockHold = useStockHold();
  const addresses = useAddresses(signedIn);
  const store = useStoreConfig().data?.store;
  const dairy = useCheckoutDairy(entries, store?.radiusKm);
  // Back from adding an address for this order: that address is the one to deliver to.
  const chosenAddressId = chosenAddressIdOf(useLocation().state);

  // Checkout needs a stored authToken, else the login modal (docs/product/rules.md#validation).
  useEffect(() => {
    if (!signedIn) openLoginModal('checkout');
  }, [signedIn]);

  const placed = () => {
    void navigate(accountTabHref('orders'), { replace: true });
    clearCart();
  };
  // Back from the card gateway, or a paid order left behind: placed the same way.
  const paymentNotice = useCheckoutPaymentReturn(placed);

  return (
    <>
      <PageHeader title="Checkout" backTo="/cart" backLabel="Back to cart" />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto max-w-5xl px-4 pt-4 pb-32 outline-none md:pb-12"
      >
        {!signedIn ? (
          <SignInFirst />
        ) : lines.length === 0 ? (
          <EmptyCart />
        ) : (
          <StockHoldContext.Provider value={stockHold}>
            <CheckoutForm
              lines={lines}
              addresses={addresses.isError ? [] : addresses.data}
              describeAddress={addressLine}
              payee={store && { vpa: store.upiId, payeeName: store.upiName }}
              storeName={store?.name}
              pickUpHours={store?.pickUpHours}
              onPlaced={placed}
              dairy={dairy}
              chosenAddressId={chosenAddressId}
              paymentNotice={paymentNotice}
            />
          </StockHoldContext.Provider>
        )}
      </main>
    </>
  );
}

/**
 * The cart's lines out of stock today or asking for more than is left, for the summary to mark
 * and 'Confirm Order' to wait on (docs/product/screens.md#stock-for-shoppers).
 */
function useStockHold(): StockHold {
  useCartStockCheck();
  const flags = useStockFlags();
  const remove = useCart((s) => s.remove);
  const lower = useCart((s) => s.lower);
  const markRefused = useCart((s) => s.markRefused);
  return useMemo(
    () => ({
      outOfStock: new Set(flags.outOfStock),
      short: flags.short,
      label: CART_MESSAGES.outOfStock,
      reason: stockHoldReason(flags),
      remove,
      lower,
      markRefused,
    }),
    [flags, remove, lower, markRefused],
  );
}

function SignInFirst() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-2xl border border-gray-200 bg-white px-6 py-10 text-center">
      <LogIn className="size-8 text-brand-700" aria-hidden />
      <p className="text-base font-semibold">Please log in to check out</p>
      <p className="text-sm text-gray-600">Your cart is saved on this device meanwhile.</p>
      <Button size="lg" onClick={() => openLoginModal('checkout')}>
        Log in
      </Button>
    </div>
  );
}
