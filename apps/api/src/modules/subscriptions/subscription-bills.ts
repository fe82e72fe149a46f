import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { subscriptions } from './subscriptions.table';

/**
 * Every milk subscription of a shopper with its current bill, for their statement
 * (docs/product/rules.md#books).
 */
export const subscriptionBillsOf = (db: DbOrTx, userId: string) =>
  db.select().from(subscriptions).where(eq(subscriptions.userId, userId));

/** The current bill's dates of these subscriptions, for naming a day's book entries: one query. */
export const subscriptionPeriodsOf = async (db: DbOrTx, ids: string[]) =>
  ids.length === 0
    ? []
    : db
        .select({
          id: subscriptions.id,
          billNo: subscriptions.billNo,
          startDate: subscriptions.startDate,
          endDate: subscriptions.endDate,
        })
        .from(subscriptions)
        .where(inArray(subscriptions.id, ids));
