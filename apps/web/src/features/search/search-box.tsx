import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { Search, X } from 'lucide-react';
import { SEARCH_DEBOUNCE_MS } from '@grofresh/contracts';
import { cn } from '@/lib/cn';
import { usePrefersReducedMotion } from '@/lib/use-media-query';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { SEARCH_PARAM } from './use-search-term';
import { useRotatingPlaceholder } from './use-rotating-placeholder';

interface SearchBoxProps {
  /** The committed term (from the URL); the box follows it when it changes elsewhere. */
  value: string;
  /** Called with the trimmed term, 1.5 s after typing stops, or at once on Enter. */
  onSearch: (term: string) => void;
  /** Fixed placeholder, e.g. on a category page; else the rotating one. */
  placeholder?: string;
  label?: string;
  className?: string;
}

/** Search is trimmed and debounced 1.5 s (docs/product/rules.md#validation). */
export function SearchBox({
  value,
  onSearch,
  placeholder,
  label = 'Search products',
  className,
}: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [seenValue, setSeenValue] = useState(value);
  const inputId = useId();
  // Back/forward or a cleared search changes the URL; the box shows what the page shows.
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== text.trim()) setText(value);
  }
  const reducedMotion = usePrefersReducedMotion();
  const word = useRotatingPlaceholder(
    undefined,
    reducedMotion || text !== '' || placeholder !== undefined,
  );
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);

  const send = (raw: string) => {
    const term = raw.trim();
    if (term !== value) onSearch(term);
  };
  const sendSettled = useEffectEvent(send);
  // Sends only what has settled: every keystroke restarts the 1.5 s wait.
  useEffect(() => sendSettled(settled), [settled]);
  // On a painted page the shopper may have typed before the app took the box over: the app
  // takes up what the box shows, and searches for it in turn.
  const input = useRef<HTMLInputElement>(null);
  const adoptTyped = useEffectEvent(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== text) setText(typed);
  });
  useEffect(() => adoptTyped(), []);

  return (
    <form
      role="search"
      className={cn('relative', className)}
      onSubmit={(e) => {
        e.preventDefault();
        send(text);
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-gray-500"
        aria-hidden
      />
      <input
        ref={input}
        id={inputId}
        // Before the app has taken a painted page over, Enter submits the form by itself: the
        // name sends the term as ?q= to this page, which the server paints with the results.
        name={SEARCH_PARAM}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder ?? `Search for "${word}"`}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        className="h-11 w-full appearance-none rounded-xl border border-gray-200 bg-gray-100 pr-10 pl-10 text-[15px] text-gray-900 placeholder:text-gray-500 focus:border-brand-500 focus:bg-white focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 [&::-webkit-search-cancel-button]:hidden"
      />
      {text && (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => {
            setText('');
            send('');
          }}
          className="absolute top-1/2 right-1.5 -translate-y-1/2 rounded-full p-1.5 text-gray-500 hover:bg-gray-200 hover:text-gray-800"
        >
          <X className="size-4" aria-hidden />
        </button>
      )}
    </form>
  );
}
