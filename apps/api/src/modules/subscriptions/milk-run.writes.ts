import { sql } from 'drizzle-orm';
import { storeDate } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { EVENTS_CHANNEL } from '../../lib/events';
import { deliveryColumns, deliversOnSql, insertColumns } from './milk-day-rows';

// The statements that make a milk run (flows/milk/milk-run.ts puts them in order, in one
// transaction under the date's lock), set-based whatever the number of subscriptions. Rows
// are read from `subscriptions s join users u` (milk-day-rows.ts): the shopper's own number
// is the day's phone when the address has none.

/** The run's row; the first `generatedAt` stays. True if this call made it. */
export async function insertMilkRun(tx: DbOrTx, date: string, at: Date): Promise<boolean> {
  const made = await tx.execute(sql`
    insert into milk_runs (date, generated_at) values (${date}::date, ${at.toISOString()}::timestamptz)
    on conflict (date) do nothing returning date`);
  return made.rows.length > 0;
}

/**
 * Live subscriptions that ended before `date` become EXPIRED, and the console hears of each
 * (subscription.updated, delivered if the transaction commits). Answers their ids.
 */
export async function expireEndedSubscriptions(
  tx: DbOrTx,
  date: string,
  at: Date,
): Promise<string[]> {
  const expired = await tx.execute<{ id: string }>(sql`
    with expired as (
      update subscriptions set status = 'EXPIRED', updated_at = ${at.toISOString()}::timestamptz
      where status in ('PENDING', 'ACTIVE', 'INACTIVE') and end_date < ${date}::date
      returning id, user_id)
    select id, pg_notify(${EVENTS_CHANNEL},
      json_build_object('type', 'subscription.updated', 'id', id, 'userId', user_id)::text)
    from expired`);
  return expired.rows.map((r) => r.id);
}

/** The rows a run statement wrote: how many, and the ids of those worth something back. */
export interface Written {
  count: number;
  /** Lowered days on the sheet, and every paused or skipped day newly written. */
  worthIds: string[];
}

/**
 * Every ACTIVE subscription delivering on `date` gets a SCHEDULED row, unless the date is
 * skipped (`skipDeliveries`).
 */
export async function scheduleDeliveries(tx: DbOrTx, date: string, at: Date): Promise<Written> {
  const scheduled = await tx.execute<{ id: string; lowered: boolean }>(sql`
    insert into milk_deliveries ${insertColumns}
    select ${deliveryColumns(date, 'SCHEDULED', at)}
    from subscriptions s join users u on u.id = s.user_id
    where s.status = 'ACTIVE' and ${deliversOnSql(date)}
      and not (${date}::date = any(s.skipped_dates))
    on conflict on constraint milk_deliveries_subscription_bill_date_unique do nothing
    returning id, paid_price_paise is not null as lowered`);
  return {
    count: scheduled.rows.length,
    worthIds: scheduled.rows.filter((r) => r.lowered).map((r) => r.id),
  };
}

/**
 * Every ACTIVE subscription that skipped `date` (docs/product/rules.md#milk-subscriptions) gets
 * a SKIPPED row with that day's coins, off the route sheet. A paused one gets its PAUSED row
 * instead (`pauseDeliveries`): the day is given back once either way.
 */
export async function skipDeliveries(tx: DbOrTx, date: string, at: Date): Promise<string[]> {
  const skipped = await tx.execute<{ id: string }>(sql`
    insert into milk_deliveries ${insertColumns}
    select ${deliveryColumns(date, 'SKIPPED', at)}
    from subscriptions s join users u on u.id = s.user_id
    where s.status = 'ACTIVE' and ${deliversOnSql(date)}
      and ${date}::date = any(s.skipped_dates)
    on conflict on constraint milk_deliveries_subscription_bill_date_unique do nothing
    returning id`);
  return skipped.rows.map((r) => r.id);
}

/**
 * Every paused (INACTIVE) subscription delivering on `date` gets a PAUSED row with that day's
 * coins; a row still SCHEDULED from an earlier run, paused by staff since, turns PAUSED, its
 * milk's price added to the coins it had (a lowered quantity's difference, its run credited).
 * Answers the ids of the rows it inserted (a row turned PAUSED had its turn when written).
 */
export async function pauseDeliveries(tx: DbOrTx, date: string, at: Date): Promise<string[]> {
  const paused = await tx.execute<{ id: string; inserted: boolean }>(sql`
    insert into milk_deliveries ${insertColumns}
    select ${deliveryColumns(date, 'PAUSED', at)}
    from subscriptions s join users u on u.id = s.user_id
    where s.status = 'INACTIVE' and ${deliversOnSql(date)}
    on conflict on constraint milk_deliveries_subscription_bill_date_unique
    do update set status = 'PAUSED', updated_at = excluded.updated_at,
      coins = milk_deliveries.coins + milk_deliveries.price_paise / 100
    where milk_deliveries.status = 'SCHEDULED'
    returning id, xmax = 0 as inserted`);
  return paused.rows.filter((r) => r.inserted).map((r) => r.id);
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
