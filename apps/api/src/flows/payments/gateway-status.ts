import type { Db } from '../../db/database';
import type { CardGateway, GatewayOrderStatus } from '../../modules/payments/gateway/gateway';
import type { AttemptRow } from '../../modules/payments/payments.service';
import {
  settlePayment,
  type PaymentJobs,
  type PaymentLog,
  type PaymentOutcome,
} from './settle-payment';

/**
 * The gateway's status API as an outcome: null while it cannot say or the payment is still
 * under way, and for a Success whose amount is not the attempt's (logged: it settles nothing).
 */
export function outcomeOfStatus(
  attempt: AttemptRow,
  answer: GatewayOrderStatus | null,
  log: PaymentLog,
): PaymentOutcome | null {
  if (!answer || answer.status === 'Pending') return null;
  if (answer.status === 'Success' && answer.amountPaise !== attempt.amountPaise) {
    log.error(
      { orderId: attempt.orderId, expected: attempt.amountPaise, paid: answer.amountPaise },
      'gateway status: paid amount differs from the attempt; not settled',
    );
    return null;
  }
  return {
    status: answer.status,
    trackingId: answer.trackingId,
    bankRefNo: answer.bankRefNo,
    paymentMode: answer.paymentMode,
    message: answer.gatewayStatus || null,
  };
}

/** A Pending attempt asks the gateway first and is settled when the answer is final. */
export async function checkWithGateway(
  db: Db,
  payments: { gateway: CardGateway | null; jobs: PaymentJobs; log: PaymentLog },
  attempt: AttemptRow,
  now: Date,
): Promise<AttemptRow> {
  const { gateway, jobs, log } = payments;
  if (attempt.status !== 'Pending' || !gateway) return attempt;
  const outcome = outcomeOfStatus(attempt, await gateway.orderStatus(attempt.orderId), log);
  if (!outcome) return attempt;
  return (await settlePayment(db, { attempt, outcome, now, log, jobs })).attempt;
}

/**
 * A callback's Success is only the browser's word, carried through the gateway's page: the
 * order waits for the status API (server to server) to say Success for the attempt's amount
 * (docs/decisions.md#online-card-payment-ccavenue). Its final non-success answer is what gets
 * settled (a disagreement, logged); null while it is unknown or still under way, which leaves
 * the attempt Pending for the reconciliation job.
 */
export async function confirmedSuccess(
  gateway: CardGateway,
  attempt: AttemptRow,
  claimed: PaymentOutcome,
  log: PaymentLog,
): Promise<PaymentOutcome | null> {
  const answer = await gateway.orderStatus(attempt.orderId);
  const confirmed = outcomeOfStatus(attempt, answer, log);
  const about = { orderId: attempt.orderId, gatewayStatus: answer?.gatewayStatus ?? null };
  if (!confirmed) {
    log.warn(about, 'payment callback: Success not confirmed by the gateway status; left pending');
    return null;
  }
  if (confirmed.status !== 'Success') {
    log.error(about, 'payment callback said Success but the gateway status did not; settled so');
    return confirmed;
  }
  // The status API's references are the ones its refund API knows; the callback's words
  // (payment mode, message) are the ones the shopper saw.
  return {
    ...claimed,
    trackingId: confirmed.trackingId ?? claimed.trackingId,
    bankRefNo: confirmed.bankRefNo ?? claimed.bankRefNo,
  };
}
