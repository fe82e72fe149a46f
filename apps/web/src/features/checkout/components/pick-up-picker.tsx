import { useId } from 'react';
import { Clock } from 'lucide-react';
import { DEFAULT_PICK_UP_HOURS, type PickUpHours } from '@grofresh/contracts';
import { pickUpDayLabel, type PickUpDay } from '../pick-up-slots';
import { CheckoutSection } from './checkout-section';

interface PickUpPickerProps {
  days: PickUpDay[];
  value: { date: string; time: string };
  onChange: (value: { date: string; time: string }) => void;
  /** The store's time; null until known (no days are offered until then). */
  now: Date | null;
  storeName?: string;
  hours?: PickUpHours;
}

/**
 * The pick-up day (docs/product/screens.md#checkout; from today) and time (15-minute steps, 24-hour
 * clock).
 */
export function PickUpPicker({
  days,
  value,
  onChange,
  now,
  storeName,
  hours = DEFAULT_PICK_UP_HOURS,
}: PickUpPickerProps) {
  const timeId = useId();
  const day = days.find((d) => d.date === value.date);
  return (
    <CheckoutSection title="Pick-up time">
      <p className="text-sm text-gray-600">
        Collect your order at {storeName ?? 'the store'}, open for pick-ups {hours.opens}–
        {hours.closes}.
      </p>
      <div
        role="radiogroup"
        aria-label="Pick-up day"
        className="scrollbar-none -mx-1 mt-3 flex gap-2 overflow-x-auto px-1 py-1"
      >
        {days.map((d) => {
          const label = pickUpDayLabel(d.date, now ?? new Date());
          return (
            <label
              key={d.date}
              className="relative flex min-w-20 shrink-0 cursor-pointer flex-col items-center rounded-xl border border-gray-200 px-3 py-2 text-sm has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-600"
            >
              <input
                type="radio"
                name="pickUpDay"
                // Invisible but covering the chip: the whole chip is the tap target.
                className="absolute inset-0 cursor-pointer opacity-0"
                checked={d.date === value.date}
                onChange={() => onChange({ date: d.date, time: value.time })}
              />
              <span className="font-semibold">{label.name}</span>{' '}
              <span className="text-xs text-gray-600">{label.date}</span>
            </label>
          );
        })}
      </div>
      <label htmlFor={timeId} className="mt-3 block text-sm font-semibold">
        Time
      </label>
      <div className="relative mt-1">
        <Clock
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500"
          aria-hidden
        />
        <select
          id={timeId}
          value={value.time}
          onChange={(e) => onChange({ date: value.date, time: e.target.value })}
          className="tabular h-11 w-full rounded-lg border border-gray-300 bg-white pr-3 pl-9 text-sm"
        >
          <option value="">Select a time</option>
          {day?.slots.map((slot) => (
            <option key={slot} value={slot}>
              {slot}
            </option>
          ))}
        </select>
      </div>
    </CheckoutSection>
  );
}
