import { and, count, desc, eq, inArray, isNull, min, sql } from 'drizzle-orm';
import { toRupees, type OrderPayment, type RefundStatus } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import {
  paymentAttempts,
  paymentRefunds,
  type MilkPaymentDraft,
  type OrderPaymentDraft,
} from './payments.table';

export type AttemptRow = typeof paymentAttempts.$inferSelect;
export type NewAttempt = typeof paymentAttempts.$inferInsert;
export type { MilkPaymentDraft, OrderPaymentDraft, PaymentDraft } from './payments.table';

/** An order's payment attempt, and a milk bill's (docs/product/rules.md#milk-subscriptions). */
export type OrderAttempt = AttemptRow & { draft: OrderPaymentDraft; subscriptionId: null };
export type MilkAttempt = AttemptRow & {
  draft: MilkPaymentDraft;
  subscriptionId: string;
  billNo: number;
};
export const isMilkAttempt = (attempt: AttemptRow): attempt is MilkAttempt =>
  attempt.draft.kind === 'MILK';
/** Coins an attempt holds while it is under way (a milk bill's hold none). */
export const heldCoinsOf = (attempt: AttemptRow): number =>
  attempt.draft.kind === 'MILK' ? 0 : attempt.draft.redeemedCoins;
export { findRefund, insertRefund, settleRefund, type RefundRow } from './card-refunds';

export async function findAttemptByOrderId(
  db: DbOrTx,
  orderId: string,
): Promise<AttemptRow | undefined> {
  const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId));
  return row;
}

/** One attempt, row-locked until the transaction ends (call under the ledger lock, `locks.ledger`). */
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

/**
 * A shopper's unfinished (Pending) attempts: how many, and when the oldest began. Read under
 * the ledger lock when it decides whether another may start (index user_id, created_at).
 */
export async function openAttemptsOf(
  db: DbOrTx,
  userId: string,
): Promise<{ open: number; oldest: Date | null }> {
  const [row] = await db
    .select({ open: count(), oldest: min(paymentAttempts.createdAt) })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.userId, userId), eq(paymentAttempts.status, 'Pending')));
  return { open: row?.open ?? 0, oldest: row?.oldest ?? null };
}

/** The paid attempt behind an order (`orders.id` = the attempt's order_ref). */
export async function paidAttemptOf(db: DbOrTx, orderRef: string): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderRef, orderRef), eq(paymentAttempts.status, 'Success')));
  return row;
}

export async function findAttempt(db: DbOrTx, id: string): Promise<AttemptRow | undefined> {
  const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id));
  return row;
}

/** A card refund staff must still see through: asked and not yet made, or refused. */
export interface OpenCardRefund {
  id: string;
  status: Exclude<RefundStatus, 'REFUNDED'>;
  amountPaise: number;
  gatewayMessage: string | null;
  createdAt: Date;
  /** The shop's order number (ORD-…) the payment was for, or a milk bill's payment's (MLK-…). */
  orderId: string;
  /** The milk subscription whose bill it paid, or null for an order. */
  subscriptionId: string | null;
  userId: string;
  orderRef: string;
  /** Why the paid attempt placed no order (no order row exists), or null for a cancelled order. */
  orderRefused: AttemptRow['orderRefused'];
  trackingId: string | null;
  refundRef: string;
}

/**
 * The console's "Refunds due": every card refund not REFUNDED (PENDING or FAILED), newest
 * first, with the payment it gives back. The index it wants is a partial one on created_at
 * with this very predicate: refunds made are most of the table and are never read here.
 */
export async function openCardRefunds(db: DbOrTx, limit: number): Promise<OpenCardRefund[]> {
  const rows = await db
    .select({
      id: paymentRefunds.id,
      status: paymentRefunds.status,
      amountPaise: paymentRefunds.amountPaise,
      gatewayMessage: paymentRefunds.gatewayMessage,
      createdAt: paymentRefunds.createdAt,
      orderId: paymentAttempts.orderId,
      subscriptionId: paymentAttempts.subscriptionId,
      userId: paymentAttempts.userId,
      orderRef: paymentRefunds.orderRef,
      orderRefused: paymentAttempts.orderRefused,
      trackingId: paymentAttempts.trackingId,
      refundRef: paymentRefunds.refundRef,
    })
    .from(paymentRefunds)
    .innerJoin(paymentAttempts, eq(paymentAttempts.id, paymentRefunds.attemptId))
    // A literal, not a parameter, so a partial index with this predicate matches any plan.
    .where(sql`${paymentRefunds.status} <> 'REFUNDED'`)
    .orderBy(desc(paymentRefunds.createdAt), desc(paymentRefunds.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, status: row.status as OpenCardRefund['status'] }));
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
              reference: refund.refundRef,
              message: refund.gatewayMessage,
              requestedAt: refund.createdAt.toISOString(),
            }
          : null,
      },
    ]),
  );
}
