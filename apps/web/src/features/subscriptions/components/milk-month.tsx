import { useRef, useState } from 'react';
import {
  formatRupees,
  subscriptionDayStatusLabel,
  type DocumentPayment,
  type Subscription,
} from '@grofresh/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { PaymentStateBadge } from '@/components/payment-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useSubscriptionDays } from '../api/subscription-days';
import { legendFor } from '../calendar-days';
import { monthLabel, monthOf, shiftMonth, storeDateLabel } from '../calendar-month';
import { SUBSCRIPTION_TAB_MESSAGES } from '../messages';
import { DayIcon, dayLook } from './day-glyph';
import { MonthGrid } from './month-grid';
import { QuantityForm } from './quantity-form';
import { SkipDaysForm, type SkipRange } from './skip-days-form';
import { WindowHint } from './window-hint';

export interface MilkMonthProps {
  subscription: Subscription & { paymentState?: DocumentPayment };
  /** The store's today (YYYY-MM-DD). */
  today: string;
  inWindow: boolean;
  /** The store's quantity options and daily prices; the quantity form waits for them. */
  prices: Record<string, number> | undefined;
}

const navButton =
  'grid size-10 place-items-center rounded-full text-gray-700 hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none disabled:opacity-30';

/**
 * The subscriber's calendar (docs/product/rules.md#milk-subscriptions): the month's delivered,
 * missed, skipped and paused days (with their Grocoins) and the days planned, from the store's
 * month, one month at a time within the subscription; what the bill paid for; and, for a live
 * one, the skip and quantity forms with the window's note once under them. Loaded on demand
 * (subscription-details.tsx).
 */
export function MilkMonth({ subscription: sub, today, inWindow, prices }: MilkMonthProps) {
  const first = monthOf(sub.startDate);
  const last = monthOf(sub.endDate);
  const [month, setMonth] = useState(() => [first, monthOf(today), last].sort()[1]!);
  const [range, setRange] = useState<SkipRange>({ from: '', to: '' });
  const fromField = useRef<HTMLInputElement>(null);
  const days = useSubscriptionDays(sub._id, month);
  const live = sub.status === 'ACTIVE' || sub.status === 'INACTIVE';
  const hint = inWindow ? undefined : 'milk-changes-hint';
  const pick = (date: string) => {
    setRange({ from: date, to: '' });
    fromField.current?.focus();
  };

  return (
    <section aria-labelledby="milk-month-title" className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          aria-label="Previous month"
          disabled={month <= first}
          onClick={() => setMonth(shiftMonth(month, -1))}
          className={navButton}
        >
          <ChevronLeft className="size-5" aria-hidden />
        </button>
        <h4 id="milk-month-title" className="text-sm font-bold" aria-live="polite">
          Milk days · {monthLabel(month)}
        </h4>
        <button
          type="button"
          aria-label="Next month"
          disabled={month >= last}
          onClick={() => setMonth(shiftMonth(month, 1))}
          className={navButton}
        >
          <ChevronRight className="size-5" aria-hidden />
        </button>
      </div>
      {days.isPending ? (
        <Skeleton className="h-72" />
      ) : days.isError ? (
        <div className="flex items-center gap-3 text-sm text-gray-700">
          <p>{SUBSCRIPTION_TAB_MESSAGES.calendarLoadFailed}</p>
          <Button variant="ghost" size="sm" onClick={() => void days.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <MonthGrid
            month={month}
            days={new Map(days.data.map((d) => [d.date, d]))}
            today={today}
            onPick={live && inWindow ? pick : null}
          />
          {days.data.length === 0 && (
            <p className="text-sm text-gray-600">{SUBSCRIPTION_TAB_MESSAGES.noDeliveriesYet}</p>
          )}
          <ul aria-label="Legend" className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-gray-700">
            {legendFor(days.data).map((status) => (
              <li key={status} className="flex items-center gap-1">
                <span className={`grid size-5 place-items-center rounded ${dayLook[status].tone}`}>
                  <DayIcon status={status} />
                </span>
                {subscriptionDayStatusLabel[status]}
              </li>
            ))}
            <li className="flex items-center gap-1">
              <span className="tabular font-bold text-amber-900">+N</span> Grocoins credited
            </li>
          </ul>
        </>
      )}
      <PaidFor subscription={sub} />
      {live && (
        <>
          <SkipDaysForm
            subscription={sub}
            today={today}
            inWindow={inWindow}
            range={range}
            onRange={setRange}
            fromRef={fromField}
            hintId={hint}
          />
          {prices && (
            <QuantityForm
              subscription={sub}
              prices={prices}
              today={today}
              inWindow={inWindow}
              hintId={hint}
            />
          )}
          {hint && <WindowHint id={hint} />}
        </>
      )}
    </section>
  );
}

/** What the current bill pays for, and whether it is paid: "Bill 1 · 24 Nov – 24 Dec 2026 …". */
function PaidFor({ subscription: sub }: Pick<MilkMonthProps, 'subscription'>) {
  return (
    <section
      aria-label="What is paid"
      className="tabular flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-gray-50 px-3 py-2 text-sm text-gray-800"
    >
      <span>
        <span className="font-semibold">Bill {sub.billNo}</span> · {storeDateLabel(sub.startDate)} –{' '}
        {storeDateLabel(sub.endDate)} ·{' '}
        {/* A quantity change's top-up is in the bill: the days × one price no longer add up. */}
        {sub.quantityChanges.length === 0 &&
          `${sub.deliveryDays} days × ${formatRupees(sub.pricePerDay)} = `}
        {formatRupees(sub.amountDue)}
      </span>
      {sub.paymentState && <PaymentStateBadge state={sub.paymentState} />}
    </section>
  );
}
