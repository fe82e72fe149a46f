import { useEffect, useRef, useState } from 'react';
import { Search, X } from 'lucide-react';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** A console filter's control: two to a row on phones, their own width from `sm` up. */
export const filterSelectClass =
  'h-10 min-w-0 grow basis-[calc(50%-0.25rem)] rounded-lg border border-gray-300 bg-white px-2 text-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100 sm:grow-0 sm:basis-auto';

interface FilterSelectProps {
  label: string;
  /** The first choice, which filters nothing. */
  anyLabel: string;
  value: string | undefined;
  options: [value: string, label: string][];
  onChange: (value: string | undefined) => void;
}

/** One filter of a console list: "any" or one of its values (undefined for any). */
export function FilterSelect({ label, anyLabel, value, options, onChange }: FilterSelectProps) {
  return (
    <select
      aria-label={label}
      className={filterSelectClass}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value || undefined)}
    >
      <option value="">{anyLabel}</option>
      {options.map(([key, text]) => (
        <option key={key} value={key}>
          {text}
        </option>
      ))}
    </select>
  );
}

/**
 * A list's search box as the URL sees it: what is typed searches once it settles (300 ms);
 * `clear` empties the box without the box then searching its old text again.
 */
export function useSettledSearch(
  initial: string | undefined,
  onSearch: (q: string | undefined) => void,
) {
  const [term, setTerm] = useState(initial ?? '');
  const settled = useDebouncedValue(term.trim(), 300);
  const applied = useRef(settled);
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });
  useEffect(() => {
    if (settled === applied.current) return;
    applied.current = settled;
    latest.current(settled || undefined);
  }, [settled]);
  const clear = () => {
    setTerm('');
    applied.current = '';
  };
  return { term, setTerm, clear };
}

interface SearchBoxProps {
  /** Read by screen readers; the placeholder says it in short. */
  label: string;
  placeholder: string;
  maxLength: number;
  value: string;
  onChange: (value: string) => void;
}

export function SearchBox({ label, placeholder, maxLength, value, onChange }: SearchBoxProps) {
  return (
    <label className="relative w-full sm:w-auto sm:min-w-48 sm:flex-1">
      <span className="sr-only">{label}</span>
      <Search
        className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500"
        aria-hidden
      />
      <input
        type="search"
        value={value}
        maxLength={maxLength}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        className="h-10 w-full rounded-lg border border-gray-300 bg-white pr-3 pl-9 text-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100"
      />
    </label>
  );
}

export function ClearFiltersButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex h-10 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-gray-700 hover:bg-gray-100"
    >
      <X className="size-4" aria-hidden />
      Clear filters
    </button>
  );
}
