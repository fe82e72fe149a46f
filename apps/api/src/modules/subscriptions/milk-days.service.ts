import { and, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import {
  givenBackReasons,
  toRupees,
  type GivenBack,
  type GivenBackReason,
} from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { deliveryColumns, deliversOnSql, insertColumns } from './milk-day-rows';
import { milkDeliveries, milkRefunds } from './subscriptions.table';

/** One paid day given back by `insertGivenBackDays`. */
export interface GivenBackDay {
  id: string;
  subscriptionId: string;
  userId: string;
  billNo: number;
  date: string;
  coins: number;
  /** What the bill paid for the day (more than its milk costs when the quantity was lowered). */
  pricePaise: number;
}

/**
 * Gives back every day of each subscription's current bill from `from` (or its first day) to
 * `to` (store dates, both included) that has no row of that bill yet, as rows of `status`
 * (docs/product.md, "Every paid milk day is delivered or given back"). Only paid bills have
 * days to give back.
 * The unique (subscription, bill, date) key makes each day's fate one: a day already
 * delivered, paused, missed or given back is left alone, and a retry or a racing caller
 * writes nothing twice. Answers the days this call wrote, in date order.
 */
/** Which days to give back: these subscriptions' days from `from` to `to`, as `status`. */
export interface GivenBackRange {
  subscriptionIds: readonly string[];
  /** The first date, or null for each bill's first day. */
  from: string | null;
  to: string;
  status: 'CANCELLED' | 'UNSERVED';
  at: Date;
}

export async function insertGivenBackDays(
  tx: DbOrTx,
  input: GivenBackRange & {
    /** The refund their money goes to, when staff chose one; else Grocoins. */
    refundId?: string;
  },
): Promise<GivenBackDay[]> {
  if (input.subscriptionIds.length === 0 || (input.from !== null && input.to < input.from)) {
    return [];
  }
  const { rows } = await tx.execute<{
    id: string;
    subscription_id: string;
    user_id: string;
    bill_no: number;
    date: string;
    coins: number;
    price_paise: number;
  }>(sql`
    insert into milk_deliveries ${insertColumns}
    select ${deliveryColumns(sql`g.day::date`, input.status, input.at, input.refundId ?? null)}
    from subscriptions s join users u on u.id = s.user_id
    cross join lateral generate_series(
      greatest(s.start_date, coalesce(${input.from}::date, s.start_date)),
      least(s.end_date, ${input.to}::date),
      interval '1 day') as g(day)
    where s.id = any(${`{${input.subscriptionIds.join(',')}}`}::uuid[])
      and s.paid_at is not null and ${deliversOnSql(sql`g.day::date`)}
    on conflict on constraint milk_deliveries_subscription_bill_date_unique do nothing
    returning id, subscription_id, user_id, bill_no, to_char(date, 'YYYY-MM-DD') as date, coins,
      coalesce(paid_price_paise, price_paise) as price_paise`);
  return rows
    .map((r) => ({
      id: r.id,
      subscriptionId: r.subscription_id,
      userId: r.user_id,
      billNo: Number(r.bill_no),
      date: r.date,
      coins: Number(r.coins),
      pricePaise: Number(r.price_paise),
    }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

export type MilkRefundRow = typeof milkRefunds.$inferSelect;

/** Records money owed back for given-back days; a second call with the same `ref` writes nothing. */
export async function insertMilkRefund(
  tx: DbOrTx,
  refund: typeof milkRefunds.$inferInsert,
): Promise<MilkRefundRow | null> {
  const rows = await tx.insert(milkRefunds).values(refund).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

/** The refunds still to hand back, oldest first (the console's list; its status index). */
export async function dueMilkRefunds(db: DbOrTx, limit: number): Promise<MilkRefundRow[]> {
  return db
    .select()
    .from(milkRefunds)
    .where(eq(milkRefunds.status, 'DUE'))
    .orderBy(desc(milkRefunds.createdAt))
    .limit(limit);
}

/** Marks a due refund handed back, once: null when it was paid already or does not exist. */
export async function markMilkRefundPaid(
  tx: DbOrTx,
  id: string,
  paid: { by: string; at: Date; note: string | null },
): Promise<MilkRefundRow | null> {
  const rows = await tx
    .update(milkRefunds)
    .set({ status: 'PAID', paidBy: paid.by, paidAt: paid.at, note: paid.note })
    .where(and(eq(milkRefunds.id, id), eq(milkRefunds.status, 'DUE')))
    .returning();
  return rows[0] ?? null;
}

export async function findMilkRefund(db: DbOrTx, id: string): Promise<MilkRefundRow | undefined> {
  const [row] = await db.select().from(milkRefunds).where(eq(milkRefunds.id, id));
  return row;
}

/** The day statuses that give a day back whole. */
const givingBack = ['PAUSED', 'SKIPPED', 'MISSED', 'CANCELLED', 'UNSERVED'] as const;
/**
 * The days whose milk is kept (on the sheet, or delivered): such a day gives back only a
 * lowered quantity's difference. Not the route sheet's list, which holds missed days too
 * (milk-run-order.ts).
 */
export const keptDays = ['SCHEDULED', 'DELIVERED'] as const;
const reasonSql = sql<GivenBackReason>`case when ${milkDeliveries.status} in ('SCHEDULED', 'DELIVERED') then 'LOWERED' else ${milkDeliveries.status} end`;

/**
 * What each subscription's current bill gave back so far, by reason (one query for them all):
 * its days, the Grocoins they were worth, and the money of the days refunded instead.
 */
export async function givenBackOf(
  db: DbOrTx,
  bills: readonly { id: string; billNo: number }[],
): Promise<Map<string, GivenBack[]>> {
  if (bills.length === 0) return new Map();
  const rows = await db
    .select({
      subscriptionId: milkDeliveries.subscriptionId,
      billNo: milkDeliveries.billNo,
      reason: reasonSql,
      days: sql<number>`count(*)::int`,
      coins: sql<number>`coalesce(sum(${milkDeliveries.coins}), 0)::int`,
      refundPaise: sql<number>`coalesce(sum(coalesce(${milkDeliveries.paidPricePaise}, ${milkDeliveries.pricePaise})) filter (where ${milkDeliveries.refundId} is not null), 0)::int`,
    })
    .from(milkDeliveries)
    .where(
      and(
        inArray(
          milkDeliveries.subscriptionId,
          bills.map((b) => b.id),
        ),
        or(
          inArray(milkDeliveries.status, givingBack),
          and(inArray(milkDeliveries.status, keptDays), gt(milkDeliveries.coins, 0)),
        ),
      ),
    )
    .groupBy(milkDeliveries.subscriptionId, milkDeliveries.billNo, reasonSql);
  const current = new Map(bills.map((b) => [b.id, b.billNo]));
  const result = new Map<string, GivenBack[]>(bills.map((b) => [b.id, []]));
  for (const reason of givenBackReasons) {
    for (const row of rows) {
      if (row.reason !== reason || current.get(row.subscriptionId) !== row.billNo) continue;
      result.get(row.subscriptionId)!.push({
        reason,
        days: row.days,
        coins: row.coins,
        refund: toRupees(row.refundPaise),
      });
    }
  }
  return result;
}
