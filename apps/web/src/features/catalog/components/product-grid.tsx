import type { Item } from '@grofresh/contracts';
import { Skeleton } from '@/components/ui/skeleton';
import { ProductCard } from './product-card';

const gridClass =
  'grid grid-cols-2 gap-3 min-[480px]:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6';

/** The widest screens show six a row: the first row's pictures load at once. */
const FIRST_ROW = 6;

/**
 * Products in a wrapping grid: search results and category pages, straight under the page's
 * <h1>, so each name is an <h2> (a screen reader's heading list skips no level).
 */
export function ProductGrid({ items, label }: { items: Item[]; label: string }) {
  return (
    <ul aria-label={label} className={gridClass}>
      {items.map((item, i) => (
        <li key={item._id}>
          <ProductCard item={item} eager={i < FIRST_ROW} heading="h2" />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count = 10 }: { count?: number }) {
  return (
    <div className={gridClass} aria-busy="true" aria-label="Loading products">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="h-64 rounded-2xl" />
      ))}
    </div>
  );
}
