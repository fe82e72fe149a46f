import { sql } from 'drizzle-orm';
import { addStoreDays, storeDate, type MilkRun } from '@grofresh/contracts';
import type { Db, DbOrTx } from '../../db/database';
import { EVENTS_CHANNEL } from '../../lib/events';
import { recordActivity, type Actor } from '../../modules/activity/activity.service';
import { coinRef, creditMany } from '../../modules/coins/coins.service';
import { lockMilkRun, pausedDays, readMilkRun } from '../../modules/subscriptions/milk-run.queries';
import { giveBackDays, milkPausedDescription } from './milk-give-back';
import {
  deliveryColumns,
  deliversOnSql,
  insertColumns,
} from '../../modules/subscriptions/milk-day-rows';

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
 * - every ACTIVE subscription delivering on `date` gets a SCHEDULED row;
 * - every paused (INACTIVE) one gets a PAUSED row with that day's coins (a row still SCHEDULED
 *   from an earlier run, paused by staff since, turns PAUSED), and each PAUSED row of the date
 *   is credited to its shopper once.
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
    await lockMilkRun(tx, date);
    const made = await tx.execute(sql`
      insert into milk_runs (date, generated_at) values (${date}::date, ${at.toISOString()}::timestamptz)
      on conflict (date) do nothing returning date`);
    const created = made.rows.length > 0;

    const expired = await tx.execute<{ id: string }>(sql`
      with expired as (
        update subscriptions set status = 'EXPIRED', updated_at = ${at.toISOString()}::timestamptz
        where status in ('PENDING', 'ACTIVE', 'INACTIVE') and end_date < ${date}::date
        returning id, user_id)
      select id, pg_notify(${EVENTS_CHANNEL},
        json_build_object('type', 'subscription.updated', 'id', id, 'userId', user_id)::text)
      from expired`);
    // A paid bill that ends with days no run served (never approved, approved late, a run
    // never made) gives them back now, once: docs/product.md, "Every paid milk day is
    // delivered or given back".
    await giveBackDays(tx, {
      subscriptionIds: expired.rows.map((r) => r.id),
      from: null,
      to: addStoreDays(date, -1),
      status: 'UNSERVED',
      at,
    });

    const scheduled = await tx.execute(sql`
      insert into milk_deliveries ${insertColumns}
      select ${deliveryColumns(date, 'SCHEDULED', at)}
      from subscriptions s join users u on u.id = s.user_id
      where s.status = 'ACTIVE' and ${deliversOnSql(date)}
      on conflict on constraint milk_deliveries_subscription_bill_date_unique do nothing
      returning id`);

    await tx.execute(sql`
      insert into milk_deliveries ${insertColumns}
      select ${deliveryColumns(date, 'PAUSED', at)}
      from subscriptions s join users u on u.id = s.user_id
      where s.status = 'INACTIVE' and ${deliversOnSql(date)}
      on conflict on constraint milk_deliveries_subscription_bill_date_unique
      do update set status = 'PAUSED', coins = excluded.coins, updated_at = excluded.updated_at
      where milk_deliveries.status = 'SCHEDULED'`);

    const paused = await creditPausedDays(tx, date, at);

    if (created && options.actor) {
      await recordActivity(tx, {
        actor: options.actor,
        action: 'milk-run.generated',
        subject: { type: 'milk-run', id: date, label: date },
        before: null,
        after: {
          deliveries: scheduled.rows.length,
          paused,
          expired: expired.rows.length,
        },
        at,
      });
    }
    return { ...(await readMilkRun(tx, date)), created };
  });
}

/**
 * A subscription approved after a run was made (tomorrow's is made at 15:00, and the store
 * often approves later): its deliveries on every run already made from today on are added,
 * so a paid day is never left out of the sheet. Call inside the approving transaction.
 */
export async function joinFixedRuns(tx: DbOrTx, subscriptionId: string, at: Date): Promise<void> {
  await tx.execute(sql`
    insert into milk_deliveries ${insertColumns}
    select ${deliveryColumns(sql`r.date`, 'SCHEDULED', at)}
    from milk_runs r, subscriptions s join users u on u.id = s.user_id
    where s.id = ${subscriptionId} and s.status = 'ACTIVE'
      and r.date >= ${storeDate(at)}::date and ${deliversOnSql(sql`r.date`)}
    on conflict on constraint milk_deliveries_subscription_bill_date_unique do nothing`);
}

/**
 * Credits every PAUSED row of the date to its shopper, once per subscription and date (the
 * ledger's unique `ref`, `coinRef.milkPause`). No `lockLedger` here: that lock keeps a debit
 * from spending coins another debit is spending, and a credit only raises a balance, so a
 * check made before or after it stays true. Answers how many days are paused on the date.
 */
async function creditPausedDays(tx: DbOrTx, date: string, at: Date): Promise<number> {
  const rows = await pausedDays(tx, date);
  await creditMany(
    tx,
    rows
      .filter((r) => r.coins > 0)
      .map((r) => ({
        userId: r.userId,
        coins: r.coins,
        kind: 'MILK_PAUSE' as const,
        ref: coinRef.milkPause(r.subscriptionId, date, r.billNo),
        description: milkPausedDescription(date),
        at,
      })),
  );
  return rows.length;
}
