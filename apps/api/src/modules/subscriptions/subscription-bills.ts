import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { subscriptions } from './subscriptions.table';

/**
 * Every milk subscription of a shopper with its current bill, for their statement
 * (docs/product/rules.md#books).
 */
export const subscriptionBillsOf = (db: DbOrTx, userId: string) =>
  db
    .select({
      id: subscriptions.id,
      billNo: subscriptions.billNo,
      startDate: subscriptions.startDate,
      endDate: subscriptions.endDate,
      status: subscriptions.status,
      totalPaise: subscriptions.amountDuePaise,
      at: subscriptions.createdAt,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
