import {
  addStoreDays,
  OUTSIDE_WINDOW_MESSAGE,
  storeDate,
  storeDateText,
  storeSecondsOfDay,
  SUBSCRIPTION_WINDOW_CLOSES_HOUR,
} from '@grofresh/contracts';
import type { DbOrTx } from '../db/database';
import { AppError } from '../lib/app-error';
import { lockMilkRun, milkRunExists } from '../modules/subscriptions/milk-run.queries';

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
 * Which dates staff may generate: up to a week back (a run the job missed), today, and
 * tomorrow once the window has closed at 15:00. Earlier, shoppers may still pause or resume
 * tomorrow's milk, and a run made then would be out of date by the evening.
 */
export function checkGenerableDate(date: string, now: Date): void {
  const today = storeDate(now);
  if (date < addStoreDays(today, -MILK_RUN_DAYS_BACK)) {
    throw new AppError(
      'CONFLICT',
      `A milk run can be made for at most ${MILK_RUN_DAYS_BACK} days back; ${storeDateText(date)} is too long ago.`,
    );
  }
  if (!milkRunIsFixed(date, now)) {
    throw new AppError(
      'CONFLICT',
      date === addStoreDays(today, 1)
        ? `Tomorrow's milk run can be made from 3 PM today, when shoppers can no longer pause or resume it.`
        : `The milk run for ${storeDateText(date)} can be made from 3 PM the day before.`,
    );
  }
}

/**
 * A shopper's pause or resume counts from tomorrow, whose run is fixed at 15:00. Taken under
 * that run's lock: a change that began at 14:59:59 but would commit after the run was made is
 * refused like any change outside the window, instead of silently missing the run.
 */
export async function ensureTomorrowOpen(tx: DbOrTx, now: Date): Promise<void> {
  const tomorrow = addStoreDays(storeDate(now), 1);
  await lockMilkRun(tx, tomorrow);
  if (await milkRunExists(tx, tomorrow)) {
    throw new AppError('OUTSIDE_WINDOW', OUTSIDE_WINDOW_MESSAGE);
  }
}
