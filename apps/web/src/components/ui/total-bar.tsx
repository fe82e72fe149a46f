import { useId, type ReactNode } from 'react';
import { formatRupees, toRupees, type Paise } from '@grofresh/contracts';

interface TotalBarProps {
  total: Paise;
  /** What the button does ('Proceed to checkout', 'Confirm Order'). */
  children: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  /** Why the step is held (the button is disabled and says so), or null when it is not. */
  heldBecause: string | null;
}

/**
 * The step forward with the total: pinned to the bottom on phones, inline wider. While it is
 * held, the reason stands above the button and describes it.
 */
export function TotalBar({
  total,
  children,
  onClick,
  disabled = false,
  heldBecause,
}: TotalBarProps) {
  const reasonId = useId();
  const held = heldBecause !== null;
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-gray-200 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] md:static md:border-0 md:bg-transparent md:p-0">
      {held && (
        <p
          id={reasonId}
          role="status"
          className="mx-auto mb-2 max-w-lg text-center text-sm font-semibold text-red-700 md:max-w-none"
        >
          {heldBecause}
        </p>
      )}
      <button
        type="button"
        onClick={onClick}
        disabled={disabled || held}
        aria-describedby={held ? reasonId : undefined}
        className="mx-auto flex h-14 w-full max-w-lg items-center justify-between rounded-2xl bg-brand-600 px-5 text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-gray-500 md:max-w-none"
      >
        <span className="flex flex-col items-start leading-tight">
          <span className="tabular text-base font-bold">{formatRupees(toRupees(total))}</span>
          <span className="text-xs text-brand-50">Total</span>
        </span>
        {children}
      </button>
    </div>
  );
}
