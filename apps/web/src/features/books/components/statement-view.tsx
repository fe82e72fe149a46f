import { CircleCheck, Wallet } from 'lucide-react';
import {
  formatRupees,
  storeDateText,
  type BookMethod,
  type Statement,
  type StatementEntry,
} from '@grofresh/contracts';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';

/**
 * A statement as a shopper reads their own (My Account → Statement) and as staff read a
 * shopper's (the console's People): the same balance and rows, spoken to the shopper ("You
 * owe") or about them ("Owes") (docs/product/rules.md#books).
 */
export type StatementVoice = 'shopper' | 'staff';

const balanceWords = {
  shopper: {
    owes: (due: string) => `You owe ${due}`,
    owesNote: 'What your bills still owe, all together.',
    paidNote: 'Your bills are all paid.',
  },
  staff: {
    owes: (due: string) => `Owes ${due}`,
    owesNote: 'What their bills still owe, all together, whatever the dates below.',
    paidNote: 'Their bills are all paid.',
  },
} as const;

export function StatementBalance({ due, voice }: { due: number; voice: StatementVoice }) {
  const owes = due > 0;
  const Icon = owes ? Wallet : CircleCheck;
  const words = balanceWords[voice];
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
          {owes ? words.owes(formatRupees(due)) : 'Nothing due'}
        </p>
        <p className="text-sm">{owes ? words.owesNote : words.paidNote}</p>
      </div>
    </section>
  );
}

const paidWord: Record<BookMethod, string> = {
  CASH: 'Paid in cash',
  UPI: 'Paid by UPI',
  CARD: 'Paid by card',
  // Only a missed milk day found delivered after all takes Grocoins back as a payment.
  COINS: 'Grocoins taken back',
};
const refundWord: Record<StatementVoice, Record<BookMethod, string>> = {
  shopper: {
    CASH: 'Refund in cash',
    UPI: 'Refund by UPI',
    CARD: 'Refund to your card',
    COINS: 'Credited as Grocoins',
  },
  staff: {
    CASH: 'Refund in cash',
    UPI: 'Refund by UPI',
    CARD: 'Refund to their card',
    COINS: 'Credited as Grocoins',
  },
};

/** "Milk bill", "Paid by UPI", "Refund in cash", "Credited as Grocoins". */
function entryWhat(entry: StatementEntry, voice: StatementVoice): string {
  if (entry.kind === 'BILL') return entry.documentType === 'SUBSCRIPTION' ? 'Milk bill' : 'Bill';
  const words = entry.kind === 'REFUND' ? refundWord[voice] : paidWord;
  return entry.method ? words[entry.method] : entry.kind === 'REFUND' ? 'Refund' : 'Paid';
}

/** 'Bills and payments' of the statement's dates, newest first. */
export function StatementEntries({
  statement,
  voice,
}: {
  statement: Statement;
  voice: StatementVoice;
}) {
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
            <StatementRow key={`${entry.at}-${entry.kind}-${i}`} entry={entry} voice={voice} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * A payment lowers what is owed (−₹); a bill or a money refund is what is owed (₹). Grocoins
 * given back for milk, or taken back, leave what is owed as it was: counted in coins
 * (docs/product/rules.md#books).
 */
function amountText(entry: StatementEntry): string {
  if (entry.method === 'COINS') {
    return `${entry.kind === 'REFUND' ? '+' : '−'}${entry.amount} Grocoins`;
  }
  return entry.kind === 'PAYMENT' ? `−${formatRupees(entry.amount)}` : formatRupees(entry.amount);
}

function StatementRow({ entry, voice }: { entry: StatementEntry; voice: StatementVoice }) {
  return (
    <li className="flex items-start justify-between gap-3 px-4 py-3 text-sm">
      <div className="min-w-0">
        <p className="font-semibold text-gray-900">{entryWhat(entry, voice)}</p>
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
          entry.kind === 'PAYMENT' && entry.method !== 'COINS' ? 'text-green-700' : 'text-gray-900',
        )}
      >
        {amountText(entry)}
      </p>
    </li>
  );
}
