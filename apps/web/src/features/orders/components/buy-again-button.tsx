import { RotateCcw } from 'lucide-react';
import type { OrderStatus } from '@grofresh/contracts';
import { Button } from '@/components/ui/button';

/**
 * 'Buy again', lent by the page (app/use-buy-again.ts), since putting lines in the cart is
 * the cart's business: start it with the order's `_id`; `pendingId` is the order under way.
 */
export interface BuyAgainControl {
  start: (orderId: string) => void;
  pendingId: string | null;
}

/** Only a finished order is bought again; an open one is still on its way. */
export const canBuyAgain = (status: OrderStatus): boolean =>
  status === 'DELIVERED' || status === 'CANCELLED';

export function BuyAgainButton({
  orderId,
  control,
  size = 'sm',
  label,
  className,
}: {
  orderId: string;
  /** A fuller name where several orders are listed ("Buy again ORD-…"). */
  label?: string;
  control: BuyAgainControl;
  size?: 'sm' | 'md';
  className?: string;
}) {
  const busy = control.pendingId === orderId;
  return (
    <Button
      variant="outline"
      size={size}
      className={className}
      disabled={busy}
      aria-label={label}
      onClick={() => control.start(orderId)}
    >
      <RotateCcw className="size-4" aria-hidden />
      {busy ? 'Adding…' : 'Buy again'}
    </Button>
  );
}
