import { ChevronRight } from 'lucide-react';
import { TotalBar } from '@/components/ui/total-bar';
import { OFFLINE_MESSAGES, useOnline } from '@/lib/offline';
import { useCartTotals, useStockFlags } from '../cart-store';
import { stockHoldReason } from '../line-stock';

/**
 * 'Proceed to checkout' with the grand total: pinned to the bottom on phones, inline in the
 * bill column on wider screens. Where it leads is decided by the page (sign-in is not ours).
 * It waits, saying why, while a line the shop cannot sell today is in the cart, or one asks for
 * more than is left, or the shopper is offline.
 */
export function CheckoutBar({ onProceed }: { onProceed: () => void }) {
  const { itemsTotal } = useCartTotals();
  const held = stockHoldReason(useStockFlags());
  const online = useOnline();
  return (
    <TotalBar
      total={itemsTotal}
      onClick={onProceed}
      heldBecause={!online ? OFFLINE_MESSAGES.checkout : held}
    >
      <span className="flex items-center gap-1 text-base font-bold">
        Proceed to checkout <ChevronRight className="size-5" aria-hidden />
      </span>
    </TotalBar>
  );
}
