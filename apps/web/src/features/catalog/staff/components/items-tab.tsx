import { useMemo, useState } from 'react';
import { Search } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { OPS_ITEMS_PAGE, type OpsItem, type OpsItemsQuery } from '@grofresh/contracts';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useOpsItems, useRetireItem } from '../api/items';
import { useOpsCategories } from '../api/taxonomy';
import { BulkBar } from './bulk-bar';
import { ItemEditor } from './item-editor';
import { ItemRow } from './item-row';

const control =
  'h-10 min-w-0 rounded-lg border border-gray-300 bg-white px-3 text-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100';

const shows = { '': 'All in the shop', in: 'In stock', out: 'Out of stock', retired: 'Retired' };
type Show = keyof typeof shows;
const isShow = (v: string | null): v is Show => v !== null && v in shows;

/** Items: search, category and stock filters (kept in the URL), selection for bulk edits. */
export function ItemsTab({
  editing,
  onEdit,
}: {
  editing: OpsItem | 'new' | null;
  onEdit: (item: OpsItem | 'new' | null) => void;
}) {
  const [params, setParams] = useSearchParams();
  const [term, setTerm] = useState(params.get('q') ?? '');
  const q = useDebouncedValue(term.trim(), 300);
  const categoryId = params.get('category') ?? '';
  const showParam = params.get('show');
  const show: Show = isShow(showParam) ? showParam : '';
  const filters: OpsItemsQuery = {
    q: q || undefined,
    categoryId: categoryId || undefined,
    availability: show === 'in' ? 'true' : show === 'out' ? 'false' : undefined,
    retired: show === 'retired' ? 'true' : undefined,
  };
  const items = useOpsItems(filters);
  const categories = useOpsCategories();
  const restore = useRetireItem();
  const [selected, setSelected] = useState<Map<string, OpsItem>>(new Map());
  const namesOf = useMemo(() => {
    const names = new Map(categories.data?.map((c) => [c._id, c.name]));
    return (item: OpsItem) =>
      item.category
        .map((id) => names.get(id) ?? '')
        .filter(Boolean)
        .join(', ');
  }, [categories.data]);
  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const list = items.data?.items ?? [];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <label className="relative w-full sm:w-auto sm:min-w-56 sm:flex-1">
          <span className="sr-only">Search items by name</span>
          <Search
            className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500"
            aria-hidden
          />
          <input
            type="search"
            value={term}
            maxLength={100}
            onChange={(e) => {
              setTerm(e.target.value);
              setParam('q', e.target.value.trim());
            }}
            placeholder="Search items"
            className={`${control} w-full pl-9`}
          />
        </label>
        <select
          aria-label="Category"
          className={`${control} flex-1 sm:flex-none`}
          value={categoryId}
          onChange={(e) => setParam('category', e.target.value)}
        >
          <option value="">Every category</option>
          {categories.data
            ?.filter((c) => !c.retired)
            .map((c) => (
              <option key={c._id} value={c._id}>
                {c.name}
              </option>
            ))}
        </select>
        <select
          aria-label="Which items"
          className={`${control} flex-1 sm:flex-none`}
          value={show}
          onChange={(e) => setParam('show', e.target.value)}
        >
          {Object.entries(shows).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {items.isPending ? (
        <Skeleton className="h-96 rounded-2xl" />
      ) : items.isError ? (
        <LoadError onRetry={() => void items.refetch()} />
      ) : list.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-gray-300 bg-white p-8 text-center text-gray-700">
          No items match. Try another name or filter.
        </p>
      ) : (
        <>
          <p className="text-sm text-gray-600" aria-live="polite">
            {items.data.total > list.length
              ? `Showing the first ${OPS_ITEMS_PAGE} of ${items.data.total} items: search to narrow them down.`
              : `${items.data.total} ${items.data.total === 1 ? 'item' : 'items'}`}
          </p>
          <ul
            aria-label="Items"
            className="divide-y divide-gray-200 overflow-hidden rounded-2xl border border-gray-200 bg-white"
          >
            {list.map((item) => (
              <ItemRow
                key={item._id}
                item={item}
                categoryNames={namesOf(item)}
                selected={selected.has(item._id)}
                onSelect={(on) =>
                  setSelected((s) => {
                    const next = new Map(s);
                    if (on) next.set(item._id, item);
                    else next.delete(item._id);
                    return next;
                  })
                }
                onEdit={() => onEdit(item)}
                onRestore={() => restore.mutate({ id: item._id, retire: false })}
              />
            ))}
          </ul>
        </>
      )}
      {selected.size > 0 && (
        <BulkBar selected={[...selected.values()]} onDone={() => setSelected(new Map())} />
      )}
      <ItemEditor
        open={editing !== null}
        item={editing === 'new' ? null : editing}
        categories={categories.data ?? []}
        onClose={() => onEdit(null)}
      />
    </div>
  );
}
