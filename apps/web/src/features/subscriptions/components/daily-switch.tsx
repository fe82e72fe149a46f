import { cn } from '@/lib/cn';

interface DailySwitchProps {
  daily: boolean;
  onChange: (daily: boolean) => void;
  /** The first delivery day, e.g. "24 Nov 2026". */
  firstDay: string;
}

/**
 * Daily (docs/product/records.md#subscription; on by default) starts tomorrow; off, the shopper
 * picks days (CUSTOM).
 */
export function DailySwitch({ daily, onChange, firstDay }: DailySwitchProps) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <p id="milk-daily-label" className="text-sm font-semibold text-gray-800">
          Daily
        </p>
        <p id="milk-daily-note" className="text-sm text-gray-600">
          {daily
            ? `Milk every day, starting from tomorrow (${firstDay}).`
            : 'Custom days, starting from tomorrow at the earliest: tap days below to skip them.'}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={daily}
        aria-labelledby="milk-daily-label"
        aria-describedby="milk-daily-note"
        onClick={() => onChange(!daily)}
        className={cn(
          'relative h-7 w-12 shrink-0 rounded-full transition-colors duration-150 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none',
          daily ? 'bg-brand-600' : 'bg-gray-300',
        )}
      >
        <span
          aria-hidden
          className={cn(
            'absolute top-1 left-1 size-5 rounded-full bg-white shadow transition-transform duration-150',
            daily && 'translate-x-5',
          )}
        />
      </button>
    </div>
  );
}
