import type { OrderRefused } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { recordCardPayment } from '../books/card-entries';
import { holdStock, orderDocument, releaseStock } from '../../modules/catalog/stock-hold';
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
 * placed at all. Its counted stock likewise (docs/product/rules.md#stock): held since
 * initiation, holding the same lines again changes nothing; given back meanwhile, the units are
 * taken again, or, sold out since, the order is not placed.
 */
export async function succeed(tx: DbOrTx, jobs: PaymentJobs, paid: Paid): Promise<Settled> {
  const { attempt, outcome, now, log } = paid;
  const { draft } = attempt;
  if (draft.kind === 'MILK') throw new Error('a milk bill is settled by settle-milk.ts');
  try {
    await holdStock(tx, orderDocument(attempt.orderId), draft.lines, now);
  } catch (error) {
    // Refused before it wrote anything: the transaction goes on to record the refusal.
    if (error instanceof AppError && error.code === 'OUT_OF_STOCK') {
      return refuseOrder(tx, jobs, paid, 'SOLD_OUT', { short: error.details });
    }
    throw error;
  }
  if (draft.redeemedCoins > 0 && attempt.coinsReleasedAt !== null) {
    const balance = await balanceOf(tx, attempt.userId);
    if (balance < draft.redeemedCoins) {
      return refuseOrder(tx, jobs, paid, 'COINS_SPENT', { held: draft.redeemedCoins, balance });
    }
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
  await recordCardPayment(tx, saved, now);
  log.info(
    { orderId: attempt.orderId, late: attempt.status !== 'Pending' },
    'online payment received: order placed',
  );
  return { attempt: saved, order };
}

/**
 * Paid, but the coins the price counted on are gone, or units it held went back and sold out:
 * placing the order at the coin price would spend them twice (at any other price it would charge
 * what the shopper never agreed to), and units sold to another cannot be sold again. The
 * attempt is kept as paid with why no order came of it, anything it holds again goes back, the
 * whole payment is refunded (recorded and queued in this transaction) and the shopper is told
 * by text. A repeated Success finds the attempt paid and changes nothing, so this happens once.
 */
async function refuseOrder(
  tx: DbOrTx,
  jobs: PaymentJobs,
  { attempt, outcome, now, log }: Paid,
  reason: OrderRefused,
  why: object,
): Promise<Settled> {
  await releaseStock(tx, orderDocument(attempt.orderId), now);
  const saved = await saveAttempt(tx, attempt.id, {
    ...gatewayFields(attempt, outcome),
    paidAt: now,
    orderRefused: reason,
    updatedAt: now,
  });
  await recordCardPayment(tx, saved, now);
  const refund = await refundAttempt(tx, jobs, saved, now);
  const phone = (await phonesOf(tx, [attempt.userId])).get(attempt.userId);
  if (phone) {
    await jobs.send(tx, 'send-sms', {
      phone,
      text: latePaymentRefusedNews(attempt.orderId, attempt.amountPaise, reason),
    });
  }
  log.warn(
    {
      orderId: attempt.orderId,
      reason,
      ...why,
      refundId: refund?.id,
      amountPaise: attempt.amountPaise,
    },
    reason === 'SOLD_OUT'
      ? 'late payment: items it held sold out meanwhile; order not placed, payment refunded'
      : 'late payment: the coins it used were spent meanwhile; order not placed, payment refunded',
  );
  return { attempt: saved };
}
