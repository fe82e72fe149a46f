import { useId, useRef, useState } from 'react';
import { Search, X } from 'lucide-react';
import { SEARCH_TERM_MAX, formatRupees, type Item, type Variant } from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useCounterItems } from '../api/staff-table-orders';
import {
  counterListLabel,
  draftLineOf,
  unitPriceOf,
  type CounterList,
  type DraftLine,
} from '../counter-lines';
import { LineStepper } from './line-stepper';

interface ItemPickerProps {
  /** Which list "Add" puts the line in. */
  list: CounterList;
  onListChange: (list: CounterList) => void;
  onAdd: (list: CounterList, line: DraftLine) => void;
}

const priceText = (p: Pick<Variant, 'price' | 'discountPrice'>) => formatRupees(unitPriceOf(p));

/**
 * Search the catalog, choose an item (and its variant), set how many, and add it to the Dine
 * In or the Pick Up list. After adding, the search box is ready for the next item.
 */
export function ItemPicker({ list, onListChange, onAdd }: ItemPickerProps) {
  const id = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState('');
  const settled = useDebouncedValue(term.trim(), 250);
  const items = useCounterItems(settled);
  const [chosen, setChosen] = useState<Item | null>(null);
  const [variantValue, setVariantValue] = useState('');
  const [quantity, setQuantity] = useState(1);

  const choose = (item: Item) => {
    setChosen(item);
    setVariantValue(item.isVarient ? (item.variants[0]?.value ?? '') : '');
    setQuantity(1);
  };
  const variant = chosen?.isVarient
    ? (chosen.variants.find((v) => v.value === variantValue) ?? null)
    : null;
  const add = () => {
    if (!chosen || (chosen.isVarient && !variant)) return;
    onAdd(list, draftLineOf(chosen, variant, quantity));
    setChosen(null);
    setTerm('');
    searchRef.current?.focus();
  };

  const results = settled ? (items.data ?? []) : [];
  return (
    <div className="space-y-3">
      <div role="group" aria-label="Add to" className="flex w-full rounded-lg bg-gray-100 p-1">
        {(['dineIn', 'pickUp'] as const).map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={list === key}
            onClick={() => onListChange(key)}
            className={cn(
              'h-9 flex-1 rounded-md px-3 text-sm font-semibold whitespace-nowrap',
              list === key ? 'bg-white text-brand-800 shadow-sm' : 'text-gray-700',
            )}
          >
            {counterListLabel[key]}
          </button>
        ))}
      </div>

      <label className="relative block">
        <span className="sr-only">Search items</span>
        <Search
          className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500"
          aria-hidden
        />
        <input
          ref={searchRef}
          type="search"
          value={term}
          maxLength={SEARCH_TERM_MAX}
          onChange={(e) => setTerm(e.target.value)}
          onKeyDown={(e) => {
            // Enter chooses the first result instead of sending the form around the picker.
            if (e.key !== 'Enter') return;
            e.preventDefault();
            if (results[0]) choose(results[0]);
          }}
          placeholder="Search items to add"
          autoComplete="off"
          className="h-11 w-full rounded-lg border border-gray-300 bg-white pr-3 pl-9 text-base outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100"
        />
      </label>

      {settled &&
        (items.isPending ? (
          <div aria-busy className="space-y-2">
            <Skeleton className="h-11" />
            <Skeleton className="h-11" />
          </div>
        ) : items.isError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            Items could not be searched.{' '}
            <button
              type="button"
              onClick={() => void items.refetch()}
              className="font-semibold underline"
            >
              Try again
            </button>
          </p>
        ) : results.length === 0 ? (
          <p className="text-sm text-gray-600">No available items match “{settled}”.</p>
        ) : (
          <ul
            aria-label="Search results"
            className="max-h-60 divide-y divide-gray-100 overflow-y-auto rounded-lg border border-gray-200"
          >
            {results.map((item) => (
              <li key={item._id}>
                <button
                  type="button"
                  aria-pressed={chosen?._id === item._id}
                  onClick={() => choose(item)}
                  className={cn(
                    'flex w-full items-center gap-3 px-3 py-2 text-left text-sm hover:bg-brand-50',
                    chosen?._id === item._id && 'bg-brand-50',
                  )}
                >
                  <img src={item.image} alt="" className="size-8 shrink-0 object-contain" />
                  <span className="min-w-0 flex-1 font-semibold [overflow-wrap:anywhere]">
                    {item.name}
                  </span>
                  <span className="tabular shrink-0 text-gray-700">
                    {item.isVarient && item.variants.length > 0
                      ? `${item.variants.length} variants`
                      : priceText(item)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ))}

      {chosen && (
        <div
          role="group"
          aria-label={`Add ${chosen.name}`}
          className="space-y-3 rounded-xl border border-brand-200 bg-brand-50/50 p-3"
        >
          <div className="flex items-start justify-between gap-2">
            <p className="font-semibold [overflow-wrap:anywhere]">{chosen.name}</p>
            <button
              type="button"
              aria-label={`Don’t add ${chosen.name}`}
              onClick={() => setChosen(null)}
              className="-mt-1 -mr-1 rounded-full p-1.5 text-gray-500 hover:bg-gray-100"
            >
              <X className="size-4" aria-hidden />
            </button>
          </div>
          <div className="flex flex-wrap items-end gap-3">
            {chosen.isVarient && (
              <div className="min-w-40 flex-1">
                <label htmlFor={`${id}-variant`} className="text-sm font-semibold text-gray-800">
                  Variant
                </label>
                <select
                  id={`${id}-variant`}
                  value={variantValue}
                  onChange={(e) => setVariantValue(e.target.value)}
                  className="mt-1 h-10 w-full rounded-lg border border-gray-300 bg-white px-2 text-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100"
                >
                  {chosen.variants.map((v) => (
                    <option key={v.value} value={v.value}>
                      {v.value} · {priceText(v)}
                    </option>
                  ))}
                </select>
              </div>
            )}
            {!chosen.isVarient && (
              <p className="tabular text-sm text-gray-700">{priceText(chosen)} each</p>
            )}
            <LineStepper
              quantity={quantity}
              label={variant ? `${chosen.name} ${variant.value}` : chosen.name}
              onChange={setQuantity}
            />
            <Button onClick={add} disabled={chosen.isVarient && !variant}>
              Add to {counterListLabel[list]}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
