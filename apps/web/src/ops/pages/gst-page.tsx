import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { storeDate } from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { downloadGstCsv, useGstMonth } from '@/features/invoices/staff/gst-month-api';
import { GstMonthView } from '@/features/invoices/staff/gst-month-view';
import { ApiError } from '@/lib/api-client';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { OpsPage } from '../components/ops-page';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * GST (admins, docs/product/rules.md#gst-invoices): a month's figures for the return, this
 * month unless picked (kept in the URL), and the same as CSV for the accountant.
 */
export function GstPage() {
  const [params, setParams] = useSearchParams();
  const thisMonth = storeDate(new Date()).slice(0, 7);
  const picked = params.get('month');
  const month = picked && MONTH.test(picked) ? picked : thisMonth;
  const figures = useGstMonth(month);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadGstCsv(month);
    } catch (e) {
      toast.error(e instanceof ApiError ? e.message : SOMETHING_WENT_WRONG);
    } finally {
      setBusy(false);
    }
  };
  return (
    <OpsPage title="GST">
      <div className="mx-auto max-w-5xl space-y-4">
        <div className="flex flex-wrap items-end gap-3">
          <TextField
            label="Month"
            type="month"
            max={thisMonth}
            value={month}
            className="max-w-xs"
            onChange={(e) =>
              MONTH.test(e.target.value) && setParams({ month: e.target.value }, { replace: true })
            }
          />
          <Button variant="outline" disabled={busy} onClick={() => void download()}>
            <Download className="size-4" aria-hidden />
            Download CSV
          </Button>
        </div>
        {figures.isPending ? (
          <div aria-busy className="space-y-4">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-32 rounded-2xl" />
            ))}
          </div>
        ) : figures.isError ? (
          <LoadError onRetry={() => void figures.refetch()} />
        ) : (
          <GstMonthView month={figures.data} />
        )}
      </div>
    </OpsPage>
  );
}
