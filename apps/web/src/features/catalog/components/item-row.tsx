import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Category, Item } from '@grofresh/contracts';
import { afterStartup } from '@/lib/after-startup';
import { ProductCard } from './product-card';

/** How many items a home row shows before 'see all'. */
export const ROW_ITEM_COUNT = 12;
/**
 * How many of them the first paint has: a phone sees two and a half, a 1280 px screen about
 * seven. The rest join at the end of the row once the page has started, which keeps the
 * home page's first HTML and its hydration a third smaller.
 */
export const FIRST_PAINT_ITEM_COUNT = 7;

/** One category's horizontally scrolling row of products on the home page. */
export function ItemRow({ category, items }: { category: Category; items: Item[] }) {
  const scroller = useRef<HTMLUListElement>(null);
  const [started, setStarted] = useState(false);
  useEffect(() => afterStartup(() => startTransition(() => setStarted(true))), []);
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
        className="scrollbar-none -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:scroll-px-0 md:px-0"
      >
        {items.slice(0, started ? ROW_ITEM_COUNT : FIRST_PAINT_ITEM_COUNT).map((item) => (
          <li key={item._id} className="w-[9.25rem] shrink-0 snap-start md:w-44">
            <ProductCard item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

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
