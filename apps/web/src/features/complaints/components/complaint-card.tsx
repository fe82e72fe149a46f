import { useId } from 'react';
import { Coins, MessageSquareReply } from 'lucide-react';
import {
  complaintCategoryLabel,
  complaintStatusLabel,
  type Complaint,
  type ComplaintStatus,
} from '@grofresh/contracts';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';
import { COMPLAINT_MESSAGES } from '../messages';

// Waiting is yellow, being handled blue, resolved green, rejected red (DESIGN's status colours).
const statusTone: Record<ComplaintStatus, string> = {
  OPEN: 'bg-amber-100 text-amber-900',
  IN_PROGRESS: 'bg-blue-100 text-blue-900',
  RESOLVED: 'bg-green-100 text-green-900',
  REJECTED: 'bg-red-100 text-red-900',
};

/** One complaint of the shopper's list, with the store's answer when it has written one. */
export function ComplaintCard({ complaint }: { complaint: Complaint }) {
  const titleId = useId();
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="rounded-2xl border border-gray-200 bg-white p-4"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs font-bold tracking-wide text-gray-600 uppercase">
            {complaintCategoryLabel[complaint.category]}
            {complaint.orderId && (
              <span className="font-semibold normal-case"> · Order {complaint.orderId}</span>
            )}
          </p>
          <span
            className={cn(
              'rounded-full px-2.5 py-1 text-xs font-bold',
              statusTone[complaint.status],
            )}
          >
            {complaintStatusLabel[complaint.status]}
          </span>
        </div>
        <h3 id={titleId} className="mt-2 font-bold break-words">
          {complaint.subject}
        </h3>
        <p className="mt-1 text-sm break-words whitespace-pre-line text-gray-700">
          {complaint.description}
        </p>
        <p className="mt-2 text-xs text-gray-500">
          Raised on <time dateTime={complaint.createdAt}>{formatDate(complaint.createdAt)}</time>
        </p>
        {complaint.resolutionNote && (
          <div className="mt-3 rounded-xl bg-gray-50 p-3">
            <p className="flex items-center gap-1.5 text-xs font-bold text-gray-700">
              <MessageSquareReply className="size-4" aria-hidden />
              {COMPLAINT_MESSAGES.storeReply}
            </p>
            <p className="mt-1 text-sm break-words whitespace-pre-line text-gray-800">
              {complaint.resolutionNote}
            </p>
          </div>
        )}
        {complaint.coinsCredited > 0 && (
          <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-accent-100 px-2.5 py-1 text-xs font-bold text-amber-900">
            <Coins className="size-4" aria-hidden />
            {COMPLAINT_MESSAGES.credited(complaint.coinsCredited)}
          </p>
        )}
      </article>
    </li>
  );
}
