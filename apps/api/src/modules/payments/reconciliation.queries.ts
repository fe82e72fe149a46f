import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import type { AttemptRow } from './payments.service';
import { paymentAttempts } from './payments.table';

// What the payments' reconciliation reads and notes (flows/payments/reconcile-payments.ts).

/** Pending attempts started before `before`, oldest first (the reconciliation's batch). */
export async function pendingAttempts(
  db: DbOrTx,
  before: Date,
  limit: number,
): Promise<AttemptRow[]> {
  return db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.status, 'Pending'), lt(paymentAttempts.createdAt, before)))
    .orderBy(asc(paymentAttempts.createdAt))
    .limit(limit);
}

/**
 * Attempts the shop gave up on (Aborted with `message`, its own word for "unpaid for 30
 * minutes") that began after `since` and were last looked at before `lookedBefore`, oldest
 * first: the gateway may still take the payment of their page. The (status, created_at)
 * index reads them.
 */
export async function givenUpAttempts(
  db: DbOrTx,
  filter: { message: string; since: Date; lookedBefore: Date; limit: number },
): Promise<AttemptRow[]> {
  return db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.status, 'Aborted'),
        gt(paymentAttempts.createdAt, filter.since),
        eq(paymentAttempts.gatewayMessage, filter.message),
        lt(paymentAttempts.updatedAt, filter.lookedBefore),
      ),
    )
    .orderBy(asc(paymentAttempts.createdAt))
    .limit(filter.limit);
}

/** Notes that a given-up attempt was looked at again (its `updated_at`), changing nothing else. */
export async function markAttemptLookedAt(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db
    .update(paymentAttempts)
    .set({ updatedAt: at })
    .where(and(eq(paymentAttempts.id, id), eq(paymentAttempts.status, 'Aborted')));
}
