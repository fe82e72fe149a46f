import { Link } from 'react-router';
import { ReceiptText } from 'lucide-react';
import { Button, buttonClass } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { useSession } from '@/lib/session';
import { useMyOrders } from '../api/my-orders';
import { ORDER_MESSAGES } from '../messages';
import type { BuyAgainControl } from './buy-again-button';
import { OrderCard } from './order-card';
import { LoadMoreButton } from '@/components/ui/load-more-button';

/**
 * The 'My Orders' tab of /my-account: cards newest first (SPEC 2: only with a user _id);
 * finished ones offer 'Buy again' when the page lends it.
 */
export function OrdersTab({ buyAgain }: { buyAgain?: BuyAgainControl }) {
  const userId = useSession((s) => s.session?.user._id);
  const query = useMyOrders(userId);
  if (!userId) return null;
  if (query.isPending) {
    return (
      <div aria-busy className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} className="h-28 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-col items-center gap-3 py-10 text-center">
        <p className="text-sm text-gray-700">{SOMETHING_WENT_WRONG}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const orders = query.data.pages.flatMap((page) => page.orders);
  if (orders.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-gray-200 bg-white px-6 py-12 text-center">
        <ReceiptText className="size-10 text-brand-600" aria-hidden />
        <p className="mt-3 text-base font-semibold">{ORDER_MESSAGES.noOrders}</p>
        <Link to="/" className={buttonClass('primary', 'md', 'mt-5')}>
          Start shopping
        </Link>
      </div>
    );
  }
  return (
    <div>
      <ul aria-label="My orders" className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {orders.map((order) => (
          <OrderCard key={order._id} order={order} buyAgain={buyAgain} />
        ))}
      </ul>
      <LoadMoreButton pages={query} label="Show older orders" />
    </div>
  );
}
