import { PAYMENT_ATTEMPT_TTL_MINUTES } from '@grofresh/contracts';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { CardGateway } from '../../modules/payments/gateway/gateway';
import {
  givenUpAttempts,
  markAttemptLookedAt,
  pendingAttempts,
} from '../../modules/payments/reconciliation.queries';
import { outcomeOfStatus } from './gateway-status';
import { settlePayment, type PaymentJobs, type PaymentLog } from './settle-payment';

/** The callback usually lands within seconds; the job leaves younger attempts to it. */
export const RECONCILE_AFTER_MINUTES = 2;
export const RECONCILE_BATCH = 50;
export const UNPAID_MESSAGE = `Unpaid for ${PAYMENT_ATTEMPT_TTL_MINUTES} minutes`;

const MINUTE_MS = 60_000;
/**
 * A page given up on can still be paid at the gateway, and its browser may never come back to
 * say so: given-up attempts are asked about again once an hour for two days, at most 20 a run.
 */
export const GIVEN_UP_WATCH_HOURS = 48;
export const GIVEN_UP_LOOK_EVERY_MINUTES = 60;
export const GIVEN_UP_BATCH = 20;

export interface ReconcileCounts {
  checked: number;
  paid: number;
  failed: number;
  expired: number;
  /** Still under way at the gateway, unknown there, or not settled this run. */
  stillPending: number;
  /** Given up earlier, and found paid at the gateway this run (late successes). */
  latePaid: number;
}

/**
 * The `payments-reconcile` job (every minute): attempts still Pending two minutes after they
 * began, oldest first and at most 50 a run, are asked about at the gateway's status API and
 * settled when the answer is final, exactly as the callback would have; one still unpaid (or
 * unknown) after 30 minutes is given up as Aborted, which gives its coins back. A payment
 * that lands after that still creates its order when its callback comes (a late success), if
 * those coins can all be taken again; otherwise it is refunded in full (settle-success.ts).
 */
export async function reconcilePayments(deps: {
  db: Db;
  gateway: CardGateway | null;
  clock: Clock;
  log: PaymentLog;
  jobs: PaymentJobs;
}): Promise<ReconcileCounts> {
  const { db, gateway, clock, log, jobs } = deps;
  const started = clock.now();
  const batch = await pendingAttempts(
    db,
    new Date(started.getTime() - RECONCILE_AFTER_MINUTES * MINUTE_MS),
    RECONCILE_BATCH,
  );
  const counts: ReconcileCounts = {
    checked: batch.length,
    paid: 0,
    failed: 0,
    expired: 0,
    stillPending: 0,
    latePaid: 0,
  };
  for (const attempt of batch) {
    const answer = gateway ? await gateway.orderStatus(attempt.orderId) : null;
    const now = clock.now();
    let outcome = outcomeOfStatus(attempt, answer, log);
    const age = now.getTime() - attempt.createdAt.getTime();
    if (!outcome && age > PAYMENT_ATTEMPT_TTL_MINUTES * MINUTE_MS) {
      outcome = {
        status: 'Aborted',
        trackingId: answer?.trackingId ?? null,
        bankRefNo: answer?.bankRefNo ?? null,
        paymentMode: answer?.paymentMode ?? null,
        message: UNPAID_MESSAGE,
      };
    }
    if (!outcome) {
      counts.stillPending++;
      continue;
    }
    try {
      const settled = await settlePayment(db, { attempt, outcome, now, log, jobs });
      if (settled.attempt.status === 'Success') counts.paid++;
      else if (outcome.message === UNPAID_MESSAGE) counts.expired++;
      else counts.failed++;
    } catch (err) {
      // One attempt that cannot be settled must not hold up the rest of the batch.
      log.error({ err, orderId: attempt.orderId }, 'payment reconciliation failed');
      counts.stillPending++;
    }
  }
  counts.latePaid = await watchGivenUp(deps);
  return counts;
}

/**
 * Asks the gateway again about attempts the shop gave up on, and settles one it says was paid
 * as a late Success (its coins taken again, or its payment refunded in full: settle-success.ts),
 * so money taken for a page left open is never kept without an order or a refund. Answers how
 * many were found paid.
 */
async function watchGivenUp(deps: {
  db: Db;
  gateway: CardGateway | null;
  clock: Clock;
  log: PaymentLog;
  jobs: PaymentJobs;
}): Promise<number> {
  const { db, gateway, clock, log, jobs } = deps;
  if (!gateway) return 0;
  const started = clock.now().getTime();
  const batch = await givenUpAttempts(db, {
    message: UNPAID_MESSAGE,
    since: new Date(started - GIVEN_UP_WATCH_HOURS * 60 * MINUTE_MS),
    lookedBefore: new Date(started - GIVEN_UP_LOOK_EVERY_MINUTES * MINUTE_MS),
    limit: GIVEN_UP_BATCH,
  });
  let paid = 0;
  for (const attempt of batch) {
    const outcome = outcomeOfStatus(attempt, await gateway.orderStatus(attempt.orderId), log);
    const now = clock.now();
    try {
      if (outcome?.status === 'Success') {
        await settlePayment(db, { attempt, outcome, now, log, jobs });
        paid++;
      } else {
        await markAttemptLookedAt(db, attempt.id, now);
      }
    } catch (err) {
      log.error({ err, orderId: attempt.orderId }, 'late payment check failed');
    }
  }
  return paid;
}
