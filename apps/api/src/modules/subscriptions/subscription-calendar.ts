import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { addStoreDays, datesBetween, deliversOn, type SubscriptionDay } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { dayPlanOn } from './quantity-changes';
import type { SubscriptionRow } from './subscriptions.service';
import { milkDeliveries, milkRuns } from './subscriptions.table';

/** The first and the day after the last date of a month (`YYYY-MM`). */
function monthBounds(month: string): { first: string; next: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const next =
    monthNumber === 12
      ? `${year + 1}-01-01`
      : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`;
  return { first: `${month}-01`, next };
}

/**
 * The subscriber's month (docs/product/rules.md#milk-subscriptions): every day that has a row
 * (delivered, missed, paused, skipped, cancelled, not delivered, or still scheduled) as the row
 * says, with the coins it was credited; and every later delivery day of the current plan that
 * no run has reached yet (after `today`), SKIPPED when skipped, PAUSED while the subscription is paused, else
 * PLANNED (only while it is live), with the quantity planned for it (quantity-changes.ts). In
 * date order.
 */
export async function subscriptionCalendar(
  db: DbOrTx,
  row: SubscriptionRow,
  month: string,
  today: string,
): Promise<SubscriptionDay[]> {
  const { first, next } = monthBounds(month);
  const rows = await db
    .select({
      date: milkDeliveries.date,
      status: milkDeliveries.status,
      quantity: milkDeliveries.quantity,
      coins: milkDeliveries.coins,
    })
    .from(milkDeliveries)
    .where(
      and(
        eq(milkDeliveries.subscriptionId, row.id),
        gte(milkDeliveries.date, first),
        lt(milkDeliveries.date, next),
      ),
    )
    .orderBy(asc(milkDeliveries.date));
  const days: SubscriptionDay[] = rows;
  const live = row.status === 'PENDING' || row.status === 'ACTIVE' || row.status === 'INACTIVE';
  if (!live) return days;

  // A day is still to come after today while its run is not made.
  const made = new Set(
    (
      await db
        .select({ date: milkRuns.date })
        .from(milkRuns)
        .where(and(gte(milkRuns.date, first), lt(milkRuns.date, next)))
    ).map((r) => r.date),
  );
  const known = new Set(rows.map((r) => r.date));
  const skipped = new Set(row.skippedDates);
  const tomorrow = addStoreDays(today, 1);
  const from = [first, row.startDate, tomorrow].sort().at(-1)!;
  const last = addStoreDays(next, -1);
  const to = last < row.endDate ? last : row.endDate;
  for (const date of datesBetween(from, to)) {
    if (known.has(date) || made.has(date) || !deliversOn(row, date)) continue;
    const status = skipped.has(date) ? 'SKIPPED' : row.status === 'INACTIVE' ? 'PAUSED' : 'PLANNED';
    days.push({ date, status, quantity: dayPlanOn(row, date).quantity, coins: 0 });
  }
  return days.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
