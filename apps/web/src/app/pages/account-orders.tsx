import { useCart } from '@/features/cart/cart-store';
import { useSettleLeftPayment } from '@/features/checkout/use-payment-return';
import { BuyAgainNote } from '@/features/orders/components/buy-again-note';
import { OrdersTab } from '@/features/orders/components/orders-tab';
import { useSession } from '@/lib/session';
import { useBuyAgain } from '../use-buy-again';
import { useCounterOrders } from '../use-counter-orders';

/**
 * The My Orders tab. A shopper who paid online and closed the tab before the gateway sent them
 * back finds the order here: its payment is settled when the tab opens, and the cart cleared.
 * Finished orders can be bought again (the cart's business, lent to the orders feature), and
 * the shopper's table orders from the counter are listed among them.
 */
export function AccountOrders() {
  const clearCart = useCart((s) => s.clear);
  useSettleLeftPayment(clearCart);
  const buyAgain = useBuyAgain();
  const counter = useCounterOrders(useSession((s) => s.session?.user._id));
  return (
    <>
      <OrdersTab buyAgain={buyAgain.control} also={counter} />
      <BuyAgainNote
        plan={buyAgain.plan}
        onClose={buyAgain.dismiss}
        onGoToCart={buyAgain.goToCart}
      />
    </>
  );
}
