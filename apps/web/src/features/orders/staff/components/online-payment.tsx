import { formatRupees, type OrderPayment, type PaymentStatus } from '@grofresh/contracts';
import { cn } from '@/lib/cn';
import { paymentFacts, paymentStatusLabel, refundText } from '../payment-text';

const statusTone: Record<PaymentStatus, string> = {
  Success: 'text-green-800',
  Pending: 'text-amber-800',
  Aborted: 'text-red-700',
  Failure: 'text-red-700',
};

const refundTone = {
  PENDING: 'text-amber-800',
  REFUNDED: 'text-green-800',
  FAILED: 'text-red-700',
};

/**
 * An order's card payment as the store checks it: status, amount, how, references, refund.
 * Named after its order: a page of cards holds many, and each landmark's name is its own.
 */
export function OnlinePayment({ payment, orderId }: { payment: OrderPayment; orderId: string }) {
  return (
    <section
      aria-label={`Online payment of ${orderId}`}
      className="rounded-xl bg-gray-50 px-3 py-2 text-sm"
    >
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className={cn('font-semibold', statusTone[payment.status])}>
          {paymentStatusLabel[payment.status]}
        </span>
        <span className="tabular font-medium">{formatRupees(payment.amount)}</span>
      </p>
      <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 text-xs">
        {paymentFacts(payment).map(({ label, value }) => (
          <div key={label} className="contents">
            <dt className="text-gray-600">{label}</dt>
            <dd className="tabular [overflow-wrap:anywhere] text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      {payment.refund && (
        <p className={cn('mt-1 text-xs font-semibold', refundTone[payment.refund.status])}>
          {refundText(payment.refund)}
        </p>
      )}
    </section>
  );
}
