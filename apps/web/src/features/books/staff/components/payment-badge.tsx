import type { DocumentPayment } from '@grofresh/contracts';
import { cn } from '@/lib/cn';
import { paymentStateText, paymentStateTone } from '../payment-text';

/** A document's payment state as a small badge (docs/product/screens.md, console cards). */
export function PaymentBadge({ state }: { state: DocumentPayment }) {
  return (
    <span
      className={cn(
        'tabular inline-flex items-center rounded-full px-2.5 py-1 text-xs font-bold whitespace-nowrap',
        paymentStateTone[state.status],
      )}
    >
      {paymentStateText(state)}
    </span>
  );
}
