import { CircleCheck, Wallet } from 'lucide-react';
import {
  formatRupees,
  storeDateText,
  type BookMethod,
  type Statement,
  type StatementEntry,
} from '@grofresh/contracts';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';
import { useSession } from '@/lib/session';
import { useMyStatement } from '../api/my-statement';

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
      <BalanceDue due={query.data.balanceDue} />
      <Entries statement={query.data} />
    </div>
  );
}

function BalanceDue({ due }: { due: number }) {
  const owes = due > 0;
  const Icon = owes ? Wallet : CircleCheck;
  return (
    <section
      aria-labelledby="balance-due"
      className={cn(
        'flex items-center gap-4 rounded-2xl p-5',
        owes ? 'bg-accent-100 text-gray-900' : 'bg-brand-50 text-brand-900',
      )}
    >
      <span className="grid size-12 shrink-0 place-items-center rounded-full bg-white/80">
        <Icon className={cn('size-7', owes ? 'text-amber-700' : 'text-brand-700')} aria-hidden />
      </span>
      <div>
        <h3 id="balance-due" className="text-sm font-bold">
          Balance due
        </h3>
        <p className="tabular text-2xl font-extrabold">
          {owes ? `You owe ${formatRupees(due)}` : 'Nothing due'}
        </p>
        <p className="text-sm">
          {owes ? 'What your bills still owe, all together.' : 'Your bills are all paid.'}
        </p>
      </div>
    </section>
  );
}

const paidWord: Record<BookMethod, string> = {
  CASH: 'Paid in cash',
  UPI: 'Paid by UPI',
  CARD: 'Paid by card',
  COINS: 'Paid with Grocoins',
};
const refundWord: Record<BookMethod, string> = {
  CASH: 'Refund in cash',
  UPI: 'Refund by UPI',
  CARD: 'Refund to your card',
  COINS: 'Credited as Grocoins',
};

/** "Milk bill", "Paid by UPI", "Refund in cash", "Credited as Grocoins". */
function entryWhat(entry: StatementEntry): string {
  if (entry.kind === 'BILL') return entry.documentType === 'SUBSCRIPTION' ? 'Milk bill' : 'Bill';
  const words = entry.kind === 'REFUND' ? refundWord : paidWord;
  return entry.method ? words[entry.method] : entry.kind === 'REFUND' ? 'Refund' : 'Paid';
}

function Entries({ statement }: { statement: Statement }) {
  const newestFirst = [...statement.entries].reverse();
  return (
    <section
      aria-labelledby="statement-entries"
      className="rounded-2xl border border-gray-200 bg-white"
    >
      <h3 id="statement-entries" className="px-4 pt-4 text-base font-bold">
        Bills and payments
      </h3>
      <p className="px-4 text-xs text-gray-600">
        {storeDateText(statement.from)} to {storeDateText(statement.to)}
      </p>
      {newestFirst.length === 0 ? (
        <p className="px-4 pt-2 pb-5 text-sm text-gray-600">No bills or payments in these days.</p>
      ) : (
        <ul className="mt-2 divide-y divide-gray-100">
          {newestFirst.map((entry, i) => (
            <StatementRow key={`${entry.at}-${entry.kind}-${i}`} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}

function StatementRow({ entry }: { entry: StatementEntry }) {
  return (
    <li className="flex items-start justify-between gap-3 px-4 py-3 text-sm">
      <div className="min-w-0">
        <p className="font-semibold text-gray-900">{entryWhat(entry)}</p>
        <p className="tabular [overflow-wrap:anywhere] text-gray-700">{entry.label}</p>
        <p className="text-xs text-gray-600">
          <time dateTime={entry.at}>{formatDate(entry.at)}</time>
          {entry.reference && (
            <>
              {' · '}
              <span className="tabular whitespace-nowrap">Ref {entry.reference}</span>
            </>
          )}
        </p>
      </div>
      <p
        className={cn(
          'tabular shrink-0 font-bold whitespace-nowrap',
          entry.kind === 'PAYMENT' ? 'text-green-700' : 'text-gray-900',
        )}
      >
        {entry.kind === 'PAYMENT' ? `−${formatRupees(entry.amount)}` : formatRupees(entry.amount)}
      </p>
    </li>
  );
}
