import { CircleAlert } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { PAYMENT_NOTICE_MESSAGES as WORDS } from '../messages';
import type { PaymentNotice } from '../payment-return';

/**
 * Beside the payment choice, after the card gateway: what became of the payment, in a
 * sentence (docs/product.md, Card payments). A failed one placed no order; one the gateway
 * has not confirmed yet is being asked about, and placed as soon as it is.
 */
export function PaymentNoticeBox({ notice }: { notice: PaymentNotice }) {
  if (notice.kind === 'confirming') {
    return (
      <div
        role="status"
        className="flex items-start gap-3 rounded-xl border border-brand-200 bg-brand-50 p-3"
      >
        <Spinner className="mt-0.5 size-5 shrink-0 border-2" />
        <div>
          <p className="text-sm font-semibold text-gray-900">{WORDS.confirmingTitle}</p>
          <p className="mt-0.5 text-sm text-gray-700">{WORDS.confirming}</p>
        </div>
      </div>
    );
  }
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-3"
    >
      <CircleAlert className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden />
      <div>
        <p className="text-sm font-semibold text-red-800">{notice.message}</p>
        {notice.kind === 'failed' && (
          <p className="mt-0.5 text-sm text-gray-700">{WORDS.notPlaced}</p>
        )}
      </div>
    </div>
  );
}
