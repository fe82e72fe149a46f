import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { paymentAttempts } from './payments.table';

/** Whether the shopper has an online payment the gateway has not settled yet. */
export async function hasPaymentPending(tx: DbOrTx, userId: string): Promise<boolean> {
  const [payment] = await tx
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.userId, userId), eq(paymentAttempts.status, 'Pending')))
    .limit(1);
  return payment !== undefined;
}

/** Account deletion: the address copy in each payment's priced draft goes. */
export async function eraseUser(tx: DbOrTx, userId: string): Promise<void> {
  await tx
    .update(paymentAttempts)
    .set({ draft: sql`jsonb_set(${paymentAttempts.draft}, '{address}', 'null'::jsonb)` })
    .where(
      and(
        eq(paymentAttempts.userId, userId),
        sql`${paymentAttempts.draft}->'address' <> 'null'::jsonb`,
      ),
    );
}
