import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { toRupees, type OrderPayment, type RefundStatus } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { paymentAttempts, paymentRefunds } from './payments.table';

export type AttemptRow = typeof paymentAttempts.$inferSelect;
export type NewAttempt = typeof paymentAttempts.$inferInsert;
export type RefundRow = typeof paymentRefunds.$inferSelect;

export async function findAttemptByOrderId(
  db: DbOrTx,
  orderId: string,
): Promise<AttemptRow | undefined> {
  const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId));
  return row;
}

/** One attempt, row-locked until the transaction ends (call after `lockLedger`). */
export async function lockAttempt(tx: DbOrTx, id: string): Promise<AttemptRow | undefined> {
  const [row] = await tx
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.id, id))
    .for('update');
  return row;
}

export async function insertAttempt(tx: DbOrTx, attempt: NewAttempt): Promise<AttemptRow> {
  const [row] = await tx.insert(paymentAttempts).values(attempt).returning();
  return row!;
}

export async function saveAttempt(
  tx: DbOrTx,
  id: string,
  change: Partial<Omit<AttemptRow, 'id'>> & { updatedAt: Date },
): Promise<AttemptRow> {
  const [row] = await tx
    .update(paymentAttempts)
    .set(change)
    .where(eq(paymentAttempts.id, id))
    .returning();
  return row!;
}

/** Whether a payment of this shopper still under way holds coins (its order is not placed yet). */
export async function paymentHoldsCoins(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.userId, userId),
        eq(paymentAttempts.status, 'Pending'),
        isNull(paymentAttempts.coinsReleasedAt),
        sql`(${paymentAttempts.draft}->>'redeemedCoins')::int > 0`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

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

/** The paid attempt behind an order (`orders.id` = the attempt's order_ref). */
export async function paidAttemptOf(db: DbOrTx, orderRef: string): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderRef, orderRef), eq(paymentAttempts.status, 'Success')));
  return row;
}

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

export async function findAttempt(db: DbOrTx, id: string): Promise<AttemptRow | undefined> {
  const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id));
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

/**
 * The payment (and any refund) of each of these orders, by `orders.id`, in one query: orders
 * paid online are keyed by the attempt's order_ref.
 */
export async function paymentsOf(
  db: DbOrTx,
  orderRefs: string[],
): Promise<Map<string, OrderPayment>> {
  if (orderRefs.length === 0) return new Map();
  const rows = await db
    .select({ attempt: paymentAttempts, refund: paymentRefunds })
    .from(paymentAttempts)
    .leftJoin(paymentRefunds, eq(paymentRefunds.attemptId, paymentAttempts.id))
    .where(inArray(paymentAttempts.orderRef, orderRefs));
  return new Map(
    rows.map(({ attempt, refund }) => [
      attempt.orderRef,
      {
        status: attempt.status,
        amount: toRupees(attempt.amountPaise),
        trackingId: attempt.trackingId,
        bankRefNo: attempt.bankRefNo,
        paymentMode: attempt.paymentMode,
        paidAt: attempt.paidAt?.toISOString() ?? null,
        refund: refund
          ? {
              amount: toRupees(refund.amountPaise),
              status: refund.status,
              message: refund.gatewayMessage,
              requestedAt: refund.createdAt.toISOString(),
            }
          : null,
      },
    ]),
  );
}
