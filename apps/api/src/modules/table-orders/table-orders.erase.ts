import { and, eq, inArray } from 'drizzle-orm';
import { openTableOrderStatuses } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { tableOrders } from './table-orders.table';

// Account deletion keeps table orders whole (the store's accounts need them; they hold no
// address), and waits while one is still open.

/** Whether the shopper has a table order still open at the counter. */
export async function hasOpenTableOrder(tx: DbOrTx, userId: string): Promise<boolean> {
  const [tableOrder] = await tx
    .select({ id: tableOrders.id })
    .from(tableOrders)
    .where(
      and(eq(tableOrders.userId, userId), inArray(tableOrders.status, [...openTableOrderStatuses])),
    )
    .limit(1);
  return tableOrder !== undefined;
}
