import { useSearchParams } from 'react-router';
import { storeDate } from '@grofresh/contracts';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { useBooksDay } from '@/features/books/staff/api/books';
import { BooksDayView } from '@/features/books/staff/components/books-day-view';
import { CloseDayForm } from '@/features/books/staff/components/close-day-form';
import { ExportForm } from '@/features/books/staff/components/export-form';
import { OpsPage } from '../components/ops-page';
import { useOpsMe } from '../use-ops-me';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The day's cash-up (docs/product/rules.md#books): any store date, today unless picked; staff
 * read it, an admin closes it with the cash counted and exports a range as CSV.
 */
export function BooksPage() {
  const [params, setParams] = useSearchParams();
  const today = storeDate(new Date());
  const picked = params.get('date');
  const date = picked && DATE.test(picked) ? picked : today;
  const admin = useOpsMe().me.data?.user.role === 'admin';
  const day = useBooksDay(date);
  return (
    <OpsPage title="Books">
      <div className="mx-auto max-w-5xl space-y-4">
        <TextField
          label="Store date"
          type="date"
          max={today}
          value={date}
          className="max-w-xs"
          onChange={(e) =>
            DATE.test(e.target.value) && setParams({ date: e.target.value }, { replace: true })
          }
        />
        {day.isPending ? (
          <div aria-busy className="grid gap-4 lg:grid-cols-2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-40 rounded-2xl" />
            ))}
          </div>
        ) : day.isError ? (
          <LoadError onRetry={() => void day.refetch()} />
        ) : (
          <>
            <BooksDayView day={day.data} />
            {admin && !day.data.closed && <CloseDayForm key={date} day={day.data} />}
          </>
        )}
        {admin && <ExportForm key={date} date={date} />}
      </div>
    </OpsPage>
  );
}
