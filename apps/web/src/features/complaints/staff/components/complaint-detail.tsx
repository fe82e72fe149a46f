import { useEffect, useRef, type ReactNode } from 'react';
import { ArrowLeft, Phone, X } from 'lucide-react';
import { complaintCategoryLabel } from '@grofresh/contracts';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { formatPhone } from '@/lib/phone';
import { useStaffComplaint } from '../api/staff-complaints';
import { timeAgo } from '../complaint-text';
import { ComplaintStatusBadge, OrderLine } from './badges';
import { CreditBox } from './credit-box';
import { ReplyForm } from './reply-form';

interface ComplaintDetailProps {
  id: string;
  now: Date;
  onClose: () => void;
}

const TITLE_ID = 'complaint-detail-title';

/**
 * One complaint in full beside the list (its own view on phones): the shopper's words, the
 * order it names and their recent orders, the reply and the Grocoins.
 */
export function ComplaintDetail({ id, now, onClose }: ComplaintDetailProps) {
  const detail = useStaffComplaint(id);
  const c = detail.data?.complaint;
  const panel = useRef<HTMLElement>(null);
  // Opening a complaint takes the reader to it (on a phone the list gives way to it).
  useEffect(() => panel.current?.focus(), [id]);
  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby={c ? TITLE_ID : undefined}
      aria-label={c ? undefined : 'Complaint'}
      aria-busy={detail.isPending || undefined}
      className="space-y-4 rounded-2xl border border-gray-200 bg-white p-4 outline-none focus-visible:ring-2 focus-visible:ring-brand-300 md:p-5"
    >
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          onClick={onClose}
          className="inline-flex h-9 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-gray-700 hover:bg-gray-100 lg:hidden"
        >
          <ArrowLeft className="size-4" aria-hidden />
          All complaints
        </button>
        <span className="hidden text-xs font-bold tracking-wide text-gray-600 uppercase lg:inline">
          {c && complaintCategoryLabel[c.category]}
        </span>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close complaint"
          className="hidden rounded-full p-2 text-gray-500 hover:bg-gray-100 hover:text-gray-900 lg:inline-flex"
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>

      {detail.isPending ? (
        <div className="space-y-3">
          <Skeleton className="h-7 w-2/3" />
          <Skeleton className="h-24" />
          <Skeleton className="h-32" />
        </div>
      ) : detail.isError ? (
        detail.error instanceof ApiError && detail.error.status === 404 ? (
          <p className="py-6 text-center font-semibold text-gray-700">
            This complaint could not be found.
          </p>
        ) : (
          <LoadError onRetry={() => void detail.refetch()} />
        )
      ) : (
        c && (
          <>
            <header className="space-y-2">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h2 id={TITLE_ID} className="text-lg font-bold [overflow-wrap:anywhere]">
                  {c.subject}
                </h2>
                <ComplaintStatusBadge status={c.status} />
              </div>
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-600">
                <span className="lg:hidden">{complaintCategoryLabel[c.category]}</span>
                <span>
                  Raised <time dateTime={c.createdAt}>{formatDateTime(c.createdAt)}</time> (
                  {timeAgo(c.createdAt, now)})
                </span>
                <a
                  href={`tel:+91${c.customer.phone}`}
                  className="tabular inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-2 hover:underline"
                  aria-label={`Call ${formatPhone(c.customer.phone)}`}
                >
                  <Phone className="size-3.5" aria-hidden />
                  {formatPhone(c.customer.phone)}
                </a>
              </p>
            </header>

            <p className="text-sm whitespace-pre-line text-gray-900 [overflow-wrap:anywhere]">
              {c.description}
            </p>

            {c.resolutionNote && (
              <Part title="Store’s reply">
                <p className="rounded-xl bg-brand-50 px-3 py-2 text-sm whitespace-pre-line text-gray-900 [overflow-wrap:anywhere]">
                  {c.resolutionNote}
                </p>
              </Part>
            )}

            <div className="grid gap-4 xl:grid-cols-2">
              <Part title="Order">
                {c.order ? (
                  <OrderLine order={c.order} />
                ) : c.orderId ? (
                  <p className="tabular text-sm font-semibold">{c.orderId}</p>
                ) : (
                  <p className="text-sm text-gray-600">Not about an order.</p>
                )}
              </Part>
              <Part title="Recent orders">
                {detail.data.recentOrders.length === 0 ? (
                  <p className="text-sm text-gray-600">No orders yet.</p>
                ) : (
                  <ul aria-label="Recent orders" className="divide-y divide-gray-100">
                    {detail.data.recentOrders.map((o) => (
                      <li key={o._id} className="py-1.5 first:pt-0">
                        <OrderLine order={o} />
                      </li>
                    ))}
                  </ul>
                )}
              </Part>
            </div>

            <Part title="Reply">
              <ReplyForm key={`${c._id}-${c.status}`} complaint={c} />
            </Part>
            <Part title="Grocoins">
              <CreditBox key={c._id} complaint={c} goodwill={detail.data.goodwill} />
            </Part>
          </>
        )
      )}
    </section>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-2 border-t border-gray-100 pt-3">
      <h3 className="text-sm font-bold text-gray-800">{title}</h3>
      {children}
    </div>
  );
}
