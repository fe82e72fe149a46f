import { formatRupees, toRupees, type Paise } from '@grofresh/contracts';

interface ConfirmBarProps {
  total: Paise;
  onConfirm: () => void;
  disabled: boolean;
}

/** 'Confirm Order' with the total: pinned to the bottom on phones, under the summary wider. */
export function ConfirmBar({ total, onConfirm, disabled }: ConfirmBarProps) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-gray-200 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] md:static md:border-0 md:bg-transparent md:p-0">
      <button
        type="button"
        onClick={onConfirm}
        disabled={disabled}
        className="mx-auto flex h-14 w-full max-w-lg items-center justify-between rounded-2xl bg-brand-600 px-5 text-white shadow-sm hover:bg-brand-700 disabled:bg-gray-400 md:max-w-none"
      >
        <span className="flex flex-col items-start leading-tight">
          <span className="tabular text-base font-bold">{formatRupees(toRupees(total))}</span>
          <span className="text-xs text-brand-50">Total</span>
        </span>
        <span className="text-base font-bold">Confirm Order</span>
      </button>
    </div>
  );
}
