import { formatRupees, givenBackReasonLabel, type GivenBack } from '@grofresh/contracts';
import { grocoins } from '@/lib/grocoins';

const dayCount = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/**
 * What the current bill gave back, by reason: every paid day is delivered or given back once,
 * as Grocoins unless the store recorded a refund (docs/product.md, "Every paid milk day is
 * delivered or given back").
 */
export function GivenBackList({ givenBack }: { givenBack: readonly GivenBack[] }) {
  if (givenBack.length === 0) return null;
  return (
    <section aria-labelledby="milk-given-back-title">
      <h4 id="milk-given-back-title" className="text-sm font-bold">
        Given back
      </h4>
      <ul className="mt-2 divide-y divide-gray-100 rounded-xl border border-gray-200">
        {givenBack.map((back) => (
          <li
            key={back.reason}
            className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 px-3 py-2 text-sm"
          >
            <span>
              <span className="font-semibold">{givenBackReasonLabel[back.reason]}</span>
              <span className="tabular text-gray-600"> · {dayCount(back.days)}</span>
            </span>
            <span className="tabular flex flex-wrap gap-x-3 font-semibold">
              {back.coins > 0 && <span className="text-amber-800">+{grocoins(back.coins)}</span>}
              {back.refund > 0 && (
                <span className="text-gray-900">{formatRupees(back.refund)} refund</span>
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
