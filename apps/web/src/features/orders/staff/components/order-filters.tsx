import {
  deliveryTypeLabel,
  deliveryTypes,
  ORDER_SEARCH_MAX,
  orderStatuses,
  paymentMethods,
} from '@grofresh/contracts';
import { cn } from '@/lib/cn';
import { paymentMethodLabel } from '@/lib/payment-method-label';
import {
  ClearFiltersButton,
  FilterSelect,
  filterSelectClass,
  SearchBox,
  useSettledSearch,
} from '@/components/ui/list-filters';
import type { OrderFilters as Filters } from '../api/staff-orders';
import { statusLook } from '../../order-status';

interface OrderFiltersProps {
  filters: Filters;
  onChange: (key: keyof Filters, value: string | undefined) => void;
  onClear: () => void;
}

/** Queue or all orders, the four filters, and a search by order number or phone. */
export function OrderFilters({ filters, onChange, onClear }: OrderFiltersProps) {
  const search = useSettledSearch(filters.q, (q) => onChange('q', q));
  const filtered = Boolean(
    filters.status || filters.deliveryType || filters.paymentMethod || filters.date || filters.q,
  );
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div role="group" aria-label="Which orders" className="flex rounded-lg bg-gray-100 p-1">
        {(['queue', 'all'] as const).map((view) => (
          <button
            key={view}
            type="button"
            aria-pressed={filters.view === view}
            onClick={() => onChange('view', view === 'queue' ? undefined : view)}
            className={cn(
              'h-8 rounded-md px-3 text-sm font-semibold',
              filters.view === view ? 'bg-white text-brand-800 shadow-sm' : 'text-gray-700',
            )}
          >
            {view === 'queue' ? "Today's and open" : 'All orders'}
          </button>
        ))}
      </div>
      <SearchBox
        label="Search by order number or phone"
        placeholder="Order number or phone"
        maxLength={ORDER_SEARCH_MAX}
        value={search.term}
        onChange={search.setTerm}
      />
      <FilterSelect
        label="Status"
        anyLabel="Any status"
        value={filters.status}
        options={orderStatuses.map((s) => [s, statusLook(s).label])}
        onChange={(v) => onChange('status', v)}
      />
      <FilterSelect
        label="Delivery or pick-up"
        anyLabel="Delivery and pick-up"
        value={filters.deliveryType}
        options={deliveryTypes.map((d) => [d, deliveryTypeLabel[d]])}
        onChange={(v) => onChange('deliveryType', v)}
      />
      <FilterSelect
        label="Payment method"
        anyLabel="Any payment"
        value={filters.paymentMethod}
        options={paymentMethods.map((p) => [p, paymentMethodLabel[p]])}
        onChange={(v) => onChange('paymentMethod', v)}
      />
      <input
        type="date"
        aria-label="Placed on"
        className={filterSelectClass}
        value={filters.date ?? ''}
        onChange={(e) => onChange('date', e.target.value || undefined)}
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
