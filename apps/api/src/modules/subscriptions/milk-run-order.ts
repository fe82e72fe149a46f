import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { milkDeliveries, subscriptions } from './subscriptions.table';
import { inStaffOrder } from './walking-order';

/** The days a rider carries milk for: planned, then delivered or missed. */
export const onTheSheet = ['SCHEDULED', 'DELIVERED', 'MISSED'] as const;

/**
 * A store date's deliveries on the sheet in the order a rider walks them, the one order of
 * the console's route sheet and the rider's phone (docs/product/rules.md#riders): staff's
 * order where they set one, else by locality, building, flat and name (walking-order.ts),
 * read in one query with each subscription's address's first line and its place.
 */
export async function sheetInOrder(
  db: DbOrTx,
  date: string,
): Promise<(typeof milkDeliveries.$inferSelect)[]> {
  const rows = await db
    .select({
      row: milkDeliveries,
      flat: sql<string>`coalesce(${subscriptions.address}->>'flat', '')`,
      rank: subscriptions.walkRank,
    })
    .from(milkDeliveries)
    .innerJoin(subscriptions, eq(subscriptions.id, milkDeliveries.subscriptionId))
    .where(and(eq(milkDeliveries.date, date), inArray(milkDeliveries.status, onTheSheet)));
  const stops = rows.map(({ row, flat, rank }) => ({
    row,
    flat,
    rank,
    locality: row.locality,
    name: row.name,
  }));
  return inStaffOrder(stops).map((stop) => stop.row);
}

/**
 * Saves staff's walking order (docs/product/rules.md#riders): each subscription given gets its
 * place, 1 for the first, in one statement. Other subscriptions keep theirs. The plan is not
 * changed, so `updated_at` stays.
 */
export async function saveWalkingOrder(tx: DbOrTx, subscriptionIds: string[]): Promise<void> {
  if (subscriptionIds.length === 0) return;
  await tx.execute(sql`
    update subscriptions s set walk_rank = o.rank
    from unnest(${sql.param(subscriptionIds)}::uuid[]) with ordinality as o(id, rank)
    where s.id = o.id`);
}
