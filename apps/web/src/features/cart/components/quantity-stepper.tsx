import { Minus, Plus } from 'lucide-react';
import { cn } from '@/lib/cn';
import { MAX_LINE_QUANTITY } from '@grofresh/contracts';
import { CART_MESSAGES } from '../messages';

interface QuantityStepperProps {
  quantity: number;
  /** Names the line for screen readers: "Malai Paneer 200 g". */
  label: string;
  onIncrease: () => void;
  onDecrease: () => void;
  size?: 'sm' | 'lg';
  /** The most the line may hold: 99, or what is left ("Only N left"). */
  max?: number;
  /** Why + goes no further, on the button. */
  limitNote?: string;
}

/**
 * The filled − qty + control that replaces ADD once a product is in the cart; + stops at 99, or
 * at what is left.
 */
export function QuantityStepper({
  quantity,
  label,
  onIncrease,
  onDecrease,
  size = 'sm',
  max = MAX_LINE_QUANTITY,
  limitNote = CART_MESSAGES.lineLimit,
}: QuantityStepperProps) {
  const atLimit = quantity >= max;
  const button = cn(
    'grid place-items-center text-white transition-colors hover:bg-brand-700 focus-visible:outline-offset-0 disabled:cursor-not-allowed disabled:text-white/50 disabled:hover:bg-transparent',
    size === 'lg' ? 'h-11 w-11' : 'h-8 w-7',
  );
  return (
    <div
      className={cn(
        'inline-flex items-center overflow-hidden rounded-lg bg-brand-600 font-bold text-white shadow-sm',
        size === 'lg' ? 'text-base' : 'text-sm',
      )}
    >
      <button
        type="button"
        aria-label={`Decrease quantity of ${label}`}
        onClick={onDecrease}
        className={button}
      >
        <Minus className="size-4" strokeWidth={3} aria-hidden />
      </button>
      <output
        aria-live="polite"
        aria-label={`${label} quantity`}
        className={cn('tabular text-center', size === 'lg' ? 'min-w-8' : 'min-w-5')}
      >
        {quantity}
      </output>
      <button
        type="button"
        aria-label={`Increase quantity of ${label}`}
        onClick={onIncrease}
        disabled={atLimit}
        title={atLimit ? limitNote : undefined}
        className={button}
      >
        <Plus className="size-4" strokeWidth={3} aria-hidden />
      </button>
    </div>
  );
}
