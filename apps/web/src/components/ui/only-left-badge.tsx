import { cn } from '@/lib/cn';
import { onlyLeft } from '@/lib/unit-stock';

/**
 * "Only N left" on a unit at or below its low mark: on a product card's picture, a size in the
 * details, a cart or checkout line (docs/product/screens.md#stock-for-shoppers).
 */
export function OnlyLeftBadge({ left, className }: { left: number; className?: string }) {
  return (
    <span
      className={cn(
        'tabular inline-flex items-center rounded-md bg-white px-1.5 py-0.5 text-[11px] font-bold whitespace-nowrap text-amber-800 ring-1 ring-amber-300',
        className,
      )}
    >
      {onlyLeft(left)}
    </span>
  );
}
