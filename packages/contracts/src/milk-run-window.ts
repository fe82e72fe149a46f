import { SUBSCRIPTION_WINDOW_CLOSES_HOUR } from './subscription-rules';
import { addStoreDays, storeDate, storeDateText, storeSecondsOfDay } from './time';

/**
 * Which route sheets staff may make, declared once for the server (which refuses the rest
 * with these sentences) and the console (which offers only what can be done):
 * docs/product.md, "Milk subscriptions".
 */

/** How far back staff may (re)make a missed run: a week, while the day is still fresh. */
export const MILK_RUN_DAYS_BACK = 7;

/** Has the shoppers' window for `date` closed at `now` (15:00 store time the day before)? */
export const milkRunIsFixed = (date: string, now: Date): boolean => {
  const today = storeDate(now);
  if (date <= today) return true;
  return (
    date === addStoreDays(today, 1) &&
    storeSecondsOfDay(now) >= SUBSCRIPTION_WINDOW_CLOSES_HOUR * 3600
  );
};

/**
 * Why the run of `date` cannot be made at `now`, in words, or null when it can: up to a week
 * back (a run the job missed), today, and tomorrow once the window has closed at 15:00.
 * Earlier, shoppers may still pause or resume, and a run made then would be out of date.
 */
export function milkRunRefusal(date: string, now: Date): string | null {
  const today = storeDate(now);
  if (date < addStoreDays(today, -MILK_RUN_DAYS_BACK)) {
    return `A milk run can be made for at most ${MILK_RUN_DAYS_BACK} days back; ${storeDateText(date)} is too long ago.`;
  }
  if (milkRunIsFixed(date, now)) return null;
  return date === addStoreDays(today, 1)
    ? `Tomorrow's milk run can be made from 3 PM today, when shoppers can no longer pause or resume it.`
    : `The milk run for ${storeDateText(date)} can be made from 3 PM the day before.`;
}
