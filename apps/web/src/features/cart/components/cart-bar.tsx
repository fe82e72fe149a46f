import { Link } from 'react-router';
import { ChevronRight, ShoppingBag } from 'lucide-react';
import { formatRupees, toRupees } from '@grofresh/contracts';
import { cn } from '@/lib/cn';
import { useCartTotals } from '../cart-store';

/**
 * The bottom cart bar (docs/product/screens.md#home) linking to /cart, with count and total always
 * in thumb's reach, in a landmark of its own. `mobileOnly` hides it from 769 px, where the header
 * carries the cart summary; `roomOnRight` leaves the phone's right corner to the contact button.
 */
export function CartBar({
  mobileOnly,
  roomOnRight,
}: {
  mobileOnly?: boolean;
  roomOnRight?: boolean;
}) {
  const { count, itemsTotal } = useCartTotals();
  if (count === 0) return null;
  return (
    <aside
      aria-label="Your cart"
      className={cn(
        'pointer-events-none fixed inset-x-0 bottom-0 z-30 px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]',
        mobileOnly && 'md:hidden',
        roomOnRight && 'pr-[4.5rem] md:pr-3',
      )}
    >
      <Link
        to="/cart"
        className="pointer-events-auto mx-auto flex max-w-lg items-center gap-3 rounded-2xl bg-brand-600 px-4 py-3 text-white shadow-lg shadow-brand-900/20 hover:bg-brand-700"
      >
        <span className="grid size-9 place-items-center rounded-xl bg-white/15">
          <ShoppingBag className="size-5" aria-hidden />
        </span>
        <span className="flex flex-col leading-tight">
          <span className="text-xs font-medium text-brand-50">
            {count} {count === 1 ? 'item' : 'items'}
          </span>
          <span className="tabular font-bold">{formatRupees(toRupees(itemsTotal))}</span>
        </span>
        <span className="ml-auto flex items-center gap-1 font-semibold">
          View cart <ChevronRight className="size-5" aria-hidden />
        </span>
      </Link>
    </aside>
  );
}
