import { CalendarDays } from 'lucide-react';
import { FieldError } from '@/components/ui/labelled-control';
import { SUBSCRIPTION_TAB_MESSAGES } from '../messages';
import type { PlanDays } from '../subscription-plan';
import { CustomCalendar } from './custom-calendar';

interface CustomDaysFieldProps {
  days: PlanDays;
  /** The plan's last day, or null while no end date is chosen. */
  end: string | null;
  excluded: ReadonlySet<string>;
  onToggle: (date: string) => void;
  error?: string;
}

/**
 * CUSTOM's delivery days. The calendar waits for the end date: the whole period is billed up
 * front, so it never offers, or bills, every day to the horizon by default (docs/product.md,
 * "Custom days need an end date").
 */
export function CustomDaysField({ days, end, excluded, onToggle, error }: CustomDaysFieldProps) {
  return (
    <div id="milk-days">
      <h4 className="text-sm font-semibold text-gray-800">Delivery days</h4>
      {end ? (
        <>
          <p className="text-sm text-gray-600">
            Milk comes on the green days. Tap a day to skip it.
          </p>
          <CustomCalendar
            today={days.today}
            first={days.tomorrow}
            last={days.last}
            end={end}
            excluded={excluded}
            onToggle={onToggle}
          />
        </>
      ) : (
        <p className="mt-1 flex items-center gap-2 rounded-xl border border-dashed border-gray-300 p-3 text-sm text-gray-700">
          <CalendarDays className="size-4 shrink-0 text-brand-700" aria-hidden />
          {SUBSCRIPTION_TAB_MESSAGES.customPickEndFirst}
        </p>
      )}
      <FieldError id="milk-days-error" error={error} />
    </div>
  );
}
