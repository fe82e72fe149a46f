import { CircleCheck, RotateCcw } from 'lucide-react';
import type { CardPayment } from '@grofresh/contracts';
import { cn } from '@/lib/cn';
import { CARD_PAYMENT_MESSAGES as M } from '../messages';

/**
 * An order paid by card, in its status area: "Paid ₹260.00 online", or once cancelled its
 * refund with the reference the gateway knows it by (docs/product.md, "Card payments").
 */
export function CardPaymentNote({ payment }: { payment: CardPayment }) {
  const { refund } = payment;
  const facts: { label: string; value: string }[] = [];
  if (refund) facts.push({ label: M.refundReference, value: refund.reference });
  if (payment.trackingId) facts.push({ label: M.trackingId, value: payment.trackingId });
  const Icon = refund ? RotateCcw : CircleCheck;
  return (
    <div
      className={cn(
        'mt-2 rounded-lg px-3 py-2 text-sm',
        refund ? 'bg-blue-50 text-blue-900' : 'bg-green-50 text-green-900',
      )}
    >
      <p className="flex items-start gap-2 font-semibold">
        <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
        {refund ? M.refund[refund.status](refund.amount) : M.paidOnline(payment.amount)}
      </p>
      {facts.map(({ label, value }) => (
        <p key={label} className="mt-1 pl-6 text-xs">
          {label}: <span className="tabular font-medium [overflow-wrap:anywhere]">{value}</span>
        </p>
      ))}
    </div>
  );
}

/** The list's one word for an order paid by card: "Paid", or its refund's status. */
export const cardPaymentWord = (payment: CardPayment): string =>
  payment.refund ? M.refundState[payment.refund.status] : M.paid;
