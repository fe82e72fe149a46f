import {
  documentPaymentStatusLabel,
  formatRupees,
  type BookMethod,
  type DocumentEntry,
  type DocumentPayment,
  type DocumentPaymentStatus,
} from '@grofresh/contracts';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';

/** How a payment was made, in the shopper's words (docs/product/rules.md#books). */
export const methodWord: Record<BookMethod, string> = {
  CASH: 'cash',
  UPI: 'UPI',
  CARD: 'card',
  COINS: 'Grocoins',
};

/** The colours of a payment state: paid green, owing amber, money to come back blue. */
export const paymentStateLook: Record<DocumentPaymentStatus, string> = {
  UNPAID: 'bg-accent-100 text-amber-900',
  PART_PAID: 'bg-accent-100 text-amber-900',
  PAID: 'bg-green-50 text-green-800',
  REFUND_DUE: 'bg-blue-50 text-blue-800',
  REFUNDED: 'bg-blue-50 text-blue-800',
};

/** A bill's payment state as one word: Paid, Part paid, Unpaid, Refund due, Refunded. */
export function PaymentStateBadge({
  state,
  className,
}: {
  state: Pick<DocumentPayment, 'status'>;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'rounded-full px-2 py-0.5 text-xs font-bold',
        paymentStateLook[state.status],
        className,
      )}
    >
      {documentPaymentStatusLabel[state.status]}
    </span>
  );
}

/**
 * What a bill was paid and still owes, and each payment or refund recorded against it
 * (docs/product/rules.md#books): "Paid ₹40.00 by UPI on 27 Nov · Ref 412345678901".
 */
export function PaymentStateDetails({
  state,
  title = 'Payment',
}: {
  state: DocumentPayment;
  title?: string;
}) {
  return (
    <section aria-label={title} className="mt-3 rounded-lg bg-gray-50 px-3 py-2 text-sm">
      <p className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">{title}</span>
        <PaymentStateBadge state={state} />
      </p>
      <p className="tabular mt-1 text-gray-700">
        Received {formatRupees(state.received)}
        {state.due > 0 && <> · Still due {formatRupees(state.due)}</>}
      </p>
      <PaymentEntries entries={state.entries} />
    </section>
  );
}

/** Each payment or refund: "Paid ₹40.00 by UPI on 27 Nov 2026 · Ref 412345678901". */
export function PaymentEntries({ entries }: { entries: DocumentEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-xs text-gray-700">
      {entries.map((entry) => (
        <li key={entry._id} className="[overflow-wrap:anywhere]">
          {entry.kind === 'REFUND' ? 'Refunded' : 'Paid'}{' '}
          <span className="tabular font-semibold">{formatRupees(entry.amount)}</span> by{' '}
          {methodWord[entry.method]} on <time dateTime={entry.at}>{formatDate(entry.at)}</time>
          {entry.reference && (
            <>
              {' · '}
              <span className="tabular whitespace-nowrap">Ref {entry.reference}</span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
