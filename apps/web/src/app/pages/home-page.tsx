import type { ReactNode } from 'react';
import { ComplaintsButton } from '@/features/complaints/components/complaints-button';
import { CartBar } from '@/features/cart/components/cart-bar';
import { useCartTotals } from '@/features/cart/cart-store';
import { useSearchTerm } from '@/features/search/use-search-term';
import { useStoreConfig } from '@/features/store/api/store-config';
import { FloatingContact, contactChoice } from '@/features/store/components/floating-contact';
import { OpeningSoon, useOpeningSoon } from '@/features/store/components/opening-soon';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SiteFooter } from '../layout/site-footer';
import { SiteHeader } from '../layout/site-header';
import { HomeBrowse } from './home-browse';
import { SearchResults } from './search-results';

/**
 * Home (docs/product/screens.md#home): browsing, or search results when the URL carries a term
 * (?q=).
 */
export function HomePage() {
  const [term, setTerm] = useSearchTerm();
  const { data: config } = useStoreConfig();
  const { count } = useCartTotals();
  useDocumentTitle(term ? `Search: ${term}` : undefined);
  return (
    <>
      <SiteHeader term={term} onSearch={setTerm} store={config?.store} />
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 outline-none">
        <UnlessOpeningSoon>
          {term ? <SearchResults term={term} /> : <HomeBrowse />}
        </UnlessOpeningSoon>
      </main>
      <SiteFooter />
      {/* Room at the end of the page, so the footer's last line clears the cart bar and the
          contact button. */}
      <div className="h-24 bg-white md:h-20" />
      <CartBar mobileOnly roomOnRight />
      <FloatingContact
        store={config?.store}
        besideCartBar={count > 0}
        extra={<ComplaintsButton className={contactChoice} />}
      />
    </>
  );
}

/**
 * The page's body, or 'Opening soon' once the browser learns the store is not set up. Its own
 * component: the switch is read again right after the page starts, and only this component
 * renders again then, not every product on the page.
 */
function UnlessOpeningSoon({ children }: { children: ReactNode }) {
  return useOpeningSoon() ? <OpeningSoon /> : children;
}
