import { useId } from 'react';
import { ChevronRight } from 'lucide-react';
import { formatRupees, toRupees } from '@grofresh/contracts';
import { useCartTotals, useOutOfStockKeys } from '../cart-store';
import { CART_MESSAGES } from '../messages';

/**
 * 'Proceed to checkout' with the grand total: pinned to the bottom on phones, inline in the
 * bill column on wider screens. Where it leads is decided by the page (sign-in is not ours).
 * It waits, saying why, while a line the shop cannot sell today is in the cart.
 */
export function CheckoutBar({ onProceed }: { onProceed: () => void }) {
  const { itemsTotal } = useCartTotals();
  const held = useOutOfStockKeys().length > 0;
  const reasonId = useId();
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-gray-200 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] md:static md:border-0 md:bg-transparent md:p-0">
      {held && (
        <p
          id={reasonId}
          role="status"
          className="mx-auto mb-2 max-w-lg text-center text-sm font-semibold text-red-700 md:max-w-none"
        >
          {CART_MESSAGES.removeOutOfStock}
        </p>
      )}
      <button
        type="button"
        onClick={onProceed}
        disabled={held}
        aria-describedby={held ? reasonId : undefined}
        className="mx-auto flex h-14 w-full max-w-lg items-center justify-between rounded-2xl bg-brand-600 px-5 text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-gray-500 md:max-w-none"
      >
        <span className="flex flex-col items-start leading-tight">
          <span className="tabular text-base font-bold">{formatRupees(toRupees(itemsTotal))}</span>
          <span className="text-xs text-brand-50">Total</span>
        </span>
        <span className="flex items-center gap-1 text-base font-bold">
          Proceed to checkout <ChevronRight className="size-5" aria-hidden />
        </span>
      </button>
    </div>
  );
}
