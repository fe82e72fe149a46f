import { Link } from 'react-router';
import { formatRupees, type BooksDay } from '@grofresh/contracts';
import { formatDateTime } from '@/lib/format-date';
import { formatPhone } from '@/lib/phone';
import { differenceText, documentLabel, documentLink, methodLabel } from '../payment-text';

const card = 'rounded-2xl border border-gray-200 bg-white p-4';
const heading = 'mb-2 font-bold';
const METHODS = ['CASH', 'UPI', 'CARD'] as const;

/**
 * A store day's cash-up as staff read it (docs/product/rules.md#books): expected and received
 * by method, refunds, the cash each member of staff took, what is still owed, every entry.
 */
export function BooksDayView({ day }: { day: BooksDay }) {
  const refunds = (['CASH', 'UPI', 'CARD', 'COINS'] as const).filter((m) => day.refunds[m] > 0);
  return (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      {day.closed && (
        <section
          aria-label="Closed"
          className={`${card} border-green-300 bg-green-50 lg:col-span-2`}
        >
          <p className="font-bold text-green-900">Closed · {formatDateTime(day.closed.closedAt)}</p>
          <p className="tabular mt-1 text-sm text-gray-800">
            Counted cash {formatRupees(day.closed.countedCash)} · expected{' '}
            {formatRupees(day.closed.expectedCash)} · {differenceText(day.closed.difference)}
          </p>
          {day.closed.note && <p className="mt-1 text-sm text-gray-700">{day.closed.note}</p>}
        </section>
      )}
      <section aria-labelledby="books-methods" className={card}>
        <h2 id="books-methods" className={heading}>
          By method
        </h2>
        <table className="tabular w-full text-sm">
          <thead>
            <tr className="text-left text-gray-600">
              <th scope="col" className="font-semibold">
                Method
              </th>
              <th scope="col" className="text-right font-semibold">
                Expected
              </th>
              <th scope="col" className="text-right font-semibold">
                Received
              </th>
            </tr>
          </thead>
          <tbody>
            {METHODS.map((m) => (
              <tr key={m} className="border-t border-gray-100">
                <th scope="row" className="py-1.5 text-left font-semibold">
                  {methodLabel[m]}
                </th>
                <td className="text-right">{formatRupees(day.byMethod[m].expected)}</td>
                <td className="text-right font-bold">{formatRupees(day.byMethod[m].received)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-2 text-sm text-gray-700">
          Refunds:{' '}
          {refunds.length === 0
            ? 'none'
            : refunds.map((m) => `${methodLabel[m]} ${formatRupees(day.refunds[m])}`).join(' · ')}
        </p>
      </section>
      <section aria-labelledby="books-cash-by" className={card}>
        <h2 id="books-cash-by" className={heading}>
          Cash by staff
        </h2>
        {day.cashBy.length === 0 ? (
          <p className="text-sm text-gray-600">No cash taken.</p>
        ) : (
          <ul className="tabular space-y-1 text-sm">
            {day.cashBy.map((s) => (
              <li key={s._id} className="flex justify-between gap-2">
                <span>{formatPhone(s.phone)}</span>
                <span className="font-bold">{formatRupees(s.amount)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="books-owing" className={card}>
        <h2 id="books-owing" className={heading}>
          Still owing
        </h2>
        {day.owing.length === 0 ? (
          <p className="text-sm text-gray-600">Nothing paid today still owes.</p>
        ) : (
          <ul className="tabular space-y-1 text-sm">
            {day.owing.map((o) => (
              <li key={o.documentId} className="flex justify-between gap-2">
                <Link to={documentLink(o.documentType)} className="text-brand-700 underline">
                  {documentLabel[o.documentType]} {o.documentId.slice(-6)}
                </Link>
                <span className="font-bold">{formatRupees(o.due)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <EntriesList day={day} />
    </div>
  );
}

function EntriesList({ day }: { day: BooksDay }) {
  return (
    <section aria-labelledby="books-entries" className={`${card} lg:col-span-2`}>
      <h2 id="books-entries" className={heading}>
        Entries
      </h2>
      {day.entries.length === 0 ? (
        <p className="text-sm text-gray-600">No payments or refunds this day.</p>
      ) : (
        <ul className="divide-y divide-gray-100 text-sm">
          {day.entries.map((e) => (
            <li key={e._id} className="tabular flex flex-wrap items-baseline gap-x-3 py-1.5">
              <time dateTime={e.at} className="text-gray-600">
                {formatDateTime(e.at)}
              </time>
              <span className="font-semibold">
                {e.kind === 'REFUND' ? 'Refund' : 'Payment'} · {methodLabel[e.method]}
              </span>
              <span className="[overflow-wrap:anywhere]">{e.label}</span>
              {e.reference && <span className="text-gray-600">Ref {e.reference}</span>}
              {e.by && <span className="text-gray-600">by {formatPhone(e.by.phone)}</span>}
              {e.adjustment && <span className="text-amber-800">adjustment</span>}
              <span className={`ml-auto font-bold ${e.kind === 'REFUND' ? 'text-red-700' : ''}`}>
                {e.kind === 'REFUND' ? '−' : ''}
                {formatRupees(e.amount)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
