import { PageHeader } from '@/components/ui/page-header';
import type { InfoPage as InfoPageEntry } from '@/features/info/info-pages';
import { useStoreConfig } from '@/features/store/api/store-config';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SiteFooter } from '../layout/site-footer';

/**
 * A footer page: /terms, /privacy, /blog, /faqs, /security, /contact, /deliver
 * (docs/product/screens.md#routes).
 */
export function InfoPage({ page }: { page: InfoPageEntry }) {
  const { data: config } = useStoreConfig();
  const { Content } = page;
  useDocumentTitle(page.title);
  return (
    <>
      <PageHeader title={page.title} backTo="/" backLabel="Back to home" />
      <main id="main" tabIndex={-1} className="px-4 py-6 outline-none">
        <Content store={config?.store} />
      </main>
      <SiteFooter />
    </>
  );
}
