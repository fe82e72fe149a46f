import { Trash2 } from 'lucide-react';
import { formatRupees, toRupees } from '@grofresh/contracts';
import { PriceTag } from '@/components/ui/price-tag';
import { lineTotalPaise, type CartEntry } from '../cart-entries';
import { useCart } from '../cart-store';
import { lineLabel } from './add-control';
import { QuantityStepper } from './quantity-stepper';

/** One line of 'Items List': image, name (+ variant), price, stepper, remove and line total. */
export function CartLine({ entryKey, entry }: { entryKey: string; entry: CartEntry }) {
  const add = useCart((s) => s.add);
  const decrease = useCart((s) => s.decrease);
  const remove = useCart((s) => s.remove);
  const label = lineLabel(entry.name, entry.selectedVariant);
  return (
    <li className="flex gap-3 py-3">
      <div className="grid size-16 shrink-0 place-items-center rounded-xl bg-brand-50 md:size-20">
        <img
          src={entry.image}
          alt={entry.name}
          width={56}
          height={56}
          className="size-3/4 object-contain"
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
          <button
            type="button"
            aria-label={`Remove ${label} from cart`}
            onClick={() => remove(entryKey)}
            className="-mt-1 -mr-1 rounded-full p-1.5 text-gray-500 hover:bg-red-50 hover:text-red-700"
          >
            <Trash2 className="size-4" aria-hidden />
          </button>
        </div>
        <PriceTag priced={entry.selectedVariant ?? entry} />
        <div className="mt-1 flex items-center justify-between gap-2">
          <QuantityStepper
            quantity={entry.quantity}
            label={label}
            onIncrease={() => add(entry, entry.selectedVariant)}
            onDecrease={() => decrease(entryKey)}
          />
          <span className="tabular text-sm font-bold">
            <span className="sr-only">Line total </span>
            {formatRupees(toRupees(lineTotalPaise(entry)))}
          </span>
        </div>
      </div>
    </li>
  );
}
