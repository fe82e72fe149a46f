import { cn } from '@/lib/cn';
import { CART_MESSAGES } from '../messages';

/** 'Out of stock' on a cart line the shop cannot sell today. */
export function OutOfStockBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex h-6 items-center rounded-md bg-red-50 px-2 text-xs font-bold text-red-700',
        className,
      )}
    >
      {CART_MESSAGES.outOfStock}
    </span>
  );
}
