import {
  bookMessages,
  formatRupees,
  isLiveSubscription,
  toPaise,
  toRupees,
  type RecordPaymentBody,
  type StaffOrder,
  type StaffSubscription,
  type StaffTableOrder,
} from '@grofresh/contracts';
import type { Db, DbOrTx } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { publishEvent } from '../../lib/events';
import type { Actor } from '../../modules/activity/activity.service';
import { entriesOf, recordEntry, type DocumentKey } from '../../modules/books/books.service';
import { duePaise, receivedPaise, type Bill } from '../../modules/books/payment-state';
import { findOrder } from '../../modules/orders/orders.service';
import {
  findSubscription,
  saveSubscriptionChange,
} from '../../modules/subscriptions/subscriptions.service';
import { findTableOrder } from '../../modules/table-orders/table-orders.service';
import { staffSubscriptionOf } from '../milk/staff-subscriptions';
import { staffOrderOf } from '../orders/staff-orders';
import { staffTableOrderOf } from '../table-orders/staff-view';
import { creditRefund } from '../invoices/credit-note';
import { subscriptionBills, subscriptionKey } from './payment-states';

type Body = Required<Pick<RecordPaymentBody, 'method' | 'amount' | 'kind'>> &
  Pick<RecordPaymentBody, 'reference'>;
interface Request {
  id: string;
  body: Body;
  actor: Actor;
  now: Date;
}

/**
 * Records cash or UPI against a document whose row the caller holds locked, within what it
 * owes (a payment) or what it holds (a refund), so the books never show more paid than due
 * (docs/product/rules.md#books). A UPI reference recorded anywhere already is a conflict.
 */
async function recordAgainst(
  tx: DbOrTx,
  doc: { key: DocumentKey; bill: Bill; userId: string },
  { body, actor, now }: Request,
): Promise<void> {
  const entries = (await entriesOf(tx, [doc.key]))(doc.key);
  const amountPaise = toPaise(body.amount);
  const due = duePaise(doc.bill, entries);
  if (body.kind === 'PAYMENT') {
    if (due === 0) throw new AppError('CONFLICT', bookMessages.nothingDue);
    if (amountPaise > due) {
      throw new AppError('CONFLICT', bookMessages.tooMuch(formatRupees(toRupees(due))));
    }
  } else {
    const held = receivedPaise(entries);
    if (amountPaise > held) {
      throw new AppError('CONFLICT', bookMessages.refundTooMuch(formatRupees(toRupees(held))));
    }
    // Money back on an invoiced order is a credit note too (docs/product/rules.md#gst-invoices),
    // numbered before the books day's lock that recording the entry takes.
    const { type, id } = doc.key;
    if (type !== 'SUBSCRIPTION') {
      const reason = `Refund by ${body.method === 'UPI' ? 'UPI' : 'cash'}`;
      await creditRefund(tx, { type, id }, { amountPaise, reason, at: now });
    }
  }
  await recordEntry(tx, {
    kind: body.kind,
    method: body.method,
    amountPaise,
    reference: body.method === 'UPI' ? body.reference : null,
    document: doc.key,
    userId: doc.userId,
    byUserId: actor.id,
    dueBeforePaise: body.kind === 'PAYMENT' ? due : 0,
    at: now,
  });
}

/** POST /api/ops/orders/:id/payments, in one transaction under the order's row lock. */
export async function recordOrderPayment(db: Db, request: Request): Promise<{ order: StaffOrder }> {
  return db.transaction(async (tx) => {
    const row = await findOrder(tx, request.id, undefined, { forUpdate: true });
    if (!row) throw notFound('Order not found');
    await recordAgainst(
      tx,
      {
        key: { type: 'ORDER', id: row.id },
        bill: { totalPaise: row.totalPaise, cancelled: row.status === 'CANCELLED' },
        userId: row.userId,
      },
      request,
    );
    await publishEvent(tx, { type: 'order.updated', id: row.id, userId: row.userId });
    return { order: await staffOrderOf(tx, row) };
  });
}

/**
 * POST /api/ops/subscriptions/:id/payments: against the subscription's current bill. Paid in
 * full, a live subscription's payment is confirmed as staff confirm it by hand.
 */
export async function recordSubscriptionPayment(
  db: Db,
  request: Request,
): Promise<{ subscription: StaffSubscription }> {
  return db.transaction(async (tx) => {
    let row = await findSubscription(tx, request.id, undefined, { forUpdate: true });
    if (!row) throw notFound('Subscription not found');
    const key = subscriptionKey(row);
    const [bill] = await subscriptionBills(tx, [row]);
    await recordAgainst(tx, { key, bill: bill!, userId: row.userId }, request);
    const paidUp = duePaise(bill!, (await entriesOf(tx, [key]))(key)) === 0;
    if (paidUp && !row.paidAt && isLiveSubscription(row.status)) {
      row = await saveSubscriptionChange(tx, row.id, {
        paidAt: request.now,
        updatedAt: request.now,
      });
    }
    await publishEvent(tx, { type: 'subscription.updated', id: row.id, userId: row.userId });
    return { subscription: await staffSubscriptionOf(tx, row) };
  });
}

/** POST /api/ops/table-orders/:id/payments, under the counter order's row lock. */
export async function recordTableOrderPayment(
  db: Db,
  request: Request,
): Promise<{ order: StaffTableOrder }> {
  return db.transaction(async (tx) => {
    const row = await findTableOrder(tx, request.id, undefined, { forUpdate: true });
    if (!row) throw notFound('Table order not found');
    await recordAgainst(
      tx,
      {
        key: { type: 'TABLE_ORDER', id: row.id },
        bill: { totalPaise: row.totalPaise, cancelled: row.status === 'CANCELLED' },
        userId: row.userId,
      },
      request,
    );
    await publishEvent(tx, { type: 'table-order.updated', id: row.id, userId: row.userId });
    return { order: await staffTableOrderOf(tx, row) };
  });
}
