import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { tableOrders } from './table-orders.table';

/** Every counter order of a shopper, as a bill for their statement (docs/product/rules.md#books). */
export const tableOrderBillsOf = (db: DbOrTx, userId: string) =>
  db
    .select({
      id: tableOrders.id,
      label: tableOrders.token,
      storeDate: tableOrders.storeDate,
      status: tableOrders.status,
      totalPaise: tableOrders.totalPaise,
      at: tableOrders.createdAt,
    })
    .from(tableOrders)
    .where(eq(tableOrders.userId, userId));

/** The tokens and dates of these counter orders, for naming a day's book entries: one query. */
export const tableOrderTokensOf = async (db: DbOrTx, ids: string[]) =>
  ids.length === 0
    ? []
    : db
        .select({ id: tableOrders.id, label: tableOrders.token, storeDate: tableOrders.storeDate })
        .from(tableOrders)
        .where(inArray(tableOrders.id, ids));
