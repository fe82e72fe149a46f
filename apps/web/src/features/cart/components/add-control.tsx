import { toast } from '@/lib/toast';
import type { Item, Variant } from '@grofresh/contracts';
import { cn } from '@/lib/cn';
import { unitStock } from '@/lib/unit-stock';
import { canAddMore, cartKey } from '../cart-entries';
import { useCart, useCartQuantity } from '../cart-store';
import { limitNote, lineMax } from '../line-stock';
import { CART_MESSAGES } from '../messages';
import { QuantityStepper } from './quantity-stepper';

interface AddControlProps {
  item: Item;
  variant: Variant | null;
  size?: 'sm' | 'lg';
}

/** The line's name as shoppers read it: the item, plus the variant value when there is one. */
export const lineLabel = (name: string, variant: Variant | null) =>
  variant ? `${name} ${variant.value}` : name;

/**
 * Outlined ADD that turns into the stepper in place once the product is in the cart, or
 * 'Out of stock' (and nothing to press) for a unit the shop cannot sell today. The stepper stops
 * at 99, or at what is left of a unit showing "Only N left", and says so as it stops.
 */
export function AddControl({ item, variant, size = 'sm' }: AddControlProps) {
  const key = cartKey(item._id, variant);
  const quantity = useCartQuantity(key);
  const add = useCart((s) => s.add);
  const decrease = useCart((s) => s.decrease);
  const label = lineLabel(item.name, variant);
  const { inStock, left } = unitStock(item, variant);
  // A refused order's word for the line counts too (line-stock.ts).
  const refused = useCart((s) => s.entries[key]?.leftWhenRefused);
  const most = refused === undefined ? left : Math.min(left ?? refused, refused);
  const add1 = () => {
    add(item, variant);
    // The + stops here; say why once, as it happens (a small card has no room for a note).
    if (!canAddMore(quantity + 1, most)) toast(limitNote(most), { id: 'line-limit' });
  };
  if (!inStock || refused === 0) {
    return (
      <span
        className={cn(
          'inline-flex items-center rounded-lg border border-gray-300 bg-gray-100 font-semibold text-gray-700',
          size === 'lg' ? 'h-11 px-5 text-base' : 'h-8 px-2 text-xs',
        )}
      >
        {CART_MESSAGES.outOfStock}
      </span>
    );
  }
  if (quantity > 0) {
    return (
      <QuantityStepper
        quantity={quantity}
        label={label}
        size={size}
        max={lineMax(most)}
        limitNote={limitNote(most)}
        onIncrease={add1}
        onDecrease={() => decrease(key)}
      />
    );
  }
  return (
    <button
      type="button"
      aria-label={`ADD ${label} to cart`}
      onClick={add1}
      className={cn(
        'rounded-lg border border-brand-600 bg-brand-50/40 font-bold text-brand-700 uppercase shadow-xs transition-colors hover:bg-brand-50',
        size === 'lg' ? 'h-11 min-w-36 px-6 text-base' : 'h-8 min-w-16 px-3 text-sm',
      )}
    >
      ADD
    </button>
  );
}
