import { subscriptionDayStatusLabel, type SubscriptionDayStatus } from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useSubscriptionDays } from '../api/subscription-days';
import { monthLabel, storeDateLabel } from '../calendar-month';
import { SUBSCRIPTION_TAB_MESSAGES } from '../messages';

const tone: Record<SubscriptionDayStatus, string> = {
  DELIVERED: 'bg-brand-50 text-brand-800',
  PAUSED: 'bg-accent-100 text-amber-900',
  MISSED: 'bg-red-50 text-red-800',
  SCHEDULED: 'bg-gray-100 text-gray-700',
  // Red marks cancelled states in the shop, like the subscription's own badge.
  CANCELLED: 'bg-red-50 text-red-800',
  UNSERVED: 'bg-red-50 text-red-800',
  SKIPPED: 'bg-accent-100 text-amber-900',
  PLANNED: 'bg-gray-100 text-gray-700',
};

/**
 * This month's milk days: delivered, paused, skipped, missed, cancelled or not delivered (with
 * the Grocoins each gave back), and the days still to come, planned, skipped or paused.
 */
export function MonthDeliveries({ id, month }: { id: string; month: string }) {
  const days = useSubscriptionDays(id, month);
  return (
    <section aria-labelledby="milk-month-title">
      <h4 id="milk-month-title" className="text-sm font-bold">
        This month’s deliveries{' '}
        <span className="font-normal text-gray-600">({monthLabel(month)})</span>
      </h4>
      {days.isPending ? (
        <Skeleton className="mt-2 h-24" />
      ) : days.isError ? (
        <div className="mt-2 flex items-center gap-3 text-sm text-gray-700">
          <p>Couldn’t load this month’s deliveries.</p>
          <Button variant="ghost" size="sm" onClick={() => void days.refetch()}>
            Try again
          </Button>
        </div>
      ) : days.data.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">{SUBSCRIPTION_TAB_MESSAGES.noDeliveriesYet}</p>
      ) : (
        <ul className="mt-2 divide-y divide-gray-100 rounded-xl border border-gray-200">
          {days.data.map((day) => (
            <li
              key={day.date}
              className="flex items-center justify-between gap-2 px-3 py-2 text-sm"
            >
              <span className="tabular">{storeDateLabel(day.date)}</span>
              <span className="flex items-center gap-2">
                {day.coins > 0 && (
                  <span className="tabular font-semibold text-amber-800">
                    +{day.coins} Grocoins
                  </span>
                )}
                <span
                  className={cn('rounded-full px-2 py-0.5 text-xs font-bold', tone[day.status])}
                >
                  {subscriptionDayStatusLabel[day.status]}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
