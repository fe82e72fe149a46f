import { desc, inArray } from 'drizzle-orm';
import { toRupees, type OrderSummary } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { orders } from './orders.table';

/** These orders as summaries, by id, newest first (one query for a page of complaints). */
export async function orderSummaries(
  db: DbOrTx,
  ids: string[],
): Promise<Map<string, OrderSummary>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      _id: orders.id,
      orderId: orders.orderId,
      status: orders.status,
      totalPaise: orders.totalPaise,
      createdAt: orders.createdAt,
      deliveryType: orders.deliveryType,
    })
    .from(orders)
    .where(inArray(orders.id, wanted))
    .orderBy(desc(orders.createdAt));
  return new Map(
    rows.map(({ totalPaise, createdAt, ...o }) => [
      o._id,
      { ...o, totalAmount: toRupees(totalPaise), createdAt: createdAt.toISOString() },
    ]),
  );
}
