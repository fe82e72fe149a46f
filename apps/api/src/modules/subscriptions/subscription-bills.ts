import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { subscriptions } from './subscriptions.table';

/**
 * Every milk subscription of a shopper with its current bill, for their statement
 * (docs/product/rules.md#books).
 */
export const subscriptionBillsOf = (db: DbOrTx, userId: string) =>
  db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
