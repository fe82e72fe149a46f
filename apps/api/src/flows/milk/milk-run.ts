import { addStoreDays, type MilkRun } from '@grofresh/contracts';
import type { Db, DbOrTx } from '../../db/database';
import { locks, takeLocks } from '../../db/locks';
import { recordActivity, type Actor } from '../../modules/activity/activity.service';
import { coinRef, creditMany } from '../../modules/coins/coins.service';
import { loweredDays, pausedDays, readMilkRun } from '../../modules/subscriptions/milk-run.queries';
import {
  expireEndedSubscriptions,
  insertMilkRun,
  pauseDeliveries,
  scheduleDeliveries,
  skipDeliveries,
} from '../../modules/subscriptions/milk-run.writes';
import { recordMilkCoins } from './milk-coin-entries';
import { dropUnpaidTopUps } from './unpaid-top-ups';
import {
  giveBackDays,
  milkLoweredDescription,
  milkPausedDescription,
  milkSkippedDescription,
} from './milk-give-back';

/**
 * The milk run (docs/product.md#the-route-sheet-and-pausing): the deliveries of store date D, fixed
 * when the shoppers' window closes on D-1 at 15:00. Made by the `milk-run-tick` job, or by staff
 * from the console; both call `generateMilkRun`.
 */

export interface GenerateOptions {
  /** The member of staff who asked; the job has none and records nothing. */
  actor?: Actor;
}

/**
 * Makes the run of `date`, in one transaction under the date's advisory lock, with a handful
 * of set-based statements whatever the number of subscriptions:
 * - the run row (the first `generatedAt` stays);
 * - live subscriptions that ended before `date` become EXPIRED (and the console hears of it);
 * - every ACTIVE subscription delivering on `date` gets a SCHEDULED row, or a SKIPPED row with
 *   that day's coins when the shopper skipped the date;
 * - every paused (INACTIVE) one gets a PAUSED row with that day's coins (a row still SCHEDULED
 *   from an earlier run, paused by staff since, turns PAUSED), and each PAUSED row of the date
 *   and each SKIPPED one is credited to its shopper once;
 * - each day on the sheet at a lower quantity than its bill paid for is credited the
 *   difference once (docs/product/rules.md#milk-subscriptions);
 * - what the new paused, skipped and lowered days give back first pays off a top-up their
 *   bill still owes (`dropUnpaidTopUps`), the rest is credited.
 * Running it again, or on two instances at once, changes nothing more: the lock serialises,
 * and the unique (subscription, date) and ledger `ref` keys refuse every second row.
 */
export async function generateMilkRun(
  db: Db,
  date: string,
  at: Date,
  options: GenerateOptions = {},
): Promise<MilkRun & { created: boolean }> {
  return db.transaction(async (tx) => {
    await takeLocks(tx, locks.milkRun(date));
    const created = await insertMilkRun(tx, date, at);
    const expired = await expireEndedSubscriptions(tx, date, at);
    // A paid bill that ends with days no run served (never approved, approved late, a run
    // never made) gives them back now, once: docs/product.md, "Every paid milk day is
    // delivered or given back".
    await giveBackDays(tx, {
      subscriptionIds: expired,
      from: null,
      to: addStoreDays(date, -1),
      status: 'UNSERVED',
      at,
    });
    const scheduled = await scheduleDeliveries(tx, date, at);
    const skipped = await skipDeliveries(tx, date, at);
    const paused = await pauseDeliveries(tx, date, at);
    // What these days give back first pays off a top-up their bill still owes.
    await dropUnpaidTopUps(tx, [...scheduled.worthIds, ...skipped, ...paused], at);
    const pausedCount = await creditPausedDays(tx, date, at);
    await creditLoweredDays(tx, date, at);

    if (created && options.actor) {
      await recordActivity(tx, {
        actor: options.actor,
        action: 'milk-run.generated',
        subject: { type: 'milk-run', id: date, label: date },
        before: null,
        after: {
          deliveries: scheduled.count,
          paused: pausedCount,
          expired: expired.length,
        },
        at,
      });
    }
    return { ...(await readMilkRun(tx, date)), created };
  });
}

/**
 * Credits every PAUSED and SKIPPED row of the date to its shopper, once per subscription, bill
 * and date (the ledger's unique `ref`, `coinRef.milkPause` or `coinRef.milkSkip`). No ledger lock here: that lock keeps a debit
 * from spending coins another debit is spending, and a credit only raises a balance, so a
 * check made before or after it stays true. Each credit is a refund in the books, once too.
 * Answers how many days are paused on the date (skipped ones are not counted).
 */
async function creditPausedDays(tx: DbOrTx, date: string, at: Date): Promise<number> {
  const rows = await pausedDays(tx, date);
  // A skipped day is a pause of one day to the ledger: the same kind, its own ref and words.
  await creditDays(tx, rows, at, (r) =>
    r.status === 'SKIPPED'
      ? {
          ref: coinRef.milkSkip(r.subscriptionId, date, r.billNo),
          description: milkSkippedDescription(date),
        }
      : {
          ref: coinRef.milkPause(r.subscriptionId, date, r.billNo),
          description: milkPausedDescription(date),
        },
  );
  return rows.filter((r) => r.status === 'PAUSED').length;
}

/**
 * Credits every day of the date on the sheet whose bill paid more than its quantity costs (the
 * shopper lowered it) with the difference, once per subscription, bill and date
 * (`coinRef.milkLowered`), a refund in the books like a paused day's. A later run of the date
 * finds the ref taken and credits nothing more.
 */
async function creditLoweredDays(tx: DbOrTx, date: string, at: Date): Promise<void> {
  // A part of a day given back: the ledger's milk-day kind, its own ref and words.
  await creditDays(tx, await loweredDays(tx, date), at, (r) => ({
    ref: coinRef.milkLowered(r.subscriptionId, date, r.billNo),
    description: milkLoweredDescription(date),
  }));
}

interface DayCredit {
  userId: string;
  subscriptionId: string;
  billNo: number;
  coins: number;
}

/** Credits each day with coins under its ref and words (kind MILK_PAUSE), and books each once. */
async function creditDays<R extends DayCredit>(
  tx: DbOrTx,
  rows: readonly R[],
  at: Date,
  named: (row: R) => { ref: string; description: string },
): Promise<void> {
  const credits = rows
    .filter((r) => r.coins > 0)
    .map((r) => ({
      userId: r.userId,
      subscriptionId: r.subscriptionId,
      billNo: r.billNo,
      coins: r.coins,
      kind: 'MILK_PAUSE' as const,
      ...named(r),
      at,
    }));
  await creditMany(tx, credits);
  await recordMilkCoins(tx, credits);
}
