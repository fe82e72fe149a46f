import { Link } from 'react-router';
import { ShoppingCart } from 'lucide-react';
import { formatRupees, toRupees } from '@grofresh/contracts';
import { useCartTotals } from '../cart-store';

/** The header's cart button: "My Cart" when empty, else item count and total. */
export function CartSummary() {
  const { count, itemsTotal } = useCartTotals();
  return (
    <Link
      to="/cart"
      aria-label={
        count === 0
          ? 'My Cart, empty'
          : `My Cart, ${count} ${count === 1 ? 'item' : 'items'}, ${formatRupees(toRupees(itemsTotal))}`
      }
      className="flex h-11 shrink-0 items-center gap-2 rounded-xl bg-brand-600 px-4 text-sm font-bold text-white shadow-sm hover:bg-brand-700"
    >
      <ShoppingCart className="size-5" aria-hidden />
      {count === 0 ? (
        <span>My Cart</span>
      ) : (
        <span className="flex flex-col text-left leading-tight">
          <span className="text-xs font-medium">
            {count} {count === 1 ? 'item' : 'items'}
          </span>
          <span className="tabular">{formatRupees(toRupees(itemsTotal))}</span>
        </span>
      )}
    </Link>
  );
}
