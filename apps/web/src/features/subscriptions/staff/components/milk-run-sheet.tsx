import { useState } from 'react';
import { CalendarClock } from 'lucide-react';
import {
  formatRupees,
  giveBackMessages,
  milkDayCoins,
  quantityOptionLabel,
  toPaise,
  type MilkRun,
  type MilkRunDelivery,
} from '@grofresh/contracts';
import { formatPhone } from '@/lib/phone';
import { useMarkDelivery, useMoveMilkStop } from '../api/milk-runs';
import { canMarkOn, canUndoMark, groupByLocality, sortedTotals, stepMove } from '../milk-run';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DeliveryRow } from './delivery-row';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A missed day is given back like a paused one: whole Grocoins worth that day's milk. */
const coinsFor = (d: MilkRunDelivery) => milkDayCoins(toPaise(d.amount));

/**
 * The route sheet: totals to load, then the stops in walking order under their localities
 * (each movable up or down, docs/product/rules.md#riders), then the paused list.
 * `today` is the store's date (null until its clock answers): marks wait for their day.
 */
export function MilkRunSheet({ run, today }: { run: MilkRun; today: string | null }) {
  const mark = useMarkDelivery(run.date);
  const markable = today !== null && canMarkOn(run.date, today);
  const [missing, setMissing] = useState<MilkRunDelivery | null>(null);
  const groups = groupByLocality(run.deliveries);
  const totals = sortedTotals(run.totals);
  const busy = (d: MilkRunDelivery) => mark.isPending && mark.variables?.id === d._id;
  const move = useMoveMilkStop(run.date);
  const place = new Map(run.deliveries.map((d, i) => [d._id, i]));
  /** Saves the move of `d` one place up or down the walk, or null at that end. */
  const stepOf = (d: MilkRunDelivery, step: 'up' | 'down') => {
    const target = stepMove(run.deliveries, place.get(d._id)!, step);
    return target && (() => move.mutate(target));
  };
  return (
    <div className="space-y-4 print:space-y-3">
      <section
        aria-label="Totals"
        className="rounded-2xl border border-gray-200 bg-white p-4 print:rounded-none print:border-2 print:border-black print:p-2"
      >
        <p className="text-lg font-bold">
          {plural(run.deliveries.length, 'delivery', 'deliveries')}
        </p>
        {totals.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-2">
            {totals.map(([option, count]) => (
              <li
                key={option}
                className="tabular rounded-lg bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-800 print:border print:border-black print:bg-transparent"
              >
                {quantityOptionLabel(option)} × {count}
              </li>
            ))}
          </ul>
        )}
      </section>

      {today !== null && !markable && groups.length > 0 && (
        <p className="flex items-center gap-2 rounded-xl bg-gray-100 px-3 py-2 text-sm text-gray-800 print:hidden">
          <CalendarClock className="size-4 shrink-0" aria-hidden />
          {giveBackMessages.futureMark}
        </p>
      )}

      {groups.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-10 text-center font-semibold">
          No deliveries on this day.
        </p>
      ) : (
        groups.map((group, i) => {
          const headingId = `locality-${i}`;
          return (
            <section
              key={`${i}-${group.locality}`}
              aria-labelledby={headingId}
              className="rounded-2xl border border-gray-200 bg-white px-4 pt-3 print:rounded-none print:border-0 print:px-0 print:pt-2"
            >
              <h3 className="flex items-baseline justify-between gap-2 border-b border-gray-200 pb-2 font-bold print:border-black">
                <span id={headingId}>{group.locality}</span>{' '}
                <span className="text-sm font-semibold text-gray-600 print:text-black">
                  {plural(group.deliveries.length, 'delivery', 'deliveries')}
                </span>
              </h3>
              <ul className="divide-y divide-gray-100 print:divide-gray-400">
                {group.deliveries.map((d) => (
                  <li key={d._id}>
                    <DeliveryRow
                      delivery={d}
                      busy={busy(d)}
                      markable={markable}
                      undoable={today !== null && canUndoMark(d, today)}
                      onDelivered={(x) => mark.mutate({ id: x._id, status: 'DELIVERED' })}
                      onMissed={setMissing}
                      onUndo={(x) => mark.mutate({ id: x._id, status: 'SCHEDULED' })}
                      onMoveUp={stepOf(d, 'up')}
                      onMoveDown={stepOf(d, 'down')}
                      moving={move.isPending}
                    />
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}

      {run.pausedCredits.length > 0 && (
        <section
          aria-labelledby="paused-heading"
          className="rounded-2xl border border-gray-200 bg-white p-4 break-inside-avoid print:rounded-none print:border-0 print:px-0"
        >
          <h3 id="paused-heading" className="font-bold">
            Paused on this day ({run.pausedCredits.length})
          </h3>
          <ul className="mt-2 divide-y divide-gray-100 text-sm">
            {run.pausedCredits.map((p) => (
              <li key={p.subscriptionId} className="flex flex-wrap gap-x-3 py-2">
                <span className="font-semibold">{p.name}</span>
                <span className="tabular">{formatPhone(p.phone)}</span>
                <span>{quantityOptionLabel(p.quantity)}</span>
                <span className="ml-auto font-semibold text-amber-800 print:text-black">
                  {p.coins} Grocoins credited
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <ConfirmDialog
        open={missing !== null}
        title={`Mark ${missing?.name ?? ''}’s milk missed?`}
        description={
          missing
            ? `The shopper gets ${coinsFor(missing)} Grocoins for the day (${formatRupees(missing.amount)}).`
            : ''
        }
        confirm="Mark missed"
        danger
        onClose={() => setMissing(null)}
        onConfirm={() => missing && mark.mutate({ id: missing._id, status: 'MISSED' })}
      />
    </div>
  );
}
