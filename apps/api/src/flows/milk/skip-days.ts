import {
  addStoreDays,
  datesBetween,
  deliversOn,
  storeDate,
  storeDateText,
  subscriptionMessages,
  type Subscription,
} from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { locks, takeLocks } from '../../db/locks';
import { AppError } from '../../lib/app-error';
import { publishEvent } from '../../lib/events';
import {
  saveSubscriptionChange,
  toSubscription,
  type SubscriptionRow,
} from '../../modules/subscriptions/subscriptions.service';
import { firstMadeRun } from '../../modules/subscriptions/milk-run.queries';

/** `{skip: {from, to}}` or `{unskip: {from, to}}` (store dates, both included). */
export type SkipChange = { skip: SkipRange } | { unskip: SkipRange };
export interface SkipRange {
  from: string;
  to: string;
}

/**
 * The tomorrow run's lock, taken before the subscription's row lock like every change the run
 * must see (cancel-subscription.ts says why): a skip that began at 14:59:59 either commits
 * before the 15:00 run reads the row, or finds the run made and is refused.
 */
export const lockTomorrowRun = (tx: DbOrTx, now: Date) =>
  takeLocks(tx, locks.milkRun(addStoreDays(storeDate(now), 1)));

/**
 * Skips or brings back days of an active or paused subscription (docs/product/rules.md#milk-subscriptions):
 * only its own delivery dates, only days whose run is not made (from tomorrow on, and never
 * one a run already fixed). A skipped day gets no milk; its run gives it a SKIPPED row and
 * credits its worth as Grocoins once. Deliveries resume by themselves after the range.
 * Skipping a skipped day, or bringing back one not skipped, changes nothing. Call inside a
 * transaction holding `lockTomorrowRun` (or `lockNearRuns`) and then the row's lock.
 */
export async function changeSkippedDays(
  tx: DbOrTx,
  row: SubscriptionRow,
  change: SkipChange,
  now: Date,
): Promise<{ message: string; subscription: Subscription; saved: SubscriptionRow }> {
  const skipping = 'skip' in change;
  const { from, to } = skipping ? change.skip : change.unskip;
  if (row.status !== 'ACTIVE' && row.status !== 'INACTIVE') {
    throw new AppError('CONFLICT', subscriptionMessages.skipNeedsLive);
  }
  if (to < from) throw new AppError('VALIDATION_ERROR', subscriptionMessages.skipRangeBackwards);
  if (from < row.startDate || to > row.endDate) {
    throw new AppError(
      'VALIDATION_ERROR',
      subscriptionMessages.skipOutsideDates(
        storeDateText(row.startDate),
        storeDateText(row.endDate),
      ),
    );
  }
  await ensureRunsNotMade(tx, { from, to }, now);
  const dates = datesBetween(from, to).filter((d) => deliversOn(row, d));
  if (dates.length === 0)
    throw new AppError('VALIDATION_ERROR', subscriptionMessages.skipNoDeliveries);

  const before = new Set(row.skippedDates);
  const after = new Set(before);
  for (const d of dates) {
    if (skipping) after.add(d);
    else after.delete(d);
  }
  const changed = Math.abs(after.size - before.size);
  const message = skipping
    ? subscriptionMessages.skipped(changed)
    : subscriptionMessages.unskipped(changed);
  if (changed === 0) return { message, subscription: toSubscription(row), saved: row };
  const saved = await saveSubscriptionChange(tx, row.id, {
    skippedDates: [...after].sort(),
    updatedAt: now,
  });
  await publishEvent(tx, { type: 'subscription.updated', id: row.id, userId: row.userId });
  return { message, subscription: toSubscription(saved), saved };
}

/** Refuses a range that starts before tomorrow or holds a date whose run is already made. */
async function ensureRunsNotMade(tx: DbOrTx, range: SkipRange, now: Date): Promise<void> {
  const today = storeDate(now);
  if (range.from <= today) {
    throw new AppError('CONFLICT', subscriptionMessages.skipRunMade(storeDateText(range.from)));
  }
  const made = await firstMadeRun(tx, range.from, range.to);
  if (made) throw new AppError('CONFLICT', subscriptionMessages.skipRunMade(storeDateText(made)));
}
