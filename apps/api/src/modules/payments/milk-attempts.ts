import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import type { AttemptRow } from './payments.service';
import { paymentAttempts } from './payments.table';

/**
 * A shopper's card payment of this milk bill still under way for this amount (and the same client), newest first
 * (index subscription_id, bill_no): paying again answers it rather than opening a second
 * gateway order for the same money (docs/product/rules.md#milk-subscriptions).
 */
export async function openMilkAttempt(
  db: DbOrTx,
  bill: {
    userId: string;
    subscriptionId: string;
    billNo: number;
    amountPaise: number;
    client: AttemptRow['client'];
  },
): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.subscriptionId, bill.subscriptionId),
        eq(paymentAttempts.billNo, bill.billNo),
        eq(paymentAttempts.userId, bill.userId),
        eq(paymentAttempts.amountPaise, bill.amountPaise),
        eq(paymentAttempts.client, bill.client),
        eq(paymentAttempts.status, 'Pending'),
      ),
    )
    .orderBy(desc(paymentAttempts.createdAt))
    .limit(1);
  return row;
}
