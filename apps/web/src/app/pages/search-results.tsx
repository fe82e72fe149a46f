import { SearchX } from 'lucide-react';
import { ITEM_LIMIT_SEARCH, SEARCH_PLACEHOLDERS } from '@grofresh/contracts';
import { ProductGrid, ProductGridSkeleton } from '@/features/catalog/components/product-grid';
import { cn } from '@/lib/cn';
import { useShopItems } from '../shop-catalog';

/**
 * The server's search results (docs/product/screens.md#home, docs/product.md#search) for the term
 * in the URL, or an empty state.
 */
export function SearchResults({ term }: { term: string }) {
  const {
    data: items,
    isPending,
    isPlaceholderData,
  } = useShopItems({ name: term, limit: ITEM_LIMIT_SEARCH });
  return (
    <section aria-labelledby="search-heading" className="py-5">
      <h1 id="search-heading" className="mb-4 text-lg font-bold md:text-xl">
        Results for “{term}”
        {items && !isPending && (
          <span className="ml-2 text-sm font-medium text-gray-500">
            {items.length} {items.length === 1 ? 'product' : 'products'}
          </span>
        )}
      </h1>
      {isPending || !items ? (
        <ProductGridSkeleton />
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-gray-200 bg-white px-6 py-12 text-center">
          <SearchX className="size-12 text-gray-400" aria-hidden />
          <p className="mt-3 text-lg font-bold">No products found for “{term}”.</p>
          <p className="mt-1 text-sm text-gray-600">
            Check the spelling, or try {SEARCH_PLACEHOLDERS.slice(0, -1).join(', ')} or{' '}
            {SEARCH_PLACEHOLDERS.at(-1)}.
          </p>
        </div>
      ) : (
        <div className={cn('transition-opacity', isPlaceholderData && 'opacity-60')}>
          <ProductGrid items={items} label={`Search results for ${term}`} />
        </div>
      )}
    </section>
  );
}
