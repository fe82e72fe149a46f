import {
  addStoreDays,
  clockOfMinutes,
  DEFAULT_PICK_UP_HOURS,
  minutesOfDay,
  PICK_UP_MAX_DAYS_AHEAD,
  PICK_UP_STEP_MINUTES,
  pickUpTimeProblem,
  STORE_UTC_OFFSET,
  storeDate,
  storeDayStart,
  type PickUpHours,
} from '@grofresh/contracts';

export interface PickUpDay {
  /** YYYY-MM-DD, store time. */
  date: string;
  /** HH:mm, 24-hour, store time. */
  slots: string[];
}

/**
 * Slots are plain arithmetic on the store's fixed offset (docs/product.md, "The store's clock":
 * India keeps one offset all year): a time-zone library converting each of a week's ~400 slots
 * took a quarter of a second of a slow phone's checkout render.
 */
const at = (dayStart: number, minutes: number) => new Date(dayStart + minutes * 60_000);

/** The instant a slot stands for, with the store's offset (e.g. 2026-11-24T10:15:00+05:30). */
export function pickUpInstant(date: string, time: string): string {
  return `${date}T${time}:00${STORE_UTC_OFFSET}`;
}

/**
 * The days from today with a slot the server will take: every 15 minutes of the store's
 * pick-up hours that `pickUpTimeProblem` (the server's own rule) accepts.
 */
export function pickUpDays(now: Date, hours: PickUpHours = DEFAULT_PICK_UP_HOURS): PickUpDay[] {
  const today = storeDate(now);
  const days: PickUpDay[] = [];
  for (let offset = 0; offset <= PICK_UP_MAX_DAYS_AHEAD; offset++) {
    const date = addStoreDays(today, offset);
    const dayStart = storeDayStart(date).getTime();
    const slots: string[] = [];
    for (
      let minutes = minutesOfDay(hours.opens);
      minutes <= minutesOfDay(hours.closes);
      minutes += PICK_UP_STEP_MINUTES
    ) {
      if (pickUpTimeProblem(at(dayStart, minutes), now, hours) === null) {
        slots.push(clockOfMinutes(minutes));
      }
    }
    if (slots.length > 0) days.push({ date, slots });
  }
  return days;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** How a day chip reads: 'Today' / 'Tomorrow' / 'Wed', over '25 Nov'. */
export function pickUpDayLabel(date: string, now: Date): { name: string; date: string } {
  const today = storeDate(now);
  // The date's calendar fields, read with UTC getters (no offset involved).
  const day = new Date(`${date}T00:00:00Z`);
  const name =
    date === today
      ? 'Today'
      : date === addStoreDays(today, 1)
        ? 'Tomorrow'
        : (WEEKDAYS[day.getUTCDay()] ?? '');
  return { name, date: `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()] ?? ''}` };
}
