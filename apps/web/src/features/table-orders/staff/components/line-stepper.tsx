import { Minus, Plus } from 'lucide-react';
import { MAX_LINE_QUANTITY } from '@grofresh/contracts';

interface LineStepperProps {
  quantity: number;
  /** Names the line for screen readers: "Toned Milk 1 L". */
  label: string;
  onChange: (quantity: number) => void;
}

const step =
  'grid size-9 place-items-center text-brand-700 hover:bg-brand-50 disabled:text-gray-400 disabled:hover:bg-transparent';

/** − qty + for a counter line, from 1 to the most a line may hold. */
export function LineStepper({ quantity, label, onChange }: LineStepperProps) {
  return (
    <div className="inline-flex items-center overflow-hidden rounded-lg border border-gray-300 bg-white">
      <button
        type="button"
        aria-label={`Fewer ${label}`}
        disabled={quantity <= 1}
        onClick={() => onChange(quantity - 1)}
        className={step}
      >
        <Minus className="size-4" strokeWidth={3} aria-hidden />
      </button>
      <output aria-label={`${label} quantity`} className="tabular min-w-7 text-center font-bold">
        {quantity}
      </output>
      <button
        type="button"
        aria-label={`More ${label}`}
        disabled={quantity >= MAX_LINE_QUANTITY}
        onClick={() => onChange(quantity + 1)}
        className={step}
      >
        <Plus className="size-4" strokeWidth={3} aria-hidden />
      </button>
    </div>
  );
}
