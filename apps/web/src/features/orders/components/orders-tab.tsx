import { Link } from 'react-router';
import { ReceiptText } from 'lucide-react';
import { Button, buttonClass } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { useSession } from '@/lib/session';
import type { ReactNode } from 'react';
import { mergeNewestFirst } from '@/lib/merge-newest-first';
import { useMyOrders } from '../api/my-orders';
import { ORDER_MESSAGES } from '../messages';
import type { BuyAgainControl } from './buy-again-button';
import { OrderCard } from './order-card';
import { LoadMoreButton } from '@/components/ui/load-more-button';

/**
 * Another newest-first paged list of the shopper's, lent by the page and shown among the
 * orders by date: the table orders from the counter, each with its own card.
 */
export interface LentOrders {
  /** Undefined while the first page loads. */
  entries: { _id: string; createdAt: string; card: ReactNode }[] | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  /** When it could not be read: what to say, and how to try again (the orders still show). */
  failed: { text: string; retry: () => void } | null;
}

const nothingLent: LentOrders = {
  entries: [],
  hasNextPage: false,
  isFetchingNextPage: false,
  fetchNextPage: async () => undefined,
  failed: null,
};

/**
 * The 'My Orders' tab of /my-account: cards newest first (docs/product/screens.md#my-account; only
 * with a user _id); finished ones offer 'Buy again' when the page lends it. The page can lend
 * another list to show among them (docs/product.md, Table orders: the counter's orders).
 */
export function OrdersTab({
  buyAgain,
  also: counter = nothingLent,
}: {
  buyAgain?: BuyAgainControl;
  also?: LentOrders;
}) {
  const userId = useSession((s) => s.session?.user._id);
  const shop = useMyOrders(userId);
  if (!userId) return null;
  if (shop.isPending || (counter.entries === undefined && !counter.failed)) {
    return (
      <div aria-busy className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} className="h-28 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (shop.isError) {
    return (
      <div className="flex flex-col items-center gap-3 py-10 text-center">
        <p className="text-sm text-gray-700">{SOMETHING_WENT_WRONG}</p>
        <Button variant="outline" onClick={() => void shop.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const { entries, next } = mergeNewestFirst(
    { items: shop.data.pages.flatMap((p) => p.orders), more: shop.hasNextPage },
    // A lent list that cannot be read leaves the shop's orders listed, and says so below.
    { items: counter.entries ?? [], more: counter.hasNextPage },
  );
  const older = {
    hasNextPage: shop.hasNextPage || counter.hasNextPage,
    isFetchingNextPage: shop.isFetchingNextPage || counter.isFetchingNextPage,
    fetchNextPage: () =>
      Promise.all([next.a && shop.fetchNextPage(), next.b && counter.fetchNextPage()]),
  };
  const counterMissing = counter.failed && (
    <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-gray-700">
      {counter.failed.text}
      <Button variant="ghost" size="sm" onClick={counter.failed.retry}>
        Try again
      </Button>
    </p>
  );
  if (entries.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-gray-200 bg-white px-6 py-12 text-center">
        <ReceiptText className="size-10 text-brand-600" aria-hidden />
        <p className="mt-3 text-base font-semibold">{ORDER_MESSAGES.noOrders}</p>
        <Link to="/" className={buttonClass('primary', 'md', 'mt-5')}>
          Start shopping
        </Link>
        {counterMissing}
      </div>
    );
  }
  return (
    <div>
      <ul aria-label="My orders" className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {entries.map((e) =>
          e.from === 'a' ? (
            <OrderCard key={e.item._id} order={e.item} buyAgain={buyAgain} />
          ) : (
            <li key={e.item._id}>{e.item.card}</li>
          ),
        )}
      </ul>
      {counterMissing}
      <LoadMoreButton pages={older} label="Show older orders" />
    </div>
  );
}
