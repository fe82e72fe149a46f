import { useSearchParams } from 'react-router';
import { bookMessages, storeDate } from '@grofresh/contracts';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { StatementBalance, StatementEntries } from '../../components/statement-view';
import { useCustomerStatement } from '../api/books';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateOf = (value: string | null) => (value && DATE.test(value) ? value : undefined);

/**
 * One shopper's statement for staff (docs/product/rules.md#books): what all their bills still
 * owe, then the bills, payments and refunds of a range of store dates kept in the URL
 * (`?from=&to=`; the last 90 days unless picked), newest first as the shopper sees them.
 */
export function CustomerStatement({ userId }: { userId: string }) {
  const [params, setParams] = useSearchParams();
  const from = dateOf(params.get('from'));
  const to = dateOf(params.get('to'));
  const wrongOrder = Boolean(from && to && from > to);
  const statement = useCustomerStatement(userId, { from, to }, !wrongOrder);
  const today = storeDate(new Date());
  const shown = {
    from: from ?? statement.data?.from ?? '',
    to: to ?? statement.data?.to ?? today,
  };
  // Both dates go in the URL at once: a range is both or neither.
  const pick = (field: 'from' | 'to', value: string) => {
    if (DATE.test(value)) setParams({ ...shown, [field]: value }, { replace: true });
  };
  return (
    <div className="space-y-4">
      <div className="grid max-w-md grid-cols-2 gap-3">
        <TextField
          label="From"
          type="date"
          max={today}
          value={shown.from}
          onChange={(e) => pick('from', e.target.value)}
        />
        <TextField
          label="To"
          type="date"
          max={today}
          value={shown.to}
          onChange={(e) => pick('to', e.target.value)}
          error={wrongOrder ? bookMessages.rangeOrder : undefined}
        />
      </div>
      {wrongOrder ? null : statement.isPending ? (
        <div aria-busy className="space-y-4">
          <Skeleton className="h-24 rounded-2xl" />
          <Skeleton className="h-48 rounded-2xl" />
        </div>
      ) : statement.isError ? (
        <LoadError onRetry={() => void statement.refetch()} />
      ) : (
        <div className="space-y-4" aria-busy={statement.isPlaceholderData || undefined}>
          <StatementBalance due={statement.data.balanceDue} voice="staff" />
          <StatementEntries statement={statement.data} voice="staff" />
        </div>
      )}
    </div>
  );
}
