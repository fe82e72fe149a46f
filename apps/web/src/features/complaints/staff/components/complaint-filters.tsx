import {
  COMPLAINT_SEARCH_MAX,
  complaintCategories,
  complaintCategoryLabel,
  complaintStatusLabel,
} from '@grofresh/contracts';
import {
  ClearFiltersButton,
  FilterSelect,
  SearchBox,
  useSettledSearch,
} from '@/components/ui/list-filters';
import type { ComplaintFilters as Filters } from '../api/staff-complaints';
import { statusesOf, type FilterKey } from '../use-complaint-filters';

interface ComplaintFiltersProps {
  filters: Filters;
  onChange: (key: FilterKey, value: string | undefined) => void;
  onClear: () => void;
}

/** Status (within the view) and category filters, and a search by phone, order or subject. */
export function ComplaintFilters({ filters, onChange, onClear }: ComplaintFiltersProps) {
  const search = useSettledSearch(filters.q, (q) => onChange('q', q));
  const statuses = statusesOf(filters.view ?? 'open');
  const filtered = Boolean(filters.status || filters.category || filters.q);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <SearchBox
        label="Search by phone, order number or subject"
        placeholder="Phone, order or subject"
        maxLength={COMPLAINT_SEARCH_MAX}
        value={search.term}
        onChange={search.setTerm}
      />
      <FilterSelect
        label="Status"
        anyLabel="Any status"
        value={filters.status}
        options={statuses.map((s) => [s, complaintStatusLabel[s]])}
        onChange={(v) => onChange('status', v)}
      />
      <FilterSelect
        label="Category"
        anyLabel="Any category"
        value={filters.category}
        options={complaintCategories.map((c) => [c, complaintCategoryLabel[c]])}
        onChange={(v) => onChange('category', v)}
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
