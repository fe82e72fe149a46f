import type { SubscriptionDay } from '@grofresh/contracts';
import { cn } from '@/lib/cn';
import { WEEKDAYS, monthLabel, monthWeeks } from '../calendar-month';
import { calendarDayLabel, canPickDay } from '../calendar-days';
import { DayIcon, dayLook } from './day-glyph';

interface MonthGridProps {
  month: string;
  /** The month's days within the subscription, by date. */
  days: ReadonlyMap<string, SubscriptionDay>;
  /** The store's today. */
  today: string;
  /** A planned or skipped day to come was tapped; null when days can't be changed. */
  onPick: ((date: string) => void) | null;
}

/**
 * The month as a table, Monday first: each day's number, its state's icon and the Grocoins it
 * was credited, with the same in words for a screen reader. A day still to come that can be
 * skipped or brought back is a button that fills the skip form.
 */
export function MonthGrid({ month, days, today, onPick }: MonthGridProps) {
  return (
    <table className="mt-2 w-full table-fixed border-separate border-spacing-1">
      <caption className="sr-only">Milk days, {monthLabel(month)}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map(([short, long]) => (
            <th key={short} scope="col" className="text-xs font-semibold text-gray-600">
              <abbr title={long} className="no-underline">
                {short}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week) => (
          <tr key={week.find(Boolean)}>
            {week.map((date, i) => (
              <td key={date ?? `pad-${i}`} className="p-0 align-top">
                {date && <DayCell date={date} day={days.get(date)} today={today} onPick={onPick} />}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface DayCellProps {
  date: string;
  day: SubscriptionDay | undefined;
  today: string;
  onPick: ((date: string) => void) | null;
}

function DayCell({ date, day, today, onPick }: DayCellProps) {
  const isToday = date === today;
  const label = `${calendarDayLabel(date, day)}${isToday ? ', today' : ''}`;
  const face = (
    <span aria-hidden className="flex flex-col items-center gap-0.5">
      <span className="tabular text-sm leading-none font-semibold">{Number(date.slice(8))}</span>
      {day && <DayIcon status={day.status} />}
      {day && day.coins > 0 && (
        <span className="tabular text-[10px] leading-none font-bold">+{day.coins}</span>
      )}
    </span>
  );
  const look = cn(
    'flex h-14 w-full flex-col items-center justify-start rounded-lg pt-1.5',
    day ? dayLook[day.status].tone : 'text-gray-500',
    isToday && 'outline-2 outline-offset-1 outline-brand-700',
  );
  if (day && onPick && canPickDay(day, today)) {
    return (
      <button
        type="button"
        aria-label={label}
        onClick={() => onPick(date)}
        className={cn(
          look,
          'hover:brightness-95 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none',
        )}
      >
        {face}
      </button>
    );
  }
  return (
    <div className={look}>
      {face}
      <span className="sr-only">{label}</span>
    </div>
  );
}
