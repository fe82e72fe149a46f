import { useEffect, useRef, useState } from 'react';
import { Search, X } from 'lucide-react';
import {
  SUBSCRIPTION_SEARCH_MAX,
  subscriptionStatuses,
  subscriptionStatusLabel,
  subscriptionTypes,
} from '@grofresh/contracts';
import { FilterSelect } from '@/components/ui/filter-select';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { SubscriptionFilters as Filters } from '../api/staff-subscriptions';
import { subscriptionTypeLabel } from '../subscription-actions';

interface SubscriptionFiltersProps {
  filters: Filters;
  onChange: (key: 'status' | 'type' | 'paid' | 'q', value: string | undefined) => void;
  onClear: () => void;
}

/** Status, type and payment filters, and a search by phone digits or locality. */
export function SubscriptionFilters({ filters, onChange, onClear }: SubscriptionFiltersProps) {
  const [term, setTerm] = useState(filters.q ?? '');
  const settled = useDebouncedValue(term.trim(), 300);
  // Only a settled change of what was typed searches; clearing is not undone by the box.
  const applied = useRef(settled);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (settled === applied.current) return;
    applied.current = settled;
    latest.current('q', settled || undefined);
  }, [settled]);
  const filtered = Boolean(filters.status || filters.type || filters.paid || filters.q);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label className="relative w-full sm:w-auto sm:min-w-48 sm:flex-1">
        <span className="sr-only">Search by phone or locality</span>
        <Search
          className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500"
          aria-hidden
        />
        <input
          type="search"
          value={term}
          maxLength={SUBSCRIPTION_SEARCH_MAX}
          onChange={(e) => setTerm(e.target.value)}
          placeholder="Phone or locality"
          className="h-10 w-full rounded-lg border border-gray-300 bg-white pr-3 pl-9 text-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100"
        />
      </label>
      <FilterSelect
        label="Status"
        anyLabel="Any status"
        value={filters.status}
        options={subscriptionStatuses.map((s) => [s, subscriptionStatusLabel[s]])}
        onChange={(v) => onChange('status', v)}
      />
      <FilterSelect
        label="Type"
        anyLabel="Daily and custom"
        value={filters.type}
        options={subscriptionTypes.map((t) => [t, subscriptionTypeLabel[t]])}
        onChange={(v) => onChange('type', v)}
      />
      <FilterSelect
        label="Payment"
        anyLabel="Paid and not paid"
        value={filters.paid}
        options={[
          ['true', 'Paid'],
          ['false', 'Not paid'],
        ]}
        onChange={(v) => onChange('paid', v)}
      />
      {filtered && (
        <button
          type="button"
          onClick={() => {
            setTerm('');
            applied.current = '';
            onClear();
          }}
          className="inline-flex h-10 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-gray-700 hover:bg-gray-100"
        >
          <X className="size-4" aria-hidden />
          Clear filters
        </button>
      )}
    </div>
  );
}
