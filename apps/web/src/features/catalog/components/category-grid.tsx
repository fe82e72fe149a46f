import { Link } from 'react-router';
import type { Category } from '@grofresh/contracts';
import { Skeleton } from '@/components/ui/skeleton';

const gridClass = 'grid grid-cols-4 gap-x-2 gap-y-4 sm:grid-cols-6 md:grid-cols-8 lg:grid-cols-9';

/** The category grid, in the (name-sorted) order it is given (docs/product/screens.md#home). */
export function CategoryGrid({ categories }: { categories: Category[] }) {
  return (
    <section aria-labelledby="shop-by-category" className="mt-6">
      <h2 id="shop-by-category" className="mb-3 text-lg font-bold md:text-xl">
        Shop by category
      </h2>
      <ul className={gridClass}>
        {categories.map((c) => (
          <li key={c._id}>
            <Link
              to={`/category/${c._id}`}
              className="group flex flex-col items-center gap-1.5 rounded-xl text-center"
            >
              <span className="grid aspect-square w-full place-items-center rounded-2xl bg-gradient-to-b from-brand-50 to-brand-100/70 transition-transform duration-150 group-hover:-translate-y-0.5">
                {/* Small icons, many of them: low priority, so that on a slow phone's few
                    connections the banner (the page's largest picture) goes first. */}
                <img
                  src={c.image}
                  alt=""
                  width={56}
                  height={56}
                  fetchPriority="low"
                  className="size-3/5 object-contain"
                />
              </span>
              <span className="line-clamp-2 text-xs leading-4 font-medium text-gray-800 md:text-sm md:leading-5">
                {c.name}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CategoryGridSkeleton() {
  return (
    <div className={`${gridClass} mt-14`} aria-busy="true" aria-label="Loading categories">
      {Array.from({ length: 16 }, (_, i) => (
        <Skeleton key={i} className="aspect-square rounded-2xl" />
      ))}
    </div>
  );
}
