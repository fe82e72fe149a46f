import { memo, startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Category, Item } from '@grofresh/contracts';
import { afterStartup, hasStarted } from '@/lib/after-startup';
import { cn } from '@/lib/cn';
import { ProductCard } from './product-card';

/** How many items a home row shows before 'see all'. */
export const ROW_ITEM_COUNT = 12;
/**
 * How many of them the first paint has: a phone sees two and a half, a 1280 px screen about
 * seven. The rest join at the end of the row once the page has started, which keeps the
 * home page's first HTML and its hydration a third smaller.
 */
export const FIRST_PAINT_ITEM_COUNT = 7;
/**
 * How many rows the first paint fills: about a first screen on a phone or a desk. The others
 * come with their heading and 'see all' link, and their products when the shopper scrolls
 * within a screen of them (a home page of 17 rows filled in full weighed 3,000 elements,
 * whose rendering held a slow phone's first taps for seconds).
 */
export const FIRST_PAINT_ROW_COUNT = 2;

/**
 * One category's horizontally scrolling row of products on the home page. `index` is its
 * place on the page: rows past the first paint's fill when they come within a screen of
 * view, except on a visit to home after the page has started (the shopper came back), which
 * paints all. Memoised: when home's data changes, home first renders again with the rows it
 * had (`useDeferredValue` in home-browse.tsx), and that render must cost nothing.
 */
export const ItemRow = memo(function ItemRow({
  category,
  items,
  index = 0,
}: {
  category: Category;
  items: Item[];
  index?: number;
}) {
  const scroller = useRef<HTMLUListElement>(null);
  const paintsFirst = index < FIRST_PAINT_ROW_COUNT;
  // A first-paint row shows its first few items, and the rest once the page has started;
  // a later row nothing until the shopper scrolls near it, then all of them.
  const [started, setStarted] = useState(hasStarted);
  const [filled, setFilled] = useState(() => paintsFirst || hasStarted());
  useEffect(() => {
    if (!paintsFirst || started) return;
    return afterStartup(() => startTransition(() => setStarted(true)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the row's first mount decides
  }, []);
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (filled) return;
    const fill = () => setFilled(true);
    // Without IntersectionObserver (old browsers), every row fills once the page has started.
    if (!('IntersectionObserver' in window) || !section.current) return afterStartup(fill);
    const near = new IntersectionObserver(
      (seen) => seen.some((row) => row.isIntersecting) && fill(),
      { rootMargin: '100% 0px' },
    );
    near.observe(section.current);
    return () => near.disconnect();
  }, [filled]);
  const shown = !filled ? 0 : started || !paintsFirst ? ROW_ITEM_COUNT : FIRST_PAINT_ITEM_COUNT;
  const headingId = `row-${category._id}`;
  // Mouse users on wide screens have no swipe; the arrows scroll by most of a screen.
  const scroll = (direction: 1 | -1) =>
    scroller.current?.scrollBy({
      left: direction * scroller.current.clientWidth * 0.8,
      behavior: 'smooth',
    });
  return (
    // Rows off screen are laid out only when they come near (a row is about 20rem tall), so
    // a home page of a dozen rows paints its first screen sooner.
    <section
      ref={section}
      aria-labelledby={headingId}
      className="mt-8 [contain-intrinsic-size:auto_20rem] [content-visibility:auto]"
    >
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold text-gray-900 md:text-xl">
          {category.name}
        </h2>
        <div className="flex items-center gap-1">
          <ArrowButton label={`Scroll ${category.name} back`} onClick={() => scroll(-1)}>
            <ChevronLeft className="size-4" aria-hidden />
          </ArrowButton>
          <ArrowButton label={`Scroll ${category.name} forward`} onClick={() => scroll(1)}>
            <ChevronRight className="size-4" aria-hidden />
          </ArrowButton>
          <Link
            to={`/category/${category._id}`}
            aria-label={`see all ${category.name}`}
            className="ml-1 rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            see all
          </Link>
        </div>
      </div>
      <ul
        ref={scroller}
        aria-busy={!filled || undefined}
        className={cn(
          'scrollbar-none -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:scroll-px-0 md:px-0',
          // Until its products come, the row keeps their room, so nothing below it moves.
          !filled && 'min-h-[17.5rem] md:min-h-[19rem]',
        )}
      >
        {items.slice(0, shown).map((item) => (
          <li key={item._id} className="w-[9.25rem] shrink-0 snap-start md:w-44">
            <ProductCard item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
});

function ArrowButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="hidden size-8 place-items-center rounded-full border border-gray-200 bg-white text-gray-700 hover:bg-gray-100 md:grid"
    >
      {children}
    </button>
  );
}
