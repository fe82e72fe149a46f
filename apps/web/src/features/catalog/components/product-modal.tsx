import { useState, type ComponentType } from 'react';
import type { Item } from '@grofresh/contracts';
import { Modal } from '@/components/ui/modal';
import { OnlyLeftBadge } from '@/components/ui/only-left-badge';
import { DiscountBadge, PriceTag } from '@/components/ui/price-tag';
import { cn } from '@/lib/cn';
import { unitStock } from '@/lib/unit-stock';
import type { AddControlProps } from '../catalog-context';
import { defaultVariant, pricedFor } from '../item-variants';
import { VariantPicker } from './variant-picker';

interface ProductModalProps {
  item: Item | null;
  onClose: () => void;
  AddControl: ComponentType<AddControlProps>;
}

/**
 * The product details modal (docs/product/screens.md#home) with image, name, description, price,
 * variants and ADD.
 */
export function ProductModal({ item, onClose, AddControl }: ProductModalProps) {
  return (
    <Modal
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={item?.name ?? ''}
      hideTitle
      size="lg"
    >
      {/* Keyed so that each product opens on its own default variant. */}
      {item && <ProductDetails key={item._id} item={item} AddControl={AddControl} />}
    </Modal>
  );
}

function ProductDetails({
  item,
  AddControl,
}: {
  item: Item;
  AddControl: ComponentType<AddControlProps>;
}) {
  const [variant, setVariant] = useState(() => defaultVariant(item));
  const priced = pricedFor(item, variant);
  const stock = unitStock(item, variant);
  return (
    <div className="grid gap-5 md:grid-cols-2 md:gap-6">
      <div className="relative mx-auto aspect-square w-full max-w-52 overflow-hidden rounded-2xl bg-brand-50 md:max-w-none">
        <img
          src={item.image}
          alt={item.name}
          className={cn('size-full object-contain p-8', !stock.inStock && 'opacity-50 grayscale')}
        />
        {stock.inStock && (
          <DiscountBadge priced={priced} className="absolute top-3 left-3 text-xs" />
        )}
      </div>
      <div className="flex flex-col">
        <p aria-hidden className="pr-8 text-xl leading-tight font-bold md:text-2xl">
          {item.name}
        </p>
        {variant && <p className="mt-1 text-sm text-gray-600">{variant.value}</p>}
        <PriceTag priced={priced} size="lg" className="mt-3" />
        <p className="text-xs text-gray-500">Inclusive of all taxes</p>
        {/* A sized item says it on each size below. */}
        {stock.left !== null && !variant && (
          <OnlyLeftBadge left={stock.left} className="mt-2 self-start text-xs" />
        )}
        <VariantPicker item={item} value={variant} onChange={setVariant} />
        <div className="mt-5">
          <AddControl item={item} variant={variant} size="lg" />
        </div>
        <h3 className="mt-6 text-sm font-semibold text-gray-800">Product details</h3>
        <p className="mt-1 text-sm leading-6 text-gray-600">{item.description}</p>
      </div>
    </div>
  );
}
