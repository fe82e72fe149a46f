import type { FastifyBaseLogger } from 'fastify';
import type { Order, PaymentStatus } from '@grofresh/contracts';
import type { Db, DbOrTx } from '../db/database';
import { announceOrderPlaced, announcePaymentSettled } from '../lib/shop-events';
import { balanceOf, coinRef, creditOnce, lockLedger } from '../modules/coins/coins.service';
import { insertOrder } from '../modules/orders/orders.service';
import type { CardGateway, GatewayOrderStatus } from '../modules/payments/gateway/gateway';
import { lockAttempt, saveAttempt, type AttemptRow } from '../modules/payments/payments.service';

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

/**
 * Settles an attempt with the gateway's word, in one transaction: the shopper's ledger lock
 * first (the lock every coin change and every order of this shopper takes), then the
 * attempt's row. A Success creates the order from the stored draft once: a replayed or racing
 * Success finds the attempt settled and changes nothing. A Failure or Aborted settles only a
 * Pending attempt (a settled one is never downgraded) and gives the held coins back once.
 * The callback, the status call, `orders/create` and the reconciliation job all come here.
 */
export async function settlePayment(
  db: Db,
  input: {
    attempt: Pick<AttemptRow, 'id' | 'userId'>;
    outcome: PaymentOutcome;
    now: Date;
    log: PaymentLog;
  },
): Promise<Settled> {
  const { outcome, now, log } = input;
  let settledNow = false;
  const settled = await db.transaction(async (tx) => {
    await lockLedger(tx, input.attempt.userId);
    const attempt = await lockAttempt(tx, input.attempt.id);
    if (!attempt) throw new Error(`payment attempt ${input.attempt.id} not found`);
    const context = { orderId: attempt.orderId, attemptId: attempt.id, outcome: outcome.status };
    if (outcome.status === 'Success') {
      if (attempt.status === 'Success') {
        log.info(context, 'payment already paid: repeated success ignored');
        return { attempt };
      }
      settledNow = true;
      return succeed(tx, attempt, outcome, now, log);
    }
    if (attempt.status !== 'Pending') {
      log.info({ ...context, status: attempt.status }, 'payment already settled: outcome ignored');
      return { attempt };
    }
    const releasing = attempt.draft.redeemedCoins > 0 && attempt.coinsReleasedAt === null;
    if (releasing) {
      await creditOnce(tx, {
        userId: attempt.userId,
        coins: attempt.draft.redeemedCoins,
        kind: 'REFUND',
        ref: coinRef.payment(attempt.id, 'release'),
        description: `Returned: online payment for order ${attempt.orderId} was not completed`,
        at: now,
      });
    }
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

const gatewayFields = (attempt: AttemptRow, outcome: PaymentOutcome) => ({
  status: outcome.status,
  trackingId: outcome.trackingId ?? attempt.trackingId,
  bankRefNo: outcome.bankRefNo ?? attempt.bankRefNo,
  paymentMode: outcome.paymentMode ?? attempt.paymentMode,
  gatewayMessage: outcome.message,
});

async function succeed(
  tx: DbOrTx,
  attempt: AttemptRow,
  outcome: PaymentOutcome,
  now: Date,
  log: PaymentLog,
): Promise<Settled> {
  const { draft } = attempt;
  let redeemedCoins = draft.redeemedCoins;
  if (redeemedCoins > 0 && attempt.coinsReleasedAt !== null) {
    // Paid after the held coins went back (aborted, or unpaid for 30 minutes): take them again
    // as far as the balance allows. The order is placed whatever: the money was taken.
    const taken = Math.min(Math.max(await balanceOf(tx, attempt.userId), 0), redeemedCoins);
    if (taken > 0) {
      await creditOnce(tx, {
        userId: attempt.userId,
        coins: -taken,
        kind: 'REDEEMED',
        ref: coinRef.payment(attempt.id, 'late-redeem'),
        description: `Redeemed on order ${attempt.orderId}`,
        at: now,
      });
    }
    if (taken < redeemedCoins) {
      log.warn(
        { orderId: attempt.orderId, held: redeemedCoins, taken },
        'late payment: the coins given back could not all be taken again',
      );
    }
    redeemedCoins = taken;
  }
  const saved = await saveAttempt(tx, attempt.id, {
    ...gatewayFields(attempt, outcome),
    paidAt: now,
    updatedAt: now,
  });
  const order = await insertOrder(
    tx,
    {
      id: attempt.orderRef,
      orderId: attempt.orderId,
      userId: attempt.userId,
      deliveryType: draft.deliveryType,
      paymentMethod: 'CCAVENUE',
      subtotalPaise: draft.subtotalPaise,
      // What the ledger really holds for this order, so a cancellation gives back that much.
      redeemedCoins,
      earnedCoins: draft.earnedCoins,
      totalPaise: draft.totalPaise,
      address: draft.address,
      pickUpAt: draft.pickUpAt ? new Date(draft.pickUpAt) : null,
      fingerprint: attempt.fingerprint,
      createdAt: now,
      updatedAt: now,
    },
    draft.lines,
  );
  log.info(
    { orderId: attempt.orderId, late: attempt.status !== 'Pending' },
    'online payment received: order placed',
  );
  return { attempt: saved, order };
}

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
  gateway: CardGateway | null,
  attempt: AttemptRow,
  now: Date,
  log: PaymentLog,
): Promise<AttemptRow> {
  if (attempt.status !== 'Pending' || !gateway) return attempt;
  const outcome = outcomeOfStatus(attempt, await gateway.orderStatus(attempt.orderId), log);
  if (!outcome) return attempt;
  return (await settlePayment(db, { attempt, outcome, now, log })).attempt;
}
