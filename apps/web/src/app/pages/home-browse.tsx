import { useDeferredValue, useMemo } from 'react';
import { ITEM_LIMIT_HOME, type Category, type Item } from '@grofresh/contracts';
import { Skeleton } from '@/components/ui/skeleton';
import { useBanners } from '@/features/catalog/api/banners';
import { BannerSlider } from '@/features/catalog/components/banner-slider';
import { CategoryGrid, CategoryGridSkeleton } from '@/features/catalog/components/category-grid';
import { ItemRow } from '@/features/catalog/components/item-row';
import { useShopCategories, useShopItems } from '../shop-catalog';

/** One row per category that has items, in the categories' order (docs/product/screens.md#home). */
export const homeRows = (categories: readonly Category[], items: readonly Item[]) =>
  categories
    .map((category) => ({
      category,
      items: items.filter((item) => item.category.includes(category._id)),
    }))
    .filter((row) => row.items.length > 0);

/**
 * The home's body (docs/product/screens.md#home): banners, the category grid and one item row per
 * category.
 */
export function HomeBrowse() {
  const banners = useBanners();
  const categories = useShopCategories();
  const items = useShopItems({ limit: ITEM_LIMIT_HOME });
  // The whole list arrives after the first paint's part of it (painted-home.ts): its rows
  // render in the background, in slices, instead of in one task that holds up a tap.
  const itemsData = useDeferredValue(items.data);
  const rows = useMemo(
    () => homeRows(categories.data ?? [], itemsData ?? []),
    [categories.data, itemsData],
  );
  return (
    <>
      <h1 className="sr-only">GroFresh: groceries and daily milk</h1>
      {banners.isPending ? (
        <Skeleton className="mt-4 aspect-[3/1] w-full rounded-2xl md:aspect-[6/1]" />
      ) : (
        <BannerSlider banners={banners.data ?? []} />
      )}
      {categories.isPending ? (
        <CategoryGridSkeleton />
      ) : (
        <CategoryGrid categories={categories.data ?? []} />
      )}
      {items.isPending ? (
        <RowsSkeleton />
      ) : (
        rows.map(({ category, items: rowItems }, index) => (
          <ItemRow key={category._id} category={category} items={rowItems} index={index} />
        ))
      )}
    </>
  );
}

function RowsSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading products">
      {[0, 1].map((row) => (
        <div key={row} className="mt-8">
          <Skeleton className="mb-3 h-6 w-40" />
          <div className="flex gap-3 overflow-hidden">
            {Array.from({ length: 7 }, (_, i) => (
              <Skeleton key={i} className="h-64 w-[9.25rem] shrink-0 rounded-2xl md:w-44" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
