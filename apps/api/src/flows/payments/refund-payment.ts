import type { Db, DbOrTx } from '../../db/database';
import type { Jobs } from '../../jobs/payloads';
import type { Clock } from '../../lib/clock';
import { publishEvent } from '../../lib/events';
import { providerFailure } from '../../lib/provider-error';
import type { OrderRow } from '../../modules/orders/orders.service';
import type { CardGateway, GatewayRefundResult } from '../../modules/payments/gateway/gateway';
import {
  findAttempt,
  findRefund,
  insertRefund,
  paidAttemptOf,
  settleRefund,
  type AttemptRow,
  type RefundRow,
} from '../../modules/payments/payments.service';
import { recordCardRefund } from '../books/card-entries';
import type { PaymentLog } from './settle-payment';

/** Sent to the gateway as refund_ref_no: one per order, so a retried call refunds once. */
export const refundRefOf = (orderId: string) => `RF-${orderId}`;

/**
 * A cancelled order that was paid online gets its money back: inside the transaction that
 * cancels it, a PENDING refund of the whole payment is recorded (at most one per payment) and
 * the `refund-payment` job is queued, so the gateway is asked only once the cancellation has
 * committed. Whoever cancels (staff today, the shopper later) calls this. Null when there is
 * nothing to refund or it was asked for already.
 */
export async function requestRefund(
  tx: DbOrTx,
  jobs: Pick<Jobs, 'send'>,
  order: Pick<OrderRow, 'id' | 'orderId' | 'paymentMethod'>,
  now: Date,
): Promise<RefundRow | null> {
  if (order.paymentMethod !== 'CCAVENUE') return null;
  const attempt = await paidAttemptOf(tx, order.id);
  if (!attempt) return null; // a zero-total order: nothing was paid online
  return refundAttempt(tx, jobs, attempt, now);
}

/**
 * Records a PENDING refund of a paid attempt's whole amount and queues the `refund-payment`
 * job, in the caller's transaction: a cancelled order's payment, or a payment whose order was
 * refused (settle-success.ts). Keyed by the attempt's order_ref (the order's id, or the id the
 * order would have had) and `RF-<orderId>`; null when this attempt's refund exists already.
 */
export async function refundAttempt(
  tx: DbOrTx,
  jobs: Pick<Jobs, 'send'>,
  attempt: Pick<AttemptRow, 'id' | 'orderRef' | 'orderId' | 'amountPaise' | 'userId'>,
  now: Date,
): Promise<RefundRow | null> {
  const refund = await insertRefund(tx, {
    attemptId: attempt.id,
    orderRef: attempt.orderRef,
    amountPaise: attempt.amountPaise,
    refundRef: refundRefOf(attempt.orderId),
    status: 'PENDING',
    createdAt: now,
    updatedAt: now,
  });
  if (refund) {
    await jobs.send(tx, 'refund-payment', { refundId: refund.id });
    await publishEvent(tx, { type: 'refund.updated', id: refund.id, userId: attempt.userId });
  }
  return refund;
}

/**
 * The `refund-payment` job: asks the gateway's refund API for a PENDING refund and records
 * its answer (REFUNDED, or FAILED with the gateway's reason); the console hears of it. When
 * the gateway cannot be reached the error is thrown, so the queue tries again with back-off;
 * the refund reference keeps a repeated call from refunding twice.
 */
export async function refundPayment(
  deps: { db: Db; gateway: CardGateway | null; clock: Clock; log: PaymentLog },
  refundId: string,
): Promise<RefundRow | undefined> {
  const { db, gateway, clock, log } = deps;
  const refund = await findRefund(db, refundId);
  if (!refund) {
    log.warn({ refundId }, 'refund not found');
    return undefined;
  }
  if (refund.status !== 'PENDING') return refund;
  const attempt = await findAttempt(db, refund.attemptId);
  const about = { refundId, orderId: attempt?.orderId, refundRef: refund.refundRef };
  if (!gateway) {
    log.error(about, 'refund waits: online payment is off (CCAVENUE_MODE=off)');
    throw new Error('online payment is off: the refund waits for the gateway');
  }

  let result: GatewayRefundResult;
  if (!attempt?.trackingId) {
    result = { ok: false, message: 'The payment has no gateway tracking id to refund' };
  } else {
    try {
      result = await gateway.refund({
        trackingId: attempt.trackingId,
        amountPaise: refund.amountPaise,
        refundRef: refund.refundRef,
      });
    } catch (err) {
      const failure = providerFailure(err, { provider: 'ccavenue', operation: 'refundOrder' });
      log.error({ ...about, ...failure }, 'refund call failed; it will be tried again');
      throw err;
    }
  }
  if (result.ok) log.info(about, 'payment refunded');
  else log.error({ ...about, reason: result.message }, 'the gateway refused the refund');

  return db.transaction(async (tx) => {
    const saved = await settleRefund(tx, refund.id, {
      status: result.ok ? 'REFUNDED' : 'FAILED',
      gatewayMessage: result.message,
      at: clock.now(),
    });
    if (!saved) return findRefund(tx, refund.id);
    if (saved.status === 'REFUNDED' && attempt) await recordCardRefund(tx, saved, attempt);
    // The console's refunds due hear of every card refund; the order's card (console and My
    // Orders) of its own, a milk bill's subscription of its own. A payment whose order was
    // refused has no order to announce.
    const userId = attempt?.userId;
    await publishEvent(tx, { type: 'refund.updated', id: saved.id, userId });
    if (attempt?.subscriptionId) {
      await publishEvent(tx, { type: 'subscription.updated', id: attempt.subscriptionId, userId });
    } else if (attempt && attempt.orderRefused === null) {
      await publishEvent(tx, { type: 'order.updated', id: saved.orderRef, userId });
    }
    return saved;
  });
}
