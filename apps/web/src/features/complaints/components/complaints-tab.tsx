import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MessageSquareWarning, Plus } from 'lucide-react';
import { isOpenComplaint } from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { queryKeys } from '@/lib/query-keys';
import { useFollowOwnRecord } from '@/lib/use-follow-own-record';
import { useMyComplaints } from '../api/my-complaints';
import { COMPLAINT_MESSAGES } from '../messages';
import { RAISE_COMPLAINT_PARAM } from '../raise-link';
import { ComplaintCard } from './complaint-card';
import { RaiseComplaintModal, type OrderChoice } from './raise-complaint-modal';

/**
 * The Complaints tab of /my-account (docs/product/screens.md#my-account): the shopper's complaints
 * newest first, and the 'Raise Complaint' modal. `orderChoices` lets the modal name one of their
 * recent orders.
 */
export function ComplaintsTab({ orderChoices }: { orderChoices?: readonly OrderChoice[] }) {
  const userId = useSession((s) => s.session?.user._id);
  const query = useMyComplaints(userId);
  // While any complaint waits for the store, its reply shows without a reload.
  useFollowOwnRecord({
    type: 'complaint.updated',
    id: 'any',
    open: (query.data?.pages ?? []).some((page) =>
      page.complaints.some((c) => isOpenComplaint(c.status)),
    ),
    queryKey: queryKeys.complaints.all,
  });
  const [params, setParams] = useSearchParams();
  const [raising, setRaising] = useState(() => params.get(RAISE_COMPLAINT_PARAM) === '1');
  useEffect(() => {
    // Read once: a reload or Back after closing the modal should not open it again.
    if (params.has(RAISE_COMPLAINT_PARAM)) {
      setParams(
        (prev) => {
          prev.delete(RAISE_COMPLAINT_PARAM);
          return prev;
        },
        { replace: true },
      );
    }
  }, [params, setParams]);
  if (!userId) return null;

  const complaints = query.data?.pages.flatMap((page) => page.complaints) ?? [];
  return (
    <div>
      <div className="mb-3 flex justify-end">
        <Button onClick={() => setRaising(true)}>
          <Plus className="size-4" aria-hidden />
          {COMPLAINT_MESSAGES.raise}
        </Button>
      </div>
      {query.isPending ? (
        <div aria-busy className="grid gap-3">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-32 rounded-2xl" />
          ))}
        </div>
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : complaints.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-gray-200 bg-white px-6 py-12 text-center">
          <MessageSquareWarning className="size-10 text-brand-600" aria-hidden />
          <p className="mt-3 text-base font-semibold">{COMPLAINT_MESSAGES.none}</p>
          <p className="mt-1 max-w-sm text-sm text-gray-600">{COMPLAINT_MESSAGES.noneHint}</p>
        </div>
      ) : (
        <>
          <ul aria-label="My complaints" className="grid gap-3">
            {complaints.map((complaint) => (
              <ComplaintCard key={complaint._id} complaint={complaint} />
            ))}
          </ul>
          <LoadMoreButton pages={query} label={COMPLAINT_MESSAGES.showOlder} />
        </>
      )}
      <RaiseComplaintModal
        open={raising}
        onClose={() => setRaising(false)}
        orderChoices={orderChoices}
      />
    </div>
  );
}
