import { HandCoins, Phone } from 'lucide-react';
import { formatRupees, refundDueStatusLabel, type RefundDue } from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { formatPhone } from '@/lib/phone';
import { REFUNDS_TEXT, refundKindLabel, refundStatusTone } from '../refund-text';

interface RefundCardProps {
  refund: RefundDue;
  busy: boolean;
  /** Milk refunds only: staff hand the money back themselves. */
  onHandBack: (refund: RefundDue) => void;
}

/** One refund due: how much, to whom, why, where it stands, and (milk) the way to close it. */
export function RefundCard({ refund: r, busy, onHandBack }: RefundCardProps) {
  const headingId = `refund-${r._id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-4"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="flex flex-wrap items-baseline gap-x-2">
          <span className="tabular text-lg font-bold">{formatRupees(r.amount)}</span>{' '}
          <span className="text-sm font-semibold text-gray-700">{refundKindLabel[r.kind]}</span>
        </h2>
        <span
          className={cn(
            'rounded-full px-2.5 py-1 text-xs font-bold whitespace-nowrap',
            refundStatusTone[r.status],
          )}
        >
          {refundDueStatusLabel[r.status]}
        </span>
      </header>
      <p className="text-sm [overflow-wrap:anywhere] text-gray-900">{r.reason}</p>
      {r.message && (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          <span className="font-semibold">Gateway: </span>
          {r.message}
        </p>
      )}
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-gray-600">Shopper</dt>
        <dd>
          <a
            href={`tel:+91${r.customer.phone}`}
            aria-label={`Call ${formatPhone(r.customer.phone)}`}
            className="tabular inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            <Phone className="size-3.5" aria-hidden />
            {formatPhone(r.customer.phone)}
          </a>
        </dd>
        <dt className="text-gray-600">For</dt>
        <dd className="tabular font-semibold">{r.orderId ?? REFUNDS_TEXT.milkSubscription}</dd>
        {r.reference && (
          <>
            <dt className="text-gray-600">Refund ref</dt>
            <dd className="tabular [overflow-wrap:anywhere]">{r.reference}</dd>
          </>
        )}
        {r.trackingId && (
          <>
            <dt className="text-gray-600">Tracking id</dt>
            <dd className="tabular [overflow-wrap:anywhere]">{r.trackingId}</dd>
          </>
        )}
        <dt className="text-gray-600">Since</dt>
        <dd className="tabular">
          <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
        </dd>
      </dl>
      {r.kind === 'MILK' && (
        <footer>
          <Button variant="outline" disabled={busy} onClick={() => onHandBack(r)}>
            <HandCoins className="size-4" aria-hidden />
            {REFUNDS_TEXT.handedBack}
          </Button>
        </footer>
      )}
    </article>
  );
}
