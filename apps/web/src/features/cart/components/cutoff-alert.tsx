import { Clock } from 'lucide-react';
import { isAfterOrderCutoff } from '@grofresh/contracts';
import { useStoreNow } from '@/lib/store-clock';
import { CART_MESSAGES } from '../messages';

/**
 * After 15:00 in the store's time zone (docs/product/screens.md#cart), today's orders go out
 * tomorrow. By the store's clock, not the phone's (docs/product.md, "The store's clock"); nothing
 * until it is known.
 */
export function CutoffAlert() {
  // Checked every 30 s so an open cart page shows the alert soon after 3 PM.
  const now = useStoreNow(30_000);
  if (!now || !isAfterOrderCutoff(now)) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-2xl border border-accent-300 bg-accent-100 p-4 text-sm font-medium text-amber-900"
    >
      <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
      {CART_MESSAGES.cutoff}
    </p>
  );
}
