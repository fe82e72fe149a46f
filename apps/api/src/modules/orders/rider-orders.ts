import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import type { OrderRow } from './orders.service';
import { orders } from './orders.table';

/** A rider's open orders (docs/product/rules.md#riders): accepted, given to them, oldest first. */
export async function riderOpenOrders(db: DbOrTx, riderId: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.riderId, riderId), eq(orders.status, 'ACCEPTED')))
    .orderBy(asc(orders.createdAt), asc(orders.id));
}

/** Sets the out-for-delivery marker, once: a later mark keeps the first instant. */
export async function markOutForDelivery(tx: DbOrTx, row: OrderRow, at: Date): Promise<OrderRow> {
  if (row.outForDeliveryAt) return row;
  const [saved] = await tx
    .update(orders)
    .set({ outForDeliveryAt: at, updatedAt: at })
    .where(eq(orders.id, row.id))
    .returning();
  return saved!;
}
