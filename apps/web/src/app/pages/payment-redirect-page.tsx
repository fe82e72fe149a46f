import { PaymentBridge } from '@/features/checkout/components/payment-bridge';
import { useAppReturn } from '@/features/checkout/use-app-return';
import { accountTabHref } from '@/lib/account-tabs';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /payment-redirect (docs/product/screens.md#payment-redirect): where the gateway sends the mobile
 * app's web view after paying. It hands the status and order id to the app's deep link, and falls
 * back to My Orders.
 */
export function PaymentRedirectPage() {
  useDocumentTitle('Payment');
  const ordersHref = accountTabHref('orders');
  const appLink = useAppReturn(ordersHref);
  return <PaymentBridge appLink={appLink} ordersHref={ordersHref} />;
}
