import {
  formatRupees,
  hasDiscount,
  toPaise,
  toRupees,
  unitPrice,
  type Priced,
} from '@grofresh/contracts';
import { cn } from '@/lib/cn';

/** Whole-percent saving of the discount price on the original, 0 without a real discount. */
export const percentOff = (priced: Priced): number =>
  hasDiscount(priced) ? Math.round((1 - priced.discountPrice / priced.price) * 100) : 0;

interface PriceTagProps {
  /** Rupees, as they come over the wire. */
  priced: Priced;
  size?: 'sm' | 'lg';
  className?: string;
}

/** The price a shopper pays, with the original struck through beside it when discounted. */
export function PriceTag({ priced, size = 'sm', className }: PriceTagProps) {
  const pays = toRupees(
    unitPrice({ price: toPaise(priced.price), discountPrice: toPaise(priced.discountPrice) }),
  );
  return (
    <span className={cn('tabular flex flex-wrap items-baseline gap-x-1.5', className)}>
      <span className={cn('font-bold text-gray-900', size === 'lg' ? 'text-xl' : 'text-sm')}>
        {formatRupees(pays)}
      </span>
      {hasDiscount(priced) && (
        <s className={cn('text-gray-500', size === 'lg' ? 'text-sm' : 'text-xs')}>
          <span className="sr-only">was </span>
          {formatRupees(priced.price)}
        </s>
      )}
    </span>
  );
}

/** The small "% off" flag of the product card and modal. */
export function DiscountBadge({ priced, className }: { priced: Priced; className?: string }) {
  const off = percentOff(priced);
  if (off <= 0) return null;
  return (
    <span
      className={cn(
        'tabular rounded-md bg-accent-300 px-1.5 py-0.5 text-[11px] font-bold text-gray-900',
        className,
      )}
    >
      {off}% off
    </span>
  );
}
