import type { Item, Variant } from '@grofresh/contracts';
import { OnlyLeftBadge } from '@/components/ui/only-left-badge';
import { PriceTag } from '@/components/ui/price-tag';
import { cn } from '@/lib/cn';
import { unitStock } from '@/lib/unit-stock';
import { CATALOG_MESSAGES } from '../messages';

interface VariantPickerProps {
  item: Item;
  value: Variant | null;
  onChange: (variant: Variant) => void;
}

/**
 * The modal's variant choice: one radio card per pack size, each with its price and, when it is
 * sold out or low, 'Out of stock' or "Only N left" (docs/product/screens.md#stock-for-shoppers).
 */
export function VariantPicker({ item, value, onChange }: VariantPickerProps) {
  if (!item.isVarient || item.variants.length === 0) return null;
  return (
    <fieldset className="mt-4">
      <legend className="mb-2 text-sm font-semibold text-gray-800">Select unit</legend>
      <div className="grid grid-cols-2 gap-2">
        {item.variants.map((variant) => {
          const checked = variant.value === value?.value;
          const stock = unitStock(item, variant);
          return (
            <label
              key={variant.value}
              className={cn(
                'flex cursor-pointer flex-col gap-0.5 rounded-xl border px-3 py-2 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                checked ? 'border-brand-600 bg-brand-50' : 'border-gray-200 hover:border-brand-500',
              )}
            >
              <input
                type="radio"
                name={`variant-${item._id}`}
                value={variant.value}
                checked={checked}
                onChange={() => onChange(variant)}
                className="sr-only"
              />
              <span className="text-sm font-semibold">{variant.value}</span>
              <PriceTag priced={variant} />
              {!stock.inStock && (
                <span className="text-xs font-semibold text-gray-600">
                  {CATALOG_MESSAGES.outOfStock}
                </span>
              )}
              {stock.left !== null && <OnlyLeftBadge left={stock.left} className="self-start" />}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
