import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { useMyStatement } from '../api/my-statement';
import { StatementBalance, StatementEntries } from './statement-view';

/**
 * The 'Statement' tab of /my-account (docs/product/screens.md#my-account): what the shopper owes
 * the store, then their bills, payments and refunds of the last 90 days, newest first
 * (docs/product/rules.md#books).
 */
export function StatementTab() {
  const userId = useSession((s) => s.session?.user._id);
  const query = useMyStatement(userId);
  if (!userId) return null;
  if (query.isPending)
    return (
      <div aria-busy className="space-y-4">
        <Skeleton className="h-24 rounded-2xl" />
        <Skeleton className="h-48 rounded-2xl" />
      </div>
    );
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  return (
    <div className="max-w-2xl space-y-4">
      <StatementBalance due={query.data.balanceDue} voice="shopper" />
      <StatementEntries statement={query.data} voice="shopper" />
    </div>
  );
}
