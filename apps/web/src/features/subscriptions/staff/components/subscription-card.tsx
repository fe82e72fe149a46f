import type { ReactNode } from 'react';
import { Phone } from 'lucide-react';
import {
  deliveryDates,
  formatRupees,
  quantityOptionLabel,
  storeDayStart,
  type Address,
  type StaffSubscription,
} from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import { formatPhone } from '@/lib/phone';
import {
  moveLabel,
  staffMoves,
  subscriptionTypeLabel,
  type StaffMove,
} from '../subscription-actions';
import { SubscriptionStatusBadge } from './status-badges';

interface SubscriptionCardProps {
  subscription: StaffSubscription;
  describeAddress: (address: Address) => string;
  busy: boolean;
  onMove: (move: StaffMove, subscription: StaffSubscription) => void;
  /** The bill's payment state and "Record payment", composed by the console. */
  payment?: ReactNode;
}

const day = (date: string) => formatDate(storeDayStart(date).toISOString());

/** CUSTOM plans list their days; a long list is cut short with a count. */
function customDays(s: StaffSubscription): string {
  const dates = deliveryDates(s).map((d) => day(d).replace(/ \d{4}$/, ''));
  return dates.length > 6
    ? `${dates.slice(0, 6).join(', ')} and ${dates.length - 6} more`
    : dates.join(', ');
}

/** One subscription as the store checks it: who, what, when, the bill, and the next step. */
export function SubscriptionCard({
  subscription: s,
  describeAddress,
  busy,
  onMove,
  payment,
}: SubscriptionCardProps) {
  const moves = staffMoves(s);
  const headingId = `subscription-${s._id}`;
  const hintId = `subscription-${s._id}-approve-hint`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-4"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="font-bold [overflow-wrap:anywhere]">
            {s.address.name || formatPhone(s.customer.phone)}
          </h2>
          <a
            href={`tel:+91${s.customer.phone}`}
            className="tabular inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
            aria-label={`Call ${formatPhone(s.customer.phone)}`}
          >
            <Phone className="size-3.5" aria-hidden />
            {formatPhone(s.customer.phone)}
          </a>
        </div>
        <SubscriptionStatusBadge status={s.status} />
      </header>

      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-gray-600">Plan</dt>
        <dd className="font-semibold">
          {subscriptionTypeLabel[s.type]} · {quantityOptionLabel(s.quantity)}
        </dd>
        <dt className="text-gray-600">Dates</dt>
        <dd>
          {day(s.startDate)} – {day(s.endDate)}
        </dd>
        <dt className="text-gray-600">Delivery days</dt>
        <dd>
          <span className="tabular">{s.deliveryDays}</span>
          {s.type === 'CUSTOM' && <span className="text-gray-600"> ({customDays(s)})</span>}
        </dd>
        <dt className="text-gray-600">Price a day</dt>
        <dd className="tabular">{formatRupees(s.pricePerDay)}</dd>
        <dt className="text-gray-600">Bill</dt>
        <dd className="tabular text-base font-bold">{formatRupees(s.amountDue)}</dd>
        <dt className="text-gray-600">Payment</dt>
        <dd>
          {s.paidAt ? (
            <span className="font-semibold text-green-800">Paid · {formatDate(s.paidAt)}</span>
          ) : (
            <span className="font-semibold text-amber-800">Not paid</span>
          )}
        </dd>
        {payment && (
          <>
            <dt className="text-gray-600">Books</dt>
            <dd>{payment}</dd>
          </>
        )}
        <dt className="text-gray-600">Address</dt>
        <dd className="[overflow-wrap:anywhere]">{describeAddress(s.address)}</dd>
      </dl>

      {moves.length > 0 && (
        <footer className="mt-auto space-y-2">
          <div className="flex flex-wrap gap-2">
            {moves.map((move) => {
              const ends = move === 'refuse' || move === 'cancel';
              return (
                <Button
                  key={move}
                  variant={
                    ends ? 'ghost' : move === 'approve' || move === 'resume' ? 'primary' : 'outline'
                  }
                  className={ends ? 'text-red-700 hover:bg-red-50' : undefined}
                  disabled={busy}
                  aria-describedby={move === 'approve' && !s.paidAt ? hintId : undefined}
                  onClick={() => onMove(move, s)}
                >
                  {moveLabel[move]}
                </Button>
              );
            })}
          </div>
          {moves.includes('approve') && !s.paidAt && (
            <p id={hintId} className="text-xs text-gray-600">
              Approving also confirms the payment.
            </p>
          )}
        </footer>
      )}
    </article>
  );
}
