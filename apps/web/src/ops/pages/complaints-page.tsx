import { MessageSquareText } from 'lucide-react';
import type { ComplaintView } from '@grofresh/contracts';
import { ComplaintDetail } from '@/features/complaints/staff/components/complaint-detail';
import { ComplaintFilters } from '@/features/complaints/staff/components/complaint-filters';
import { ComplaintList } from '@/features/complaints/staff/components/complaint-list';
import { useComplaintFilters } from '@/features/complaints/staff/use-complaint-filters';
import { useStoreNow } from '@/features/subscriptions/api/store-clock';
import { cn } from '@/lib/cn';
import { OpsPage } from '../components/ops-page';

const VIEWS: Record<ComplaintView, { label: string; empty: string; hint: string }> = {
  open: {
    label: 'Open',
    empty: 'No open complaints.',
    hint: 'New complaints appear here by themselves, the longest waiting first.',
  },
  closed: {
    label: 'Closed',
    empty: 'No closed complaints.',
    hint: 'Resolved and rejected ones show here.',
  },
  all: { label: 'All', empty: 'No complaints yet.', hint: 'Complaints shoppers raise show here.' },
};

/**
 * Complaints: the open ones longest waiting first, each read in full beside the list (its own
 * view on phones) with the shopper's recent orders, answered, and made good with Grocoins.
 */
export function ComplaintsPage() {
  const { filters, selected, setFilter, setView, clear, select, hrefFor } = useComplaintFilters();
  // Ages read on the store's clock (the device's until the store answers).
  const now = useStoreNow() ?? new Date();
  const view = filters.view ?? 'open';
  const filtered = Boolean(filters.status || filters.category || filters.q);
  return (
    <OpsPage title="Complaints">
      <div className="mx-auto grid max-w-6xl gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
        <div className={cn('min-w-0 space-y-4', selected && 'hidden lg:block')}>
          <nav
            aria-label="Complaint views"
            className="flex w-full rounded-lg bg-gray-100 p-1 sm:w-fit"
          >
            {Object.entries(VIEWS).map(([key, { label }]) => (
              <button
                key={key}
                type="button"
                aria-current={view === key ? 'page' : undefined}
                onClick={() => setView(key as ComplaintView)}
                className={cn(
                  'h-9 flex-1 rounded-md px-4 text-sm font-semibold whitespace-nowrap sm:flex-none',
                  view === key ? 'bg-white text-brand-800 shadow-sm' : 'text-gray-700',
                )}
              >
                {label}
              </button>
            ))}
          </nav>
          <ComplaintFilters filters={filters} onChange={setFilter} onClear={clear} />
          <ComplaintList
            filters={filters}
            now={now}
            selected={selected}
            hrefFor={hrefFor}
            empty={filtered ? 'No complaints match.' : VIEWS[view].empty}
            emptyHint={filtered ? 'Try other filters or clear them.' : VIEWS[view].hint}
          />
        </div>
        <div
          className={cn(
            'min-w-0 lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto',
            !selected && 'hidden lg:block',
          )}
        >
          {selected ? (
            <ComplaintDetail key={selected} id={selected} now={now} onClose={() => select(null)} />
          ) : (
            <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-gray-300 px-6 py-16 text-center text-gray-600">
              <MessageSquareText className="size-10 text-gray-400" aria-hidden />
              <p className="font-semibold text-gray-800">Choose a complaint</p>
              <p className="text-sm">
                Read it in full here, reply to the shopper and give Grocoins.
              </p>
            </div>
          )}
        </div>
      </div>
    </OpsPage>
  );
}
