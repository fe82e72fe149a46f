import { useEffect, useRef, useState } from 'react';
import { Search, X } from 'lucide-react';
import {
  deliveryTypeLabel,
  deliveryTypes,
  ORDER_SEARCH_MAX,
  orderStatuses,
  paymentMethods,
} from '@grofresh/contracts';
import { cn } from '@/lib/cn';
import { paymentMethodLabel } from '@/lib/payment-method-label';
import { FilterSelect, filterSelectClass } from '@/components/ui/filter-select';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { OrderFilters as Filters } from '../api/staff-orders';
import { statusLook } from '../../order-status';

interface OrderFiltersProps {
  filters: Filters;
  onChange: (key: keyof Filters, value: string | undefined) => void;
  onClear: () => void;
}

/** Queue or all orders, the four filters, and a search by order number or phone. */
export function OrderFilters({ filters, onChange, onClear }: OrderFiltersProps) {
  const [term, setTerm] = useState(filters.q ?? '');
  const settled = useDebouncedValue(term.trim(), 300);
  // Only a settled change of what was typed searches; clearing the filters is not undone by
  // the search box catching up.
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
      <label className="relative w-full sm:w-auto sm:min-w-48 sm:flex-1">
        <span className="sr-only">Search by order number or phone</span>
        <Search
          className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500"
          aria-hidden
        />
        <input
          type="search"
          value={term}
          maxLength={ORDER_SEARCH_MAX}
          onChange={(e) => setTerm(e.target.value)}
          placeholder="Order number or phone"
          className="h-10 w-full rounded-lg border border-gray-300 bg-white pr-3 pl-9 text-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100"
        />
      </label>
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
