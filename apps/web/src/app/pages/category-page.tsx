import { useParams } from 'react-router';
import { PackageSearch } from 'lucide-react';
import { ITEM_LIMIT_CATEGORY } from '@grofresh/contracts';
import { PageHeader } from '@/components/ui/page-header';
import { CartBar } from '@/features/cart/components/cart-bar';
import { useCategory } from '@/features/catalog/api/category';
import { ProductGrid, ProductGridSkeleton } from '@/features/catalog/components/product-grid';
import { CATALOG_MESSAGES } from '@/features/catalog/messages';
import { SearchBox } from '@/features/search/search-box';
import { useSearchTerm } from '@/features/search/use-search-term';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useShopItems } from '../shop-catalog';
import { NotFoundPage } from './not-found-page';

/** SPEC 2 Category page: /category/:id. */
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
  const { data: items, isPending } = useShopItems({
    categoryId: id,
    name: term || undefined,
    limit: ITEM_LIMIT_CATEGORY,
  });
  const title = category?.name ?? 'Products';
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
        {isPending || !items ? (
          <ProductGridSkeleton />
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl border border-gray-200 bg-white px-6 py-12 text-center">
            <PackageSearch className="size-12 text-gray-400" aria-hidden />
            <p className="mt-3 font-semibold text-gray-800">{CATALOG_MESSAGES.emptyCategory}</p>
          </div>
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
