import { LoadError } from '@/components/ui/load-error';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { EmptyState } from '@/components/ui/empty-state';
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
    return <EmptyState title={empty} hint={emptyHint} />;
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
