import { toast } from '@/lib/toast';
import type { Item, Variant } from '@grofresh/contracts';
import { cn } from '@/lib/cn';
import { canAddMore, cartKey } from '../cart-entries';
import { useCart, useCartQuantity } from '../cart-store';
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
 * 'Out of stock' (and nothing to press) for an item the shop cannot sell today.
 */
export function AddControl({ item, variant, size = 'sm' }: AddControlProps) {
  const key = cartKey(item._id, variant);
  const quantity = useCartQuantity(key);
  const add = useCart((s) => s.add);
  const decrease = useCart((s) => s.decrease);
  const label = lineLabel(item.name, variant);
  if (!item.availability) {
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
    const increase = () => {
      add(item, variant);
      // The + stops here; say why once, as it happens (a small card has no room for a note).
      if (!canAddMore(quantity + 1)) toast(CART_MESSAGES.lineLimit, { id: 'line-limit' });
    };
    return (
      <QuantityStepper
        quantity={quantity}
        label={label}
        size={size}
        onIncrease={increase}
        onDecrease={() => decrease(key)}
      />
    );
  }
  return (
    <button
      type="button"
      aria-label={`ADD ${label} to cart`}
      onClick={() => add(item, variant)}
      className={cn(
        'rounded-lg border border-brand-600 bg-brand-50/40 font-bold text-brand-700 uppercase shadow-xs transition-colors hover:bg-brand-50',
        size === 'lg' ? 'h-11 min-w-36 px-6 text-base' : 'h-8 min-w-16 px-3 text-sm',
      )}
    >
      ADD
    </button>
  );
}
