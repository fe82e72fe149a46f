import { and, eq } from 'drizzle-orm';
import type { RefundStatus } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { paymentRefunds } from './payments.table';

/**
 * Refunds of card payments (payment_refunds), one row at a time: at most one per attempt, for
 * an order cancelled after it was paid, or for a payment whose order was refused. Re-exported
 * by payments.service, which also lists the open ones for staff (`openCardRefunds`).
 */

export type RefundRow = typeof paymentRefunds.$inferSelect;

/** At most one refund per attempt: a second request is no row (null). */
export async function insertRefund(
  tx: DbOrTx,
  refund: typeof paymentRefunds.$inferInsert,
): Promise<RefundRow | null> {
  const rows = await tx.insert(paymentRefunds).values(refund).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function findRefund(db: DbOrTx, id: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id));
  return row;
}

/** Settles a PENDING refund once; null when it was settled already (a second run). */
export async function settleRefund(
  tx: DbOrTx,
  id: string,
  outcome: { status: Exclude<RefundStatus, 'PENDING'>; gatewayMessage: string | null; at: Date },
): Promise<RefundRow | null> {
  const rows = await tx
    .update(paymentRefunds)
    .set({ status: outcome.status, gatewayMessage: outcome.gatewayMessage, updatedAt: outcome.at })
    .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, 'PENDING')))
    .returning();
  return rows[0] ?? null;
}
