import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { gatewaySimulatorTransactions } from './simulator.table';

/**
 * The stand-in's books (gateway_simulator_transactions): one row per order_id, in the status
 * API's words. Every change reads its row under a lock (SELECT … FOR UPDATE), so a double
 * click decides once and concurrent refunds cannot give back more than was paid.
 */

export type SimulatorTransaction = typeof gatewaySimulatorTransactions.$inferSelect;

/** The outcomes the payment page offers, and what each becomes in the books. */
export const outcomeStatus = {
  pay: 'Successful',
  fail: 'Unsuccessful',
  cancel: 'Aborted',
} as const;
export type SimulatorOutcome = keyof typeof outcomeStatus;

const digits = (count: number): string =>
  String(randomInt(10 ** (count - 1), 10 ** count)).padStart(count, '0');

const lockByOrder = (tx: DbOrTx, orderId: string) =>
  tx
    .select()
    .from(gatewaySimulatorTransactions)
    .where(eq(gatewaySimulatorTransactions.orderId, orderId))
    .for('update')
    .then((rows) => rows[0]);

/**
 * The payment page was opened for an order: recorded as Initiated the first time (with a
 * 12-digit tracking id and a bank reference). An order still Initiated takes the latest
 * request's amount; `null` when the order was already decided.
 */
export async function openTransaction(
  db: DbOrTx,
  now: Date,
  request: { orderId: string; amountPaise: number },
): Promise<SimulatorTransaction | null> {
  return db.transaction(async (tx) => {
    await tx
      .insert(gatewaySimulatorTransactions)
      .values({
        orderId: request.orderId,
        trackingId: digits(12),
        bankRefNo: digits(10),
        orderStatus: 'Initiated',
        amountPaise: request.amountPaise,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: gatewaySimulatorTransactions.orderId });
    const row = await lockByOrder(tx, request.orderId);
    if (!row || row.orderStatus !== 'Initiated') return null;
    if (row.amountPaise === request.amountPaise) return row;
    const [updated] = await tx
      .update(gatewaySimulatorTransactions)
      .set({ amountPaise: request.amountPaise, updatedAt: now })
      .where(eq(gatewaySimulatorTransactions.orderId, request.orderId))
      .returning();
    return updated ?? null;
  });
}

/** Records the shopper's choice, once: only an order whose page was opened and is Initiated. */
export async function decideTransaction(
  db: DbOrTx,
  now: Date,
  request: { orderId: string; amountPaise: number; outcome: SimulatorOutcome },
): Promise<SimulatorTransaction | 'unknown' | 'decided'> {
  return db.transaction(async (tx) => {
    const row = await lockByOrder(tx, request.orderId);
    if (!row) return 'unknown';
    if (row.orderStatus !== 'Initiated') return 'decided';
    const [updated] = await tx
      .update(gatewaySimulatorTransactions)
      .set({
        orderStatus: outcomeStatus[request.outcome],
        amountPaise: request.amountPaise,
        updatedAt: now,
      })
      .where(eq(gatewaySimulatorTransactions.orderId, request.orderId))
      .returning();
    return updated ?? 'unknown';
  });
}

export async function findTransaction(
  db: DbOrTx,
  by: { orderId: string } | { trackingId: string },
): Promise<SimulatorTransaction | undefined> {
  const [row] = await db
    .select()
    .from(gatewaySimulatorTransactions)
    .where(
      'orderId' in by
        ? eq(gatewaySimulatorTransactions.orderId, by.orderId)
        : eq(gatewaySimulatorTransactions.trackingId, by.trackingId),
    );
  return row;
}

export type RefundOutcome =
  { ok: true; reason: string } | { ok: false; reason: string; errorCode: string };

/**
 * The refund API's rules: a refund_ref_no already used answers success again and refunds
 * nothing; otherwise only a paid order, at most what is left of it; a full refund marks the
 * order Refunded.
 */
export async function refundTransaction(
  db: DbOrTx,
  now: Date,
  request: { trackingId: string; amountPaise: number; refundRef: string },
): Promise<RefundOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(gatewaySimulatorTransactions)
      .where(eq(gatewaySimulatorTransactions.trackingId, request.trackingId))
      .for('update');
    if (!row) return { ok: false, reason: 'No records found', errorCode: '51313' };
    if (row.refundRefs.includes(request.refundRef)) {
      return { ok: true, reason: 'Refund already processed for this refund reference' };
    }
    if (row.orderStatus !== 'Successful' && row.orderStatus !== 'Refunded') {
      return { ok: false, reason: 'Order is not in a refundable state', errorCode: '51421' };
    }
    const left = row.amountPaise - row.refundedPaise;
    if (request.amountPaise > left) {
      return {
        ok: false,
        reason: 'Refund amount is greater than the refundable amount',
        errorCode: '51420',
      };
    }
    const refundedPaise = row.refundedPaise + request.amountPaise;
    await tx
      .update(gatewaySimulatorTransactions)
      .set({
        refundedPaise,
        refundRefs: [...row.refundRefs, request.refundRef],
        orderStatus: refundedPaise >= row.amountPaise ? 'Refunded' : row.orderStatus,
        updatedAt: now,
      })
      .where(eq(gatewaySimulatorTransactions.orderId, row.orderId));
    return { ok: true, reason: '' };
  });
}
