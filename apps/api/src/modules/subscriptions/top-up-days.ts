import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import type { SubscriptionRow } from './subscriptions.service';
import { keptDays } from './milk-days.service';
import { subscriptions } from './subscriptions.table';

// The rows a given-back day's unpaid top-up is taken off (flows/milk/unpaid-top-ups.ts,
// docs/product/rules.md#milk-subscriptions): the days just written, their bills locked with
// what those bills still carry of top-ups, and the writes that take it off.

/** A day just given back (whole, or a lowered quantity's difference) and what it is worth. */
export interface DayWorth {
  id: string;
  subscriptionId: string;
  billNo: number;
  date: string;
  status: string;
  pricePaise: number;
  /** What the bill charges for the day (`paid_price_paise`, else its milk's price). */
  paidPaise: number;
  refundId: string | null;
  /** What comes back: the whole day, or on the sheet the part paid above its milk. */
  worthPaise: number;
}

const delivering = new Set<string>(keptDays);

/** The days among `ids` worth something, in date order. */
export async function daysWorth(tx: DbOrTx, ids: readonly string[]): Promise<DayWorth[]> {
  if (ids.length === 0) return [];
  const { rows } = await tx.execute<{
    id: string;
    subscription_id: string;
    bill_no: number;
    date: string;
    status: string;
    price_paise: number;
    paid_price_paise: number | null;
    refund_id: string | null;
  }>(sql`
    select id, subscription_id, bill_no, to_char(date, 'YYYY-MM-DD') as date, status,
      price_paise, paid_price_paise, refund_id
    from milk_deliveries where id = any(${sql.param(ids)}::uuid[])
    order by date, id`);
  return rows
    .map((r) => {
      const pricePaise = Number(r.price_paise);
      const paidPaise = r.paid_price_paise === null ? pricePaise : Number(r.paid_price_paise);
      return {
        id: r.id,
        subscriptionId: r.subscription_id,
        billNo: Number(r.bill_no),
        date: r.date,
        status: r.status,
        pricePaise,
        paidPaise,
        refundId: r.refund_id,
        worthPaise: delivering.has(r.status) ? Math.max(paidPaise - pricePaise, 0) : paidPaise,
      };
    })
    .filter((d) => d.worthPaise > 0);
}

/**
 * The subscriptions among `ids` whose bill carries top-ups (more than its days at its first
 * price), locked until the transaction ends (after the run locks, as every milk write takes
 * them), each with the money its earlier days refunded as money, `excluding` the days given.
 */
export async function billsWithTopUps(
  tx: DbOrTx,
  ids: readonly string[],
  excluding: readonly string[],
): Promise<{ row: SubscriptionRow; refundedPaise: number }[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select()
    .from(subscriptions)
    .where(
      sql`${subscriptions.id} = any(${sql.param(ids)}::uuid[])
        and ${subscriptions.amountDuePaise} > ${subscriptions.deliveryDays} * ${subscriptions.pricePaise}`,
    )
    .orderBy(subscriptions.id)
    .for('update');
  if (rows.length === 0) return [];
  const { rows: refunded } = await tx.execute<{ subscription_id: string; paise: number }>(sql`
    select d.subscription_id, sum(coalesce(d.paid_price_paise, d.price_paise))::int as paise
    from milk_deliveries d join subscriptions s on s.id = d.subscription_id and s.bill_no = d.bill_no
    where s.id = any(${sql.param(rows.map((r) => r.id))}::uuid[])
      and d.refund_id is not null
      and not (d.id = any(${sql.param(excluding)}::uuid[]))
    group by d.subscription_id`);
  const bySubscription = new Map(refunded.map((r) => [r.subscription_id, Number(r.paise)]));
  return rows.map((row) => ({ row, refundedPaise: bySubscription.get(row.id) ?? 0 }));
}

/** A day's new charge and Grocoins once part of its worth paid off a top-up. */
export interface DayCharge {
  id: string;
  paidPaise: number;
  coins: number;
}

/**
 * Writes what each day now charges and gives back, and takes `droppedPaise` off each bill's
 * amount due: one statement each, whatever the number of days.
 */
export async function saveTopUpsDropped(
  tx: DbOrTx,
  days: readonly DayCharge[],
  bills: readonly { id: string; droppedPaise: number }[],
  at: Date,
): Promise<void> {
  if (days.length > 0) {
    await tx.execute(sql`
      update milk_deliveries d set paid_price_paise = u.paid, coins = u.coins
      from unnest(${sql.param(days.map((d) => d.id))}::uuid[],
        ${sql.param(days.map((d) => d.paidPaise))}::int[],
        ${sql.param(days.map((d) => d.coins))}::int[]) as u(id, paid, coins)
      where d.id = u.id`);
  }
  if (bills.length > 0) {
    await tx.execute(sql`
      update subscriptions s set amount_due_paise = s.amount_due_paise - u.dropped,
        updated_at = ${at.toISOString()}::timestamptz
      from unnest(${sql.param(bills.map((b) => b.id))}::uuid[],
        ${sql.param(bills.map((b) => b.droppedPaise))}::int[]) as u(id, dropped)
      where s.id = u.id`);
  }
}
