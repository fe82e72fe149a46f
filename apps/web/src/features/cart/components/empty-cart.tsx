import { Link } from 'react-router';
import { ShoppingBasket } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { CART_MESSAGES } from '../messages';

export function EmptyCart() {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-gray-200 bg-white px-6 py-14 text-center">
      <span className="grid size-20 place-items-center rounded-full bg-brand-50 text-brand-600">
        <ShoppingBasket className="size-10" aria-hidden />
      </span>
      <p className="mt-4 text-lg font-bold">{CART_MESSAGES.empty}</p>
      <p className="mt-1 text-sm text-gray-600">
        Fresh fruit, daily milk and pantry staples are a tap away.
      </p>
      <Link to="/" className={buttonClass('primary', 'lg', 'mt-6')}>
        Start shopping
      </Link>
    </div>
  );
}
