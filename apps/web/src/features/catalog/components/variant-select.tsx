import type { Item, Variant } from '@grofresh/contracts';
import { ChevronDown } from 'lucide-react';
import { unitStock } from '@/lib/unit-stock';
import { CATALOG_MESSAGES } from '../messages';

interface VariantSelectProps {
  item: Item;
  value: Variant | null;
  onChange: (variant: Variant) => void;
}

/**
 * The pack-size line of a product card: a compact select for items with variants; a size sold out
 * says so in its option (docs/product/screens.md#stock-for-shoppers).
 */
export function VariantSelect({ item, value, onChange }: VariantSelectProps) {
  if (!item.isVarient || item.variants.length === 0) return null;
  if (item.variants.length === 1) {
    return <span className="text-xs text-gray-600">{item.variants[0]?.value}</span>;
  }
  return (
    <label className="relative inline-flex max-w-full items-center">
      <span className="sr-only">Pack size of {item.name}</span>
      <select
        value={value?.value ?? ''}
        onChange={(e) => {
          const next = item.variants.find((v) => v.value === e.target.value);
          if (next) onChange(next);
        }}
        className="h-7 max-w-full cursor-pointer appearance-none truncate rounded-md border border-gray-300 bg-white py-0 pr-6 pl-2 text-xs font-medium text-gray-800 hover:border-brand-500"
      >
        {item.variants.map((v) => (
          <option key={v.value} value={v.value}>
            {unitStock(item, v).inStock ? v.value : `${v.value} · ${CATALOG_MESSAGES.outOfStock}`}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute right-1.5 size-3.5 text-gray-500"
        aria-hidden
      />
    </label>
  );
}
