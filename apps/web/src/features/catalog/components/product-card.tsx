import { useState } from 'react';
import type { Item } from '@grofresh/contracts';
import { OnlyLeftBadge } from '@/components/ui/only-left-badge';
import { DiscountBadge, PriceTag } from '@/components/ui/price-tag';
import { cn } from '@/lib/cn';
import { unitStock } from '@/lib/unit-stock';
import { useCatalog } from '../catalog-context';
import { defaultVariant, pricedFor } from '../item-variants';
import { VariantSelect } from './variant-select';

/**
 * The product card (docs/design.md#the-product-card): square tinted image, two-line name, pack
 * size, price with the original struck through and a "% off" flag, and the ADD control. The name's
 * button stretches over the whole card, so a tap anywhere but the controls opens the details. A
 * unit out of stock is greyed but readable, and its add control says so instead of offering ADD;
 * one at its low mark says "Only N left" on its picture (docs/product/screens.md#stock-for-shoppers).
 */
export function ProductCard({
  item,
  eager = false,
  heading: Heading = 'h3',
  className,
}: {
  item: Item;
  /** In the first screenful: its picture loads at once (it may be the largest paint). */
  eager?: boolean;
  /** The name's heading level: one below the heading the card sits under (h3 in a home row). */
  heading?: 'h2' | 'h3';
  className?: string;
}) {
  const { AddControl, openProduct } = useCatalog();
  const [variant, setVariant] = useState(() => defaultVariant(item));
  const priced = pricedFor(item, variant);
  const stock = unitStock(item, variant);
  const soldOut = !stock.inStock;
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col rounded-2xl border p-2.5 shadow-xs transition-shadow hover:shadow-md',
        soldOut ? 'border-gray-200 bg-gray-50' : 'border-gray-200 bg-white',
        className,
      )}
    >
      <div
        className={cn(
          'relative aspect-square overflow-hidden rounded-xl',
          soldOut ? 'bg-gray-100' : 'bg-brand-50',
        )}
      >
        <img
          src={item.image}
          alt={item.name}
          loading={eager ? 'eager' : 'lazy'}
          width={160}
          height={160}
          className={cn(
            'size-full object-contain p-4 transition-transform duration-200 group-hover:scale-105',
            soldOut && 'opacity-50 grayscale',
          )}
        />
        {!soldOut && <DiscountBadge priced={priced} className="absolute top-1.5 left-1.5" />}
        {stock.left !== null && (
          <OnlyLeftBadge left={stock.left} className="absolute bottom-1.5 left-1.5" />
        )}
      </div>
      <Heading className="mt-2 line-clamp-2 text-sm leading-5 font-semibold text-gray-900">
        <button
          type="button"
          onClick={() => openProduct(item)}
          className="text-left after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand-600"
        >
          {item.name}
        </button>
      </Heading>
      <div className="mt-1 flex min-h-7 items-center">
        {variant ? (
          <div className="relative z-10 max-w-full">
            <VariantSelect item={item} value={variant} onChange={setVariant} />
          </div>
        ) : (
          <p className="line-clamp-1 text-xs text-gray-500">{item.description}</p>
        )}
      </div>
      {/* Wraps rather than clipping the price when the control is wide ('Out of stock'). */}
      <div className="mt-auto flex flex-wrap items-end justify-between gap-1 pt-2">
        <PriceTag priced={priced} className="min-w-0 flex-col gap-y-0" />
        <div className="relative z-10 ml-auto shrink-0">
          <AddControl item={item} variant={variant} />
        </div>
      </div>
    </article>
  );
}
