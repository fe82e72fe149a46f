import { useState } from 'react';
import type { StockUnit } from '@grofresh/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchBox, useSettledSearch } from '@/components/ui/list-filters';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { STOCK_PAGE, useStockList } from '../api/stock';
import { unitKey } from '../stock-text';
import { stockShows, useStockFilters, type StockShow } from '../use-stock-filters';
import { CountingDialog } from './counting-dialog';
import { HistoryDialog } from './history-dialog';
import { MovementDialog } from './movement-dialog';
import { StockRow, type StockAction } from './stock-row';

const empty: Record<StockShow, string> = {
  all: 'No items match.',
  counted: 'No counted items match.',
  low: 'Nothing is low on stock.',
  out: 'Nothing is out of stock.',
};

/** The stock list: a search, the filter (every, counted, low, out), the units and their actions. */
export function StockList() {
  const { show, q, query, setShow, setQ } = useStockFilters();
  const search = useSettledSearch(q, setQ);
  const list = useStockList(query);
  const [open, setOpen] = useState<{ action: StockAction; unit: StockUnit } | null>(null);
  const unitFor = (action: StockAction) => (open?.action === action ? open.unit : null);
  const close = () => setOpen(null);
  const units = list.data?.items ?? [];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <SearchBox
          label="Search stock by item name"
          placeholder="Search items"
          maxLength={100}
          value={search.term}
          onChange={search.setTerm}
        />
        <div
          role="group"
          aria-label="Show"
          className="flex w-full rounded-lg bg-gray-100 p-1 sm:w-auto"
        >
          {(Object.keys(stockShows) as StockShow[]).map((key) => (
            <button
              key={key}
              type="button"
              aria-pressed={show === key}
              onClick={() => setShow(key)}
              className={cn(
                'h-8 flex-auto rounded-md px-2 text-sm font-semibold whitespace-nowrap sm:px-3',
                show === key ? 'bg-white text-brand-800 shadow-sm' : 'text-gray-700',
              )}
            >
              {stockShows[key]}
            </button>
          ))}
        </div>
      </div>
      {list.isPending ? (
        <Skeleton className="h-96 rounded-2xl" />
      ) : list.isError ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : units.length === 0 ? (
        <EmptyState
          title={q ? 'No items match.' : empty[show]}
          hint={q ? 'Try another name or filter.' : undefined}
        />
      ) : (
        <>
          <p className="text-sm text-gray-600" aria-live="polite">
            {units.length >= STOCK_PAGE
              ? `Showing the first ${STOCK_PAGE}: search to narrow them down.`
              : `${units.length} ${units.length === 1 ? 'item' : 'items'}`}
          </p>
          <ul
            aria-label={show === 'low' ? 'Low stock' : 'Stock'}
            aria-busy={list.isFetching}
            className="divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white"
          >
            {units.map((unit) => (
              <StockRow
                key={unitKey(unit)}
                unit={unit}
                onAction={(action) => setOpen({ action, unit })}
              />
            ))}
          </ul>
        </>
      )}
      <MovementDialog unit={unitFor('record')} onClose={close} />
      <CountingDialog unit={unitFor('counting')} onClose={close} />
      <HistoryDialog unit={unitFor('history')} onClose={close} />
    </div>
  );
}
