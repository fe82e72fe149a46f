import { useCart } from '@/features/cart/cart-store';
import { useSettleLeftPayment } from '@/features/checkout/use-payment-return';
import { OrdersTab } from '@/features/orders/components/orders-tab';

/**
 * The My Orders tab. A shopper who paid online and closed the tab before the gateway sent them
 * back finds the order here: its payment is settled when the tab opens, and the cart cleared.
 */
export function AccountOrders() {
  const clearCart = useCart((s) => s.clear);
  useSettleLeftPayment(clearCart);
  return <OrdersTab />;
}
