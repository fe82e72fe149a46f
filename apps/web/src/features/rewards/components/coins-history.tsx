import type { CoinTransaction } from '@grofresh/contracts';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';

/**
 * Points as a shopper reads them: "+12" earned, "−50 spent" (negative is spent:
 * docs/product/records.md#grocoins).
 */
function Points({ amount }: { amount: number }) {
  const spent = amount < 0;
  return (
    <span className={cn('tabular font-bold', spent ? 'text-red-700' : 'text-green-700')}>
      {spent ? `−${Math.abs(amount)}` : `+${amount}`}
      {spent && <span className="ml-1 text-xs font-medium text-gray-600">spent</span>}
    </span>
  );
}

/** The history table: Date, Description, Points. */
export function CoinsHistory({ transactions }: { transactions: CoinTransaction[] }) {
  return (
    <section
      aria-labelledby="coins-history"
      className="rounded-2xl border border-gray-200 bg-white"
    >
      <h3 id="coins-history" className="px-4 pt-4 text-base font-bold">
        History
      </h3>
      {transactions.length === 0 ? (
        <p className="px-4 pt-2 pb-5 text-sm text-gray-600">
          No Grocoins yet. Your first ones arrive when an order is delivered.
        </p>
      ) : (
        <table className="mt-2 w-full text-left text-sm">
          <thead className="border-b border-gray-200 text-xs text-gray-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-2 font-semibold">
                Date
              </th>
              <th scope="col" className="px-2 py-2 font-semibold">
                Description
              </th>
              <th scope="col" className="px-4 py-2 text-right font-semibold">
                Points
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {transactions.map((t) => (
              <tr key={t._id}>
                <td className="px-4 py-3 align-top whitespace-nowrap text-gray-700">
                  <time dateTime={t.date}>{formatDate(t.date)}</time>
                </td>
                <td className="px-2 py-3 align-top [overflow-wrap:anywhere] text-gray-900">
                  {t.description}
                </td>
                <td className="px-4 py-3 text-right align-top whitespace-nowrap">
                  <Points amount={t.amount} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
