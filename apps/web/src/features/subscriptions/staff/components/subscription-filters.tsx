import {
  SUBSCRIPTION_SEARCH_MAX,
  subscriptionStatuses,
  subscriptionStatusLabel,
  subscriptionTypes,
} from '@grofresh/contracts';
import {
  ClearFiltersButton,
  FilterSelect,
  SearchBox,
  useSettledSearch,
} from '@/components/ui/list-filters';
import type { SubscriptionFilters as Filters } from '../api/staff-subscriptions';
import { subscriptionTypeLabel } from '../subscription-actions';

interface SubscriptionFiltersProps {
  filters: Filters;
  onChange: (key: 'status' | 'type' | 'paid' | 'q', value: string | undefined) => void;
  onClear: () => void;
}

/** Status, type and payment filters, and a search by phone digits or locality. */
export function SubscriptionFilters({ filters, onChange, onClear }: SubscriptionFiltersProps) {
  const search = useSettledSearch(filters.q, (q) => onChange('q', q));
  const filtered = Boolean(filters.status || filters.type || filters.paid || filters.q);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <SearchBox
        label="Search by phone or locality"
        placeholder="Phone or locality"
        maxLength={SUBSCRIPTION_SEARCH_MAX}
        value={search.term}
        onChange={search.setTerm}
      />
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
        <ClearFiltersButton
          onClick={() => {
            search.clear();
            onClear();
          }}
        />
      )}
    </div>
  );
}
