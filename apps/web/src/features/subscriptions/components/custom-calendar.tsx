import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { addStoreDays } from '@grofresh/contracts';
import { cn } from '@/lib/cn';
import {
  WEEKDAYS,
  fullDateLabel,
  monthLabel,
  monthOf,
  monthWeeks,
  shiftMonth,
} from '../calendar-month';
import { SUBSCRIPTION_TAB_MESSAGES } from '../messages';

interface CustomCalendarProps {
  /**
   * The store's today; the calendar opens on the month after it
   * (docs/product/records.md#subscription).
   */
  today: string;
  /** The first and last day a delivery may fall on. */
  first: string;
  last: string;
  /** The last day of this plan (the end date, when one is chosen); later days are off. */
  end: string;
  excluded: ReadonlySet<string>;
  onToggle: (date: string) => void;
}

const KEY_STEPS: Record<string, number> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -7,
  ArrowDown: 7,
};

/**
 * CUSTOM (docs/product/records.md#subscription): every allowed day brings milk; clicking a day
 * leaves it out (and back in).
 */
export function CustomCalendar({
  today,
  first,
  last,
  end,
  excluded,
  onToggle,
}: CustomCalendarProps) {
  const [month, setMonth] = useState(() => shiftMonth(monthOf(today), 1));
  const [focused, setFocused] = useState<string | null>(null);
  const grid = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const open = (date: string) => first <= date && date <= end;
  const days = monthWeeks(month).flat();
  const tabStop = focused && monthOf(focused) === month ? focused : days.find((d) => d && open(d));
  const count = [...excluded].filter(open).length;

  useEffect(() => {
    if (!moved.current || !focused) return;
    moved.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused, month]);

  const onKeyDown = (event: KeyboardEvent, date: string) => {
    const step = KEY_STEPS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = addStoreDays(date, step);
    if (!open(next)) return;
    moved.current = true;
    setFocused(next);
    setMonth(monthOf(next));
  };

  return (
    <div className="rounded-xl border border-gray-200 p-3">
      <div className="flex items-center justify-between">
        <button
          type="button"
          aria-label="Previous month"
          disabled={month <= monthOf(first)}
          onClick={() => setMonth(shiftMonth(month, -1))}
          className="grid size-10 place-items-center rounded-full text-gray-700 hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none disabled:opacity-30"
        >
          <ChevronLeft className="size-5" aria-hidden />
        </button>
        <h5 className="font-semibold" aria-live="polite">
          {monthLabel(month)}
        </h5>
        <button
          type="button"
          aria-label="Next month"
          disabled={month >= monthOf(last)}
          onClick={() => setMonth(shiftMonth(month, 1))}
          className="grid size-10 place-items-center rounded-full text-gray-700 hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none disabled:opacity-30"
        >
          <ChevronRight className="size-5" aria-hidden />
        </button>
      </div>
      <div
        aria-hidden
        className="mt-2 grid grid-cols-7 text-center text-xs font-semibold text-gray-500"
      >
        {WEEKDAYS.map(([short]) => (
          <span key={short}>{short}</span>
        ))}
      </div>
      <div
        ref={grid}
        role="group"
        aria-label={`Delivery days, ${monthLabel(month)}`}
        className="mt-1 grid grid-cols-7 gap-1"
      >
        {days.map((date, i) =>
          date === null ? (
            <span key={`pad-${i}`} />
          ) : (
            <DayButton
              key={date}
              date={date}
              open={open(date)}
              delivers={open(date) && !excluded.has(date)}
              tabbable={date === tabStop}
              onToggle={() => {
                setFocused(date);
                onToggle(date);
              }}
              onKeyDown={(event) => onKeyDown(event, date)}
            />
          ),
        )}
      </div>
      <p className="mt-3 text-sm text-gray-700" aria-live="polite">
        {count > 0
          ? SUBSCRIPTION_TAB_MESSAGES.customFooterSome(count)
          : SUBSCRIPTION_TAB_MESSAGES.customFooterNone}
      </p>
    </div>
  );
}

interface DayButtonProps {
  date: string;
  open: boolean;
  delivers: boolean;
  tabbable: boolean;
  onToggle: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

function DayButton({ date, open, delivers, tabbable, onToggle, onKeyDown }: DayButtonProps) {
  const day = Number(date.slice(8));
  if (!open) {
    return (
      <button
        type="button"
        disabled
        aria-label={`${fullDateLabel(date)}, not available`}
        className="h-10 rounded-lg text-sm text-gray-300"
      >
        {day}
      </button>
    );
  }
  return (
    <button
      type="button"
      data-date={date}
      aria-label={fullDateLabel(date)}
      aria-pressed={delivers}
      tabIndex={tabbable ? 0 : -1}
      onClick={onToggle}
      onKeyDown={onKeyDown}
      className={cn(
        'tabular h-10 rounded-lg text-sm font-semibold transition-colors duration-150 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-1 focus-visible:outline-none',
        delivers
          ? 'bg-brand-50 text-brand-800 hover:bg-brand-100'
          : 'border border-dashed border-gray-300 bg-white text-gray-500 line-through hover:bg-gray-50',
      )}
    >
      {day}
    </button>
  );
}
