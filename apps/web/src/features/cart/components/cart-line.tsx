import { Trash2 } from 'lucide-react';
import { formatRupees, toRupees } from '@grofresh/contracts';
import { OnlyLeftBadge } from '@/components/ui/only-left-badge';
import { PriceTag } from '@/components/ui/price-tag';
import { cn } from '@/lib/cn';
import { canAddMore, isOutOfStock, lineTotalPaise, type CartEntry } from '../cart-entries';
import { useCart } from '../cart-store';
import { limitNote, lineLeft, lineMax, shortOf } from '../line-stock';
import { lineLabel } from './add-control';
import { OutOfStockBadge } from './out-of-stock-badge';
import { QuantityStepper } from './quantity-stepper';

/**
 * One line of 'Items List': image, name (+ variant), price, stepper, remove and line total. A
 * line the shop cannot sell today says so, with a plain 'Remove' where the stepper was; one
 * asking for more than is left says "Only N left", and its − lowers it
 * (docs/product/screens.md#stock-for-shoppers).
 */
export function CartLine({ entryKey, entry }: { entryKey: string; entry: CartEntry }) {
  const add = useCart((s) => s.add);
  const decrease = useCart((s) => s.decrease);
  const remove = useCart((s) => s.remove);
  const label = lineLabel(entry.name, entry.selectedVariant);
  const soldOut = isOutOfStock(entry);
  const left = lineLeft(entry);
  const short = shortOf(entry);
  const removeLabel = `Remove ${label} from cart`;
  return (
    <li className="flex gap-3 py-3">
      <div className="grid size-16 shrink-0 place-items-center rounded-xl bg-brand-50 md:size-20">
        <img
          src={entry.image}
          alt={entry.name}
          width={56}
          height={56}
          className={cn('size-3/4 object-contain', soldOut && 'opacity-50 grayscale')}
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <p className="line-clamp-2 text-sm font-semibold text-gray-900">
            {entry.name}
            {entry.selectedVariant && (
              <span className="font-normal text-gray-600"> · {entry.selectedVariant.value}</span>
            )}
          </p>
          {!soldOut && (
            <button
              type="button"
              aria-label={removeLabel}
              onClick={() => remove(entryKey)}
              className="-mt-1 -mr-1 rounded-full p-1.5 text-gray-500 hover:bg-red-50 hover:text-red-700"
            >
              <Trash2 className="size-4" aria-hidden />
            </button>
          )}
        </div>
        {/* Full strength even sold out: a dimmed struck price falls below AA contrast. */}
        <PriceTag priced={entry.selectedVariant ?? entry} />
        <div className="mt-1 flex items-center justify-between gap-2">
          {soldOut ? (
            <div className="flex items-center gap-2">
              <OutOfStockBadge />
              <button
                type="button"
                aria-label={removeLabel}
                onClick={() => remove(entryKey)}
                className="h-8 rounded-lg border border-red-300 px-3 text-sm font-semibold text-red-700 hover:bg-red-50"
              >
                Remove
              </button>
            </div>
          ) : (
            <div className="flex items-center gap-2">
              <QuantityStepper
                quantity={entry.quantity}
                label={label}
                max={lineMax(left)}
                limitNote={limitNote(left)}
                onIncrease={() => add(entry, entry.selectedVariant)}
                onDecrease={() => decrease(entryKey)}
              />
              {short !== null && <OnlyLeftBadge left={short} className="h-6 text-xs" />}
            </div>
          )}
          <span className={cn('tabular text-sm font-bold', soldOut && 'text-gray-500')}>
            <span className="sr-only">Line total </span>
            {formatRupees(toRupees(lineTotalPaise(entry)))}
          </span>
        </div>
        {!soldOut && short === null && !canAddMore(entry.quantity, left) && (
          <p className="text-xs text-gray-600">{limitNote(left)}</p>
        )}
      </div>
    </li>
  );
}
