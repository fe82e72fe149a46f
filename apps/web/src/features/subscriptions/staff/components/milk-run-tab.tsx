import { useUrlParams } from '@/lib/url-params';
import { Printer, RefreshCw } from 'lucide-react';
import {
  milkRunRefusal,
  STORE_DATE_FORMAT,
  storeDate,
  storeDateSchema,
  storeDayStart,
} from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format-date';
import { useStoreNow } from '../../api/store-clock';
import { useGenerateMilkRun, useMilkRun } from '../api/milk-runs';
import { defaultRunDate } from '../milk-run';
import { MilkRunSheet } from './milk-run-sheet';

const longDay = new Intl.DateTimeFormat('en-IN', { weekday: 'short', ...STORE_DATE_FORMAT });

/**
 * The route sheet of a day (?date=, else the store's next run by its own clock): make it,
 * mark each doorstep, and print it for the rider.
 */
export function MilkRunTab() {
  const { params, setParam } = useUrlParams();
  const now = useStoreNow();
  const asked = params.get('date');
  const date =
    asked && storeDateSchema.safeParse(asked).success
      ? asked
      : now
        ? defaultRunDate(now)
        : undefined;
  const run = useMilkRun(date);
  const generate = useGenerateMilkRun(date ?? '');
  const setDate = (value: string) => setParam('date', value);
  // Offer only what the server takes: a run not yet fixed (or too old) cannot be made now.
  const refusal = date && now ? milkRunRefusal(date, now) : null;
  const generated = Boolean(run.data?.generatedAt);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-2 print:hidden">
        <label className="grid gap-1 text-sm font-semibold text-gray-800">
          Day
          <input
            type="date"
            value={date ?? ''}
            required
            onChange={(e) => setDate(e.target.value)}
            className="h-10 rounded-lg border border-gray-300 bg-white px-2 text-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100"
          />
        </label>
        {!refusal && (
          <Button
            variant={generated ? 'outline' : 'primary'}
            disabled={!date || !now || generate.isPending}
            onClick={() => generate.mutate()}
          >
            <RefreshCw className="size-4" aria-hidden />
            Generate run
          </Button>
        )}
        <Button variant="ghost" disabled={!run.data} onClick={() => window.print()}>
          <Printer className="size-4" aria-hidden />
          Print
        </Button>
      </div>

      {!date || run.isPending ? (
        <div aria-busy className="space-y-3">
          <Skeleton className="h-20 rounded-2xl" />
          <Skeleton className="h-64 rounded-2xl" />
        </div>
      ) : run.isError ? (
        <LoadError onRetry={() => void run.refetch()} />
      ) : (
        <>
          <header>
            <h2 className="text-lg font-bold">
              Milk run · {longDay.format(storeDayStart(run.data.date))}
            </h2>
            <p className="text-sm text-gray-600 print:text-black">
              {run.data.generatedAt
                ? `Generated at ${formatDateTime(run.data.generatedAt)}`
                : notGeneratedText(run.data.date, refusal, now ? storeDate(now) : undefined)}
            </p>
          </header>
          <MilkRunSheet run={run.data} today={now && storeDate(now)} />
        </>
      )}
    </div>
  );
}

/**
 * What an owner can do about a run not made yet: make it now, wait for 3 PM the day before
 * (the list may still change until then), or nothing for a day too long ago.
 */
function notGeneratedText(date: string, refusal: string | null, today: string | undefined) {
  if (!refusal) {
    return 'Not generated yet. It is made by itself at 3 PM the day before; generate it now to fix the list.';
  }
  if (today && date < today) return `Not generated. ${refusal}`;
  return `Not generated yet. ${refusal} Until then the list below may still change; it is made by itself at 3 PM.`;
}
