import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import {
  DEFAULT_PICK_UP_HOURS,
  minutesOfDay,
  PICK_UP_MAX_DAYS_AHEAD,
  PICK_UP_STEP_MINUTES,
  pickUpTimeProblem,
  STORE_TIME_ZONE,
  type PickUpHours,
} from '@grofresh/contracts';

export interface PickUpDay {
  /** YYYY-MM-DD, store time. */
  date: string;
  /** HH:mm, 24-hour, store time. */
  slots: string[];
}

const at = (date: string, minutes: number) => {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new TZDate(year, month - 1, day, Math.floor(minutes / 60), minutes % 60, STORE_TIME_ZONE);
};

/** The instant a slot stands for, with the store's offset (e.g. 2026-11-24T10:15:00+05:30). */
export function pickUpInstant(date: string, time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return format(at(date, hours * 60 + minutes), "yyyy-MM-dd'T'HH:mm:ssXXX");
}

/**
 * The days from today with a slot the server will take: every 15 minutes of the store's
 * pick-up hours that `pickUpTimeProblem` (the server's own rule) accepts.
 */
export function pickUpDays(now: Date, hours: PickUpHours = DEFAULT_PICK_UP_HOURS): PickUpDay[] {
  const today = new TZDate(now, STORE_TIME_ZONE);
  const days: PickUpDay[] = [];
  for (let offset = 0; offset <= PICK_UP_MAX_DAYS_AHEAD; offset++) {
    const date = format(addDays(today, offset), 'yyyy-MM-dd');
    const slots: string[] = [];
    for (
      let minutes = minutesOfDay(hours.opens);
      minutes <= minutesOfDay(hours.closes);
      minutes += PICK_UP_STEP_MINUTES
    ) {
      const slot = at(date, minutes);
      if (pickUpTimeProblem(slot, now, hours) === null) slots.push(format(slot, 'HH:mm'));
    }
    if (slots.length > 0) days.push({ date, slots });
  }
  return days;
}

/** How a day chip reads: 'Today' / 'Tomorrow' / 'Wed', over '25 Nov'. */
export function pickUpDayLabel(date: string, now: Date): { name: string; date: string } {
  const today = new TZDate(now, STORE_TIME_ZONE);
  const day = at(date, 0);
  const name =
    date === format(today, 'yyyy-MM-dd')
      ? 'Today'
      : date === format(addDays(today, 1), 'yyyy-MM-dd')
        ? 'Tomorrow'
        : format(day, 'EEE');
  return { name, date: format(day, 'd MMM') };
}
