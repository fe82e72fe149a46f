import { useState } from 'react';
import { Download, Plus, Upload } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { OpsBanner, OpsCategory, OpsItem } from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { useExportItems } from '@/features/catalog/staff/api/images';
import { BannersTab } from '@/features/catalog/staff/components/banners-tab';
import { CategoriesTab } from '@/features/catalog/staff/components/categories-tab';
import { CsvImportDialog } from '@/features/catalog/staff/components/csv-import-dialog';
import { ItemsTab } from '@/features/catalog/staff/components/items-tab';
import { cn } from '@/lib/cn';
import { OpsPage } from '../components/ops-page';

const TABS = { items: 'Items', categories: 'Categories', banners: 'Banners' } as const;
type Tab = keyof typeof TABS;
const isTab = (v: string | null): v is Tab => v !== null && v in TABS;

/** Items, categories and banners: what the shop sells and how it shows it. */
export function CatalogPage() {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'items';
  const [item, setItem] = useState<OpsItem | 'new' | null>(null);
  const [category, setCategory] = useState<OpsCategory | 'new' | null>(null);
  const [banner, setBanner] = useState<OpsBanner | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const exportItems = useExportItems();
  const create = {
    items: () => setItem('new'),
    categories: () => setCategory('new'),
    banners: () => setBanner('new'),
  }[tab];
  return (
    <OpsPage
      title="Catalog"
      actions={
        <div className="flex flex-wrap gap-2">
          {tab === 'items' && (
            <>
              <Button
                size="sm"
                variant="ghost"
                disabled={exportItems.isPending}
                onClick={() => exportItems.mutate()}
              >
                <Download className="size-4" aria-hidden />
                <span className="sr-only sm:not-sr-only">Export CSV</span>
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setImporting(true)}>
                <Upload className="size-4" aria-hidden />
                <span className="sr-only sm:not-sr-only">Import CSV</span>
              </Button>
            </>
          )}
          <Button size="sm" onClick={create}>
            <Plus className="size-4" aria-hidden />
            New {tab === 'items' ? 'item' : tab === 'categories' ? 'category' : 'banner'}
          </Button>
        </div>
      }
    >
      <div className="mx-auto max-w-5xl space-y-4">
        <nav aria-label="Catalog" className="flex w-fit rounded-lg bg-gray-100 p-1">
          {Object.entries(TABS).map(([key, label]) => (
            <button
              key={key}
              type="button"
              aria-current={tab === key ? 'page' : undefined}
              onClick={() => setParams(key === 'items' ? {} : { tab: key })}
              className={cn(
                'h-9 rounded-md px-4 text-sm font-semibold',
                tab === key ? 'bg-white text-brand-800 shadow-sm' : 'text-gray-700',
              )}
            >
              {label}
            </button>
          ))}
        </nav>
        {tab === 'items' && <ItemsTab editing={item} onEdit={setItem} />}
        {tab === 'categories' && <CategoriesTab editing={category} onEdit={setCategory} />}
        {tab === 'banners' && <BannersTab editing={banner} onEdit={setBanner} />}
      </div>
      <CsvImportDialog open={importing} onClose={() => setImporting(false)} />
    </OpsPage>
  );
}
