import { addStoreDays, storeDayStart } from '@grofresh/contracts';
import { formatDate } from '@/lib/format-date';

/** Store dates ('YYYY-MM-DD') are calendar days; reading them at UTC midnight never shifts them. */
const asUtcDay = (date: string) => new Date(`${date}T00:00:00Z`);

const fullDate = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthName = new Intl.DateTimeFormat('en-IN', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Tuesday, 1 December 2026": what a screen reader says for a day of the calendar. */
export const fullDateLabel = (date: string): string => fullDate.format(asUtcDay(date));

/** "December 2026". */
export const monthLabel = (month: string): string => monthName.format(asUtcDay(`${month}-01`));

/** '2026-12-01' → '2026-12'. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** The month `by` months after `month` (negative for before). */
export function shiftMonth(month: string, by: number): string {
  const [year = 0, m = 1] = month.split('-').map(Number);
  const index = year * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The month's dates as weeks from Monday to Sunday; days of other months are null. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const mondayFirst = (asUtcDay(first).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: mondayFirst }, () => null);
  for (let d = first; monthOf(d) === month; d = addStoreDays(d, 1)) cells.push(d);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

export const WEEKDAYS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;

/** "24 Nov 2026" (en-IN, docs/product/rules.md#time) for a store date. */
export const storeDateLabel = (date: string): string =>
  formatDate(storeDayStart(date).toISOString());
