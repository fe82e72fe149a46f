import { Inbox } from 'lucide-react';
import { LoadError } from '@/components/ui/load-error';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Skeleton } from '@/components/ui/skeleton';
import { useStaffComplaints, type ComplaintFilters } from '../api/staff-complaints';
import { ComplaintCard } from './complaint-card';

interface ComplaintListProps {
  filters: ComplaintFilters;
  now: Date;
  selected: string | null;
  hrefFor: (id: string) => string;
  /** What an empty list says, and a hint under it. */
  empty: string;
  emptyHint: string;
}

/** The complaints of a view, in the server's order, with "Load more" by cursor. */
export function ComplaintList({
  filters,
  now,
  selected,
  hrefFor,
  empty,
  emptyHint,
}: ComplaintListProps) {
  const pages = useStaffComplaints(filters);
  const complaints = pages.data?.pages.flatMap((p) => p.complaints) ?? [];

  if (pages.isPending) {
    return (
      <div aria-busy className="grid gap-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-48 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (pages.isError) return <LoadError onRetry={() => void pages.refetch()} />;
  if (complaints.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center">
        <Inbox className="size-10 text-gray-400" aria-hidden />
        <p className="font-semibold">{empty}</p>
        <p className="text-sm text-gray-600">{emptyHint}</p>
      </div>
    );
  }
  return (
    <>
      <ul aria-label="Complaints" className="grid gap-3">
        {complaints.map((c) => (
          <li key={c._id}>
            <ComplaintCard
              complaint={c}
              now={now}
              selected={c._id === selected}
              href={hrefFor(c._id)}
            />
          </li>
        ))}
      </ul>
      <LoadMoreButton pages={pages} label="Load more" />
    </>
  );
}
