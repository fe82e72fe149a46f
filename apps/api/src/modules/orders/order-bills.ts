import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { orders } from './orders.table';

/** Every order of a shopper, as a bill for their statement (docs/product/rules.md#books). */
export const orderBillsOf = (db: DbOrTx, userId: string) =>
  db
    .select({
      id: orders.id,
      label: orders.orderId,
      status: orders.status,
      totalPaise: orders.totalPaise,
      at: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.userId, userId));

/** The order numbers of these orders, for naming a day's book entries: one query. */
export const orderNumbersOf = async (db: DbOrTx, ids: string[]) =>
  ids.length === 0
    ? []
    : db
        .select({ id: orders.id, label: orders.orderId })
        .from(orders)
        .where(inArray(orders.id, ids));
