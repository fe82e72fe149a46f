import { ChevronRight } from 'lucide-react';
import { TotalBar } from '@/components/ui/total-bar';
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
  return (
    <TotalBar
      total={itemsTotal}
      onClick={onProceed}
      heldBecause={held ? CART_MESSAGES.removeOutOfStock : null}
    >
      <span className="flex items-center gap-1 text-base font-bold">
        Proceed to checkout <ChevronRight className="size-5" aria-hidden />
      </span>
    </TotalBar>
  );
}
