import { useState } from 'react';
import { Download, Upload } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useExportStock } from '@/features/stock/staff/api/stock-csv';
import { StockImportDialog } from '@/features/stock/staff/components/stock-import-dialog';
import { StockList } from '@/features/stock/staff/components/stock-list';
import { OpsPage } from '../components/ops-page';

/** What is on the shelves: counts, low marks, movements, their history and stock takes. */
export function StockPage() {
  const exportStock = useExportStock();
  const [importing, setImporting] = useState(false);
  return (
    <OpsPage
      title="Stock"
      actions={
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="ghost"
            disabled={exportStock.isPending}
            onClick={() => exportStock.mutate()}
          >
            <Download className="size-4" aria-hidden />
            <span className="sr-only sm:not-sr-only">Export counts</span>
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setImporting(true)}>
            <Upload className="size-4" aria-hidden />
            <span className="sr-only sm:not-sr-only">Import stock take</span>
          </Button>
        </div>
      }
    >
      <div className="mx-auto max-w-5xl">
        <StockList />
      </div>
      <StockImportDialog open={importing} onClose={() => setImporting(false)} />
    </OpsPage>
  );
}
