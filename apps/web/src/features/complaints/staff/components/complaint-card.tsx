import { useState } from 'react';
import { Link } from 'react-router';
import { AlarmClock, Coins, Phone } from 'lucide-react';
import { complaintCategoryLabel, type StaffComplaint } from '@grofresh/contracts';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { grocoins } from '@/lib/grocoins';
import { formatPhone } from '@/lib/phone';
import { isOverdue, timeAgo } from '../complaint-text';
import { ComplaintStatusBadge, OrderLine } from './badges';

interface ComplaintCardProps {
  complaint: StaffComplaint;
  now: Date;
  selected: boolean;
  /** Where its subject leads: the same list with this complaint open beside it. */
  href: string;
}

/** More than this, or more lines than the clamp shows, gets "Show more". */
const LONG_TEXT = 160;

/** One complaint as the store scans the queue: what, how long it has waited, who, which order. */
export function ComplaintCard({ complaint: c, now, selected, href }: ComplaintCardProps) {
  const [expanded, setExpanded] = useState(false);
  const headingId = `complaint-${c._id}`;
  const textId = `complaint-${c._id}-text`;
  const overdue = isOverdue(c, now);
  const long = c.description.length > LONG_TEXT || c.description.split('\n').length > 3;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col gap-3 rounded-2xl border bg-white p-4',
        selected ? 'border-brand-600 ring-2 ring-brand-200' : 'border-gray-200',
        overdue && !selected && 'border-l-4 border-l-red-600',
      )}
    >
      <header className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-bold tracking-wide text-gray-600 uppercase">
            {complaintCategoryLabel[c.category]}
          </p>
          <h2 id={headingId} className="font-bold [overflow-wrap:anywhere]">
            <Link
              to={href}
              aria-current={selected ? 'true' : undefined}
              className="rounded underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-brand-300 focus-visible:outline-none"
            >
              {c.subject}
            </Link>
          </h2>
        </div>
        <ComplaintStatusBadge status={c.status} />
      </header>

      <div>
        <p
          id={textId}
          className={cn(
            'text-sm whitespace-pre-line text-gray-800 [overflow-wrap:anywhere]',
            !expanded && 'line-clamp-3',
          )}
        >
          {c.description}
        </p>
        {long && (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={textId}
            onClick={() => setExpanded(!expanded)}
            className="mt-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            {expanded ? 'Show less' : 'Show more'}
          </button>
        )}
      </div>

      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <time
          dateTime={c.createdAt}
          title={formatDateTime(c.createdAt)}
          className={cn(
            'inline-flex items-center gap-1',
            overdue ? 'font-semibold text-red-800' : 'text-gray-600',
          )}
        >
          {overdue && <AlarmClock className="size-4" aria-hidden />}
          {timeAgo(c.createdAt, now)}
        </time>
        {overdue && (
          <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-bold text-red-800">
            Waiting over 24 h
          </span>
        )}
        <a
          href={`tel:+91${c.customer.phone}`}
          className="tabular inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-2 hover:underline"
          aria-label={`Call ${formatPhone(c.customer.phone)}`}
        >
          <Phone className="size-3.5" aria-hidden />
          {formatPhone(c.customer.phone)}
        </a>
      </p>

      {c.order ? (
        <div className="rounded-xl bg-gray-50 px-3 py-2">
          <p className="text-xs font-semibold text-gray-600">Order</p>
          <OrderLine order={c.order} />
        </div>
      ) : (
        c.orderId && (
          <p className="text-sm text-gray-700">
            Order <span className="tabular font-semibold">{c.orderId}</span>
          </p>
        )
      )}

      {c.coinsCredited > 0 && (
        <p className="inline-flex items-center gap-1 text-sm font-semibold text-amber-800">
          <Coins className="size-4" aria-hidden />
          {grocoins(c.coinsCredited)} credited
        </p>
      )}
    </article>
  );
}
