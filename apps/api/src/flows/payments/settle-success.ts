import type { DbOrTx } from '../../db/database';
import { balanceOf, coinRef, creditOnce } from '../../modules/coins/coins.service';
import { insertOrder } from '../../modules/orders/orders.service';
import { latePaymentRefusedNews } from '../../modules/payments/payment-news';
import { saveAttempt, type AttemptRow } from '../../modules/payments/payments.service';
import { phonesOf } from '../../modules/users/users.service';
import { refundAttempt } from './refund-payment';
import type { PaymentJobs, PaymentLog, PaymentOutcome, Settled } from './settle-payment';

/** What the gateway said, written onto the attempt (a field it left out keeps its value). */
export const gatewayFields = (attempt: AttemptRow, outcome: PaymentOutcome) => ({
  status: outcome.status,
  trackingId: outcome.trackingId ?? attempt.trackingId,
  bankRefNo: outcome.bankRefNo ?? attempt.bankRefNo,
  paymentMode: outcome.paymentMode ?? attempt.paymentMode,
  gatewayMessage: outcome.message,
});

interface Paid {
  attempt: AttemptRow;
  outcome: PaymentOutcome;
  now: Date;
  log: PaymentLog;
}

/**
 * A Success for an attempt not yet paid, inside settlePayment's transaction (the shopper's
 * ledger lock and the attempt's row are held). The order is created from the stored draft.
 * Paid after its held coins went back (aborted, or unpaid for 30 minutes:
 * docs/decisions.md#online-card-payment-ccavenue), the coins are taken again, all of them or none:
 * when the balance no longer covers them they were spent on another order, and the order is not
 * placed at all.
 */
export async function succeed(tx: DbOrTx, jobs: PaymentJobs, paid: Paid): Promise<Settled> {
  const { attempt, outcome, now, log } = paid;
  const { draft } = attempt;
  if (draft.redeemedCoins > 0 && attempt.coinsReleasedAt !== null) {
    const balance = await balanceOf(tx, attempt.userId);
    if (balance < draft.redeemedCoins) return refuseOrder(tx, jobs, paid, balance);
    await creditOnce(tx, {
      userId: attempt.userId,
      coins: -draft.redeemedCoins,
      kind: 'REDEEMED',
      ref: coinRef.payment(attempt.id, 'late-redeem'),
      description: `Redeemed on order ${attempt.orderId}`,
      at: now,
    });
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
      redeemedCoins: draft.redeemedCoins,
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
 * Paid, but the coins the price counted on are gone: placing the order at the coin price
 * would spend them twice, and at any other price would charge what the shopper never agreed
 * to. The attempt is kept as paid with why no order came of it, the whole payment is refunded
 * (recorded and queued in this transaction) and the shopper is told by text. A repeated
 * Success finds the attempt paid and changes nothing, so this happens once.
 */
async function refuseOrder(
  tx: DbOrTx,
  jobs: PaymentJobs,
  { attempt, outcome, now, log }: Paid,
  balance: number,
): Promise<Settled> {
  const saved = await saveAttempt(tx, attempt.id, {
    ...gatewayFields(attempt, outcome),
    paidAt: now,
    orderRefused: 'COINS_SPENT',
    updatedAt: now,
  });
  const refund = await refundAttempt(tx, jobs, saved, now);
  const phone = (await phonesOf(tx, [attempt.userId])).get(attempt.userId);
  if (phone) {
    await jobs.send(tx, 'send-sms', {
      phone,
      text: latePaymentRefusedNews(attempt.orderId, attempt.amountPaise),
    });
  }
  log.warn(
    {
      orderId: attempt.orderId,
      held: attempt.draft.redeemedCoins,
      balance,
      refundId: refund?.id,
      amountPaise: attempt.amountPaise,
    },
    'late payment: the coins it used were spent meanwhile; order not placed, payment refunded',
  );
  return { attempt: saved };
}
