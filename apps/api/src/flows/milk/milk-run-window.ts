import {
  addStoreDays,
  milkRunRefusal,
  OUTSIDE_WINDOW_MESSAGE,
  storeDate,
} from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { locks, takeLocks } from '../../db/locks';
import { AppError } from '../../lib/app-error';
import { milkRunExists } from '../../modules/subscriptions/milk-run.queries';

export { MILK_RUN_DAYS_BACK, milkRunIsFixed } from '@grofresh/contracts';

/** Refuses a date staff may not generate, in the words the console shows beforehand. */
export function checkGenerableDate(date: string, now: Date): void {
  const refusal = milkRunRefusal(date, now);
  if (refusal) throw new AppError('CONFLICT', refusal);
}

/**
 * A shopper's pause or resume counts from tomorrow, whose run is fixed at 15:00. Taken under
 * that run's lock: a change that began at 14:59:59 but would commit after the run was made is
 * refused like any change outside the window, instead of silently missing the run.
 */
export async function ensureTomorrowOpen(tx: DbOrTx, now: Date): Promise<void> {
  const tomorrow = addStoreDays(storeDate(now), 1);
  await takeLocks(tx, locks.milkRun(tomorrow));
  if (await milkRunExists(tx, tomorrow)) {
    throw new AppError('OUTSIDE_WINDOW', OUTSIDE_WINDOW_MESSAGE);
  }
}
