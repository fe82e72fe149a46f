import { and, asc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { toRupees, type MilkRun, type MilkRunDelivery } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { milkDeliveries, milkRuns } from './subscriptions.table';
import { onTheSheet, sheetInOrder } from './milk-run-order';
import { readAll } from '../../db/read-all';

export type MilkDeliveryRow = typeof milkDeliveries.$inferSelect;

export async function milkRunExists(db: DbOrTx, date: string): Promise<boolean> {
  const [row] = await db
    .select({ date: milkRuns.date })
    .from(milkRuns)
    .where(eq(milkRuns.date, date))
    .limit(1);
  return row !== undefined;
}

/** The first date from `from` to `to` (both included) whose run is made, or null. */
export async function firstMadeRun(db: DbOrTx, from: string, to: string): Promise<string | null> {
  const [row] = await db
    .select({ date: milkRuns.date })
    .from(milkRuns)
    .where(and(gte(milkRuns.date, from), lte(milkRuns.date, to)))
    .orderBy(asc(milkRuns.date))
    .limit(1);
  return row?.date ?? null;
}

/** One delivery, row-locked until the transaction ends. */
export async function lockMilkDelivery(
  tx: DbOrTx,
  id: string,
): Promise<MilkDeliveryRow | undefined> {
  const [row] = await tx
    .select()
    .from(milkDeliveries)
    .where(eq(milkDeliveries.id, id))
    .for('update');
  return row;
}

/** Saves a mark (or its undoing) on one delivery. */
export async function saveMilkMark(
  tx: DbOrTx,
  id: string,
  mark: Pick<MilkDeliveryRow, 'status' | 'coins' | 'marks' | 'markedAt'> &
    Partial<Pick<MilkDeliveryRow, 'missedReason'>>,
  at: Date,
): Promise<MilkDeliveryRow> {
  const [row] = await tx
    .update(milkDeliveries)
    .set({ ...mark, updatedAt: at })
    .where(eq(milkDeliveries.id, id))
    .returning();
  return row!;
}

/** A lowered quantity's difference in a day's coins (milk-day-rows.ts), as SQL. */
const loweredCoins = sql<number>`coalesce(greatest(${milkDeliveries.paidPricePaise} - ${milkDeliveries.pricePaise}, 0) / 100, 0)::int`;

/**
 * The paused and skipped days of a date, each worth its milk's coins (a run credits them; a
 * lowered quantity's difference in the row's coins is credited apart, `loweredDays`).
 */
export async function pausedDays(
  db: DbOrTx,
  date: string,
): Promise<
  {
    userId: string;
    subscriptionId: string;
    billNo: number;
    coins: number;
    status: MilkDeliveryRow['status'];
  }[]
> {
  return db
    .select({
      status: milkDeliveries.status,
      userId: milkDeliveries.userId,
      subscriptionId: milkDeliveries.subscriptionId,
      billNo: milkDeliveries.billNo,
      coins: sql<number>`(${milkDeliveries.coins} - ${loweredCoins})::int`,
    })
    .from(milkDeliveries)
    .where(
      and(eq(milkDeliveries.date, date), inArray(milkDeliveries.status, ['PAUSED', 'SKIPPED'])),
    );
}

/**
 * The days of a date a run wrote (on the sheet, paused or skipped) at a lower quantity than
 * their bill paid for, each worth the difference's Grocoins (the floor of its rupees:
 * `milkDayCoins`); the run credits them.
 */
export async function loweredDays(
  db: DbOrTx,
  date: string,
): Promise<{ userId: string; subscriptionId: string; billNo: number; coins: number }[]> {
  return db
    .select({
      userId: milkDeliveries.userId,
      subscriptionId: milkDeliveries.subscriptionId,
      billNo: milkDeliveries.billNo,
      coins: loweredCoins,
    })
    .from(milkDeliveries)
    .where(
      and(
        eq(milkDeliveries.date, date),
        inArray(milkDeliveries.status, [...onTheSheet, 'PAUSED', 'SKIPPED']),
        isNotNull(milkDeliveries.paidPricePaise),
      ),
    );
}

export const toMilkRunDelivery = (row: MilkDeliveryRow): MilkRunDelivery => ({
  _id: row.id,
  subscriptionId: row.subscriptionId,
  date: row.date,
  name: row.name,
  phone: row.phone,
  address: row.address,
  locality: row.locality,
  quantity: row.quantity,
  amount: toRupees(row.pricePaise),
  status: row.status,
  coins: row.coins,
  markedAt: row.markedAt?.toISOString() ?? null,
  missedReason: row.missedReason ?? null,
});

/**
 * The route sheet of a date as stored: deliveries in the order a rider walks them
 * (`sheetInOrder`, as on the rider's phone), their count per quantity option, and the paused
 * days credited.
 * A date whose run has not been made yet answers `generatedAt: null` and empty lists.
 */
export async function readMilkRun(db: DbOrTx, date: string): Promise<MilkRun> {
  const [run] = await db.select().from(milkRuns).where(eq(milkRuns.date, date)).limit(1);
  if (!run) return { date, generatedAt: null, deliveries: [], totals: {}, pausedCredits: [] };
  const [delivered, paused] = await readAll(
    db,
    () => sheetInOrder(db, date),
    () =>
      db
        .select()
        .from(milkDeliveries)
        .where(and(eq(milkDeliveries.date, date), eq(milkDeliveries.status, 'PAUSED')))
        .orderBy(asc(milkDeliveries.name), asc(milkDeliveries.id)),
  );
  const totals: Record<string, number> = {};
  for (const d of delivered) totals[d.quantity] = (totals[d.quantity] ?? 0) + 1;
  return {
    date,
    generatedAt: run.generatedAt.toISOString(),
    deliveries: delivered.map(toMilkRunDelivery),
    totals,
    pausedCredits: paused.map((p) => ({
      subscriptionId: p.subscriptionId,
      name: p.name,
      phone: p.phone,
      quantity: p.quantity,
      coins: p.coins,
    })),
  };
}

/** A store date's deliveries on the sheet for a rider's phone, in the route sheet's order. */
export async function riderMilkRun(db: DbOrTx, date: string): Promise<MilkRunDelivery[]> {
  return (await sheetInOrder(db, date)).map(toMilkRunDelivery);
}
