import { useMemo } from 'react';
import { useParams } from 'react-router';
import { PackageSearch } from 'lucide-react';
import { DAIRY_CATEGORY_NAME, ITEM_LIMIT_CATEGORY, type Item } from '@grofresh/contracts';
import { PageHeader } from '@/components/ui/page-header';
import { CartBar } from '@/features/cart/components/cart-bar';
import { useCategory } from '@/features/catalog/api/category';
import { ProductGrid, ProductGridSkeleton } from '@/features/catalog/components/product-grid';
import { CATALOG_MESSAGES } from '@/features/catalog/messages';
import { DairyLocationNotice } from '@/features/location/components/dairy-location-notice';
import { useDairyEligible } from '@/features/location/location-store';
import { SearchBox } from '@/features/search/search-box';
import { useSearchTerm } from '@/features/search/use-search-term';
import { itemInStock } from '@/lib/unit-stock';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useShopItems } from '../shop-catalog';
import { NotFoundPage } from './not-found-page';

/** The items a shopper can buy now, then those out of stock, each group in the server's order. */
const availableFirst = (items: Item[]): Item[] => [
  ...items.filter((item) => itemInStock(item)),
  ...items.filter((item) => !itemInStock(item)),
];

/** The category page, /category/:id (docs/product/screens.md#category-page). */
export function CategoryPage() {
  const { id } = useParams();
  if (!id) {
    console.warn(CATALOG_MESSAGES.missingCategoryId);
    return <NotFoundPage />;
  }
  // Keyed so that moving to another category starts from a clean page.
  return <CategoryView key={id} id={id} />;
}

function CategoryView({ id }: { id: string }) {
  const [term, setTerm] = useSearchTerm();
  const { data: category } = useCategory(id);
  const { data: found, isPending } = useShopItems({
    categoryId: id,
    name: term || undefined,
    limit: ITEM_LIMIT_CATEGORY,
    // Items out of stock stay on the page, marked, after the ones a shopper can buy now.
    withUnavailable: true,
  });
  const items = useMemo(() => found && availableFirst(found), [found]);
  const title = category?.name ?? 'Products';
  // Out of range, the notice says why the Dairy shelf is empty; 'No products' would mislead.
  // Only eligibility is read: the check's own steps (checking, refused) at startup must not
  // render the whole grid again.
  const dairyHidden = !useDairyEligible() && category?.name === DAIRY_CATEGORY_NAME;
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} backTo="/" backLabel="Back to home">
        <SearchBox
          value={term}
          onSearch={setTerm}
          placeholder={`Search in ${title}`}
          label={`Search in ${title}`}
        />
      </PageHeader>
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 pt-4 pb-28 outline-none">
        {/* Dairy is hidden out of range: say that location is why, and how to turn it on. */}
        {category?.name === DAIRY_CATEGORY_NAME && <DairyLocationNotice />}
        {isPending || !items ? (
          <ProductGridSkeleton />
        ) : items.length === 0 ? (
          !dairyHidden && (
            <div className="flex flex-col items-center rounded-2xl border border-gray-200 bg-white px-6 py-12 text-center">
              <PackageSearch className="size-12 text-gray-400" aria-hidden />
              <p className="mt-3 font-semibold text-gray-800">{CATALOG_MESSAGES.emptyCategory}</p>
            </div>
          )
        ) : (
          <>
            <p className="mb-3 text-sm text-gray-600">
              {items.length} {items.length === 1 ? 'product' : 'products'}
              {term && <> matching “{term}”</>}
            </p>
            <ProductGrid items={items} label={title} />
          </>
        )}
      </main>
      <CartBar />
    </>
  );
}
