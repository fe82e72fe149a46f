import type { FastifyBaseLogger } from 'fastify';
import type { Order, PaymentStatus } from '@grofresh/contracts';
import type { Db } from '../../db/database';
import { locks, takeLocks } from '../../db/locks';
import type { Jobs } from '../../jobs/payloads';
import { announceOrderPlaced, announcePaymentSettled } from '../../lib/shop-events';
import { orderDocument, releaseStock } from '../../modules/catalog/stock-hold';
import { coinRef, creditOnce } from '../../modules/coins/coins.service';
import {
  heldCoinsOf,
  isMilkAttempt,
  lockAttempt,
  saveAttempt,
  type AttemptRow,
} from '../../modules/payments/payments.service';
import { lockNearRuns } from '../milk/cancel-subscription';
import { succeedMilk } from './settle-milk';
import { gatewayFields, succeed } from './settle-success';

export type FinalStatus = Exclude<PaymentStatus, 'Pending'>;
export type PaymentLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** What the gateway said about an attempt, from its callback or its status API. */
export interface PaymentOutcome {
  status: FinalStatus;
  trackingId: string | null;
  bankRefNo: string | null;
  paymentMode: string | null;
  message: string | null;
}

export interface Settled {
  attempt: AttemptRow;
  /** The order this call created (a Success settled now); undefined otherwise. */
  order?: Order;
}

/** Where a settlement may queue work that must follow its commit (a refund, a text). */
export type PaymentJobs = Pick<Jobs, 'send'>;

/**
 * Settles an attempt with the gateway's word, in one transaction: the shopper's ledger lock
 * first (the lock every coin change and every order of this shopper takes), then the
 * attempt's row. A Success creates the order from the stored draft once: a replayed or racing
 * Success finds the attempt settled and changes nothing. A Failure or Aborted settles only a
 * Pending attempt (a settled one is never downgraded) and gives the held coins and stock back
 * once. A Success after they went back places the order only when they can all be taken again;
 * otherwise the payment is refunded in full (settle-success.ts). A milk bill's payment holds
 * nothing and is settled against its bill (settle-milk.ts), under the near milk runs' locks
 * first, which an approval needs. The callback, the status call, `orders/create` and the
 * reconciliation job all come here.
 */
export async function settlePayment(
  db: Db,
  input: {
    attempt: Pick<AttemptRow, 'id' | 'userId' | 'subscriptionId'>;
    outcome: PaymentOutcome;
    now: Date;
    log: PaymentLog;
    jobs: PaymentJobs;
  },
): Promise<Settled> {
  const { outcome, now, log, jobs } = input;
  let settledNow = false;
  const settled = await db.transaction(async (tx) => {
    if (input.attempt.subscriptionId !== null) await lockNearRuns(tx, now);
    await takeLocks(tx, locks.ledger(input.attempt.userId));
    const attempt = await lockAttempt(tx, input.attempt.id);
    if (!attempt) throw new Error(`payment attempt ${input.attempt.id} not found`);
    const context = { orderId: attempt.orderId, attemptId: attempt.id, outcome: outcome.status };
    if (outcome.status === 'Success') {
      if (attempt.status === 'Success') {
        log.info(context, 'payment already paid: repeated success ignored');
        return { attempt };
      }
      settledNow = true;
      const paid = { outcome, now, log };
      return isMilkAttempt(attempt)
        ? succeedMilk(tx, jobs, { ...paid, attempt })
        : succeed(tx, jobs, { ...paid, attempt });
    }
    if (attempt.status !== 'Pending') {
      log.info({ ...context, status: attempt.status }, 'payment already settled: outcome ignored');
      return { attempt };
    }
    const held = heldCoinsOf(attempt);
    const releasing = held > 0 && attempt.coinsReleasedAt === null;
    if (releasing) {
      await creditOnce(tx, {
        userId: attempt.userId,
        coins: held,
        kind: 'REFUND',
        ref: coinRef.payment(attempt.id, 'release'),
        description: `Returned: online payment for order ${attempt.orderId} was not completed`,
        at: now,
      });
    }
    // Its held stock goes back with its coins (docs/product/rules.md#stock), once: only a
    // Pending attempt gets here, and a second release finds nothing held. A milk bill's holds none.
    if (!isMilkAttempt(attempt)) await releaseStock(tx, orderDocument(attempt.orderId), now);
    const saved = await saveAttempt(tx, attempt.id, {
      ...gatewayFields(attempt, outcome),
      ...(releasing ? { coinsReleasedAt: now } : {}),
      updatedAt: now,
    });
    log.info(context, 'online payment not completed');
    settledNow = true;
    return { attempt: saved };
  });
  // Told only once committed: a rolled-back settlement changed nothing.
  if (settledNow) {
    announcePaymentSettled({ db, status: outcome.status });
    if (settled.order) announceOrderPlaced({ db, paymentMethod: settled.order.paymentMethod });
  }
  return settled;
}
