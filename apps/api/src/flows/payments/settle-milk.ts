import { isLiveSubscription } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { publishEvent } from '../../lib/events';
import { milkPaymentRefusedNews } from '../../modules/payments/payment-news';
import { saveAttempt, type MilkAttempt } from '../../modules/payments/payments.service';
import { autoApprovesMilk } from '../../modules/store/store.service';
import {
  findSubscription,
  saveSubscriptionChange,
  type SubscriptionRow,
} from '../../modules/subscriptions/subscriptions.service';
import { phonesOf } from '../../modules/users/users.service';
import { recordCardPayment } from '../books/card-entries';
import { subscriptionDuePaise } from '../books/payment-states';
import { approveLate } from '../milk/approve-late';
import { approvalNews } from '../milk/staff-update-subscription';
import { refundAttempt } from './refund-payment';
import type { PaymentJobs, PaymentLog, PaymentOutcome, Settled } from './settle-payment';
import { gatewayFields } from './settle-success';

interface Paid {
  attempt: MilkAttempt;
  outcome: PaymentOutcome;
  now: Date;
  log: PaymentLog;
}

/**
 * A Success for a milk bill's attempt not yet paid, inside settlePayment's transaction (the
 * near runs' locks, the shopper's ledger lock and the attempt's row are held; the
 * subscription's row is locked here). docs/product/rules.md#milk-subscriptions: the payment
 * is recorded in the books by CARD against the bill it was made for, once per attempt; paid
 * in full, the bill is confirmed paid, and a PENDING subscription is approved when the store
 * chose automatic approval. A bill that can no longer take it (renewed since, its subscription
 * ended, or paid meanwhile so that this payment would pay more than is due) records nothing
 * against its due: the payment is refunded in full instead (`MILK_BILL_CLOSED`).
 */
export async function succeedMilk(tx: DbOrTx, jobs: PaymentJobs, paid: Paid): Promise<Settled> {
  const { attempt, outcome, now, log } = paid;
  const row = await findSubscription(tx, attempt.subscriptionId, undefined, { forUpdate: true });
  const open = row !== undefined && isLiveSubscription(row.status) && row.billNo === attempt.billNo;
  const due = open ? await subscriptionDuePaise(tx, row) : 0;
  if (!open || attempt.amountPaise > due) return refuseMilk(tx, jobs, paid, { row, due });

  const saved = await saveAttempt(tx, attempt.id, {
    ...gatewayFields(attempt, outcome),
    paidAt: now,
    updatedAt: now,
  });
  await recordCardPayment(tx, saved, now, due);
  let subscription: SubscriptionRow = row;
  const paidUp = due === attempt.amountPaise;
  if (paidUp && !row.paidAt) {
    subscription = await saveSubscriptionChange(tx, row.id, { paidAt: now, updatedAt: now });
  }
  const approving = paidUp && row.status === 'PENDING' && (await autoApprovesMilk(tx));
  if (approving) await approve(tx, jobs, subscription, now);
  await publishEvent(tx, { type: 'subscription.updated', id: row.id, userId: row.userId });
  log.info(
    { orderId: attempt.orderId, subscriptionId: row.id, billNo: row.billNo, paidUp, approving },
    'milk bill paid online',
  );
  return { attempt: saved };
}

/**
 * The store's automatic approval, as staff approve (staff-update-subscription.ts): ACTIVE
 * with its approval time, joined to the runs already made and given back the paid days it
 * came too late for, and the shopper texted. Not a staff action, so no activity record.
 */
async function approve(
  tx: DbOrTx,
  jobs: PaymentJobs,
  row: SubscriptionRow,
  now: Date,
): Promise<void> {
  const saved = await saveSubscriptionChange(tx, row.id, {
    status: 'ACTIVE',
    approvedAt: now,
    updatedAt: now,
  });
  await approveLate(tx, row, now);
  const phone = (await phonesOf(tx, [row.userId])).get(row.userId);
  if (phone) await jobs.send(tx, 'send-sms', { phone, text: approvalNews(saved) });
}

/**
 * Paid for a bill that cannot take it: the attempt is kept as paid with why nothing was
 * recorded against the bill's due, the payment enters the books against the bill it named (so
 * that bill shows the money held, and its refund when the gateway makes it) and is refunded in
 * full (recorded and queued in this transaction), and the shopper is told by text. A repeated
 * Success finds the attempt paid and changes nothing, so this happens once.
 */
async function refuseMilk(
  tx: DbOrTx,
  jobs: PaymentJobs,
  { attempt, outcome, now, log }: Paid,
  why: { row: SubscriptionRow | undefined; due: number },
): Promise<Settled> {
  const saved = await saveAttempt(tx, attempt.id, {
    ...gatewayFields(attempt, outcome),
    paidAt: now,
    orderRefused: 'MILK_BILL_CLOSED',
    updatedAt: now,
  });
  await recordCardPayment(tx, saved, now, why.due);
  const refund = await refundAttempt(tx, jobs, saved, now);
  const phone = (await phonesOf(tx, [attempt.userId])).get(attempt.userId);
  if (phone) {
    await jobs.send(tx, 'send-sms', { phone, text: milkPaymentRefusedNews(attempt.amountPaise) });
  }
  if (why.row) {
    await publishEvent(tx, {
      type: 'subscription.updated',
      id: why.row.id,
      userId: why.row.userId,
    });
  }
  log.warn(
    {
      orderId: attempt.orderId,
      subscriptionId: attempt.subscriptionId,
      billNo: attempt.billNo,
      status: why.row?.status ?? null,
      currentBillNo: why.row?.billNo ?? null,
      duePaise: why.due,
      amountPaise: attempt.amountPaise,
      refundId: refund?.id,
    },
    'late milk payment: its bill was paid, renewed or closed meanwhile; payment refunded',
  );
  return { attempt: saved };
}
