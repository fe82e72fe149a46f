import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { orders } from './orders.table';

/** Whether the shopper has an order still in progress (waiting or accepted). */
export async function hasOrderInProgress(tx: DbOrTx, userId: string): Promise<boolean> {
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, ['PENDING', 'ACCEPTED'])))
    .limit(1);
  return order !== undefined;
}

/**
 * Account deletion: the address copies on the shopper's orders go; the orders, their lines
 * and totals stay, without anything that names the shopper (the store's accounts need them).
 */
export async function eraseUser(tx: DbOrTx, userId: string): Promise<void> {
  await tx
    .update(orders)
    .set({ address: null })
    .where(and(eq(orders.userId, userId), isNotNull(orders.address)));
}
