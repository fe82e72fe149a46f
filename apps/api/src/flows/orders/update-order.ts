import {
  CANCEL_REASON_REQUIRED,
  type ActivityAction,
  type OrderStatus,
  type StaffOrder,
  type updateOrderBodySchema,
} from '@grofresh/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/database';
import { locks, takeLocks } from '../../db/locks';
import type { Jobs } from '../../jobs/payloads';
import { AppError, notFound } from '../../lib/app-error';
import { publishEvent } from '../../lib/events';
import { changedFields, recordActivity, type Actor } from '../../modules/activity/activity.service';
import { orderDocument, releaseStock } from '../../modules/catalog/stock-hold';
import { creditEarned, refundRedeemed } from '../../modules/coins/coins.service';
import { orderNews } from '../../modules/orders/order-news';
import {
  checkTransition,
  findOrder,
  rememberDeliveryPerson,
  saveOrderChange,
  type OrderRow,
} from '../../modules/orders/orders.service';
import { phonesOf } from '../../modules/users/users.service';
import { recordDeliveryCash } from '../books/document-entries';
import { issueOrderInvoice } from '../invoices/issue-invoice';
import { requestRefund } from '../payments/refund-payment';
import { staffOrderOf } from './staff-orders';

type Change = z.output<typeof updateOrderBodySchema>;

const actionFor: Partial<Record<OrderStatus, ActivityAction>> = {
  ACCEPTED: 'order.accepted',
  DELIVERED: 'order.delivered',
  CANCELLED: 'order.cancelled',
};

/**
 * Staff move an order along and assign who delivers it, in one transaction with everything
 * that follows: delivering credits the earned coins and cancelling gives back the redeemed
 * ones (each exactly once, whatever is retried or raced: the order row is locked and the
 * ledger holds one row per order and kind), delivering issues the invoice (once,
 * docs/product/rules.md#gst-invoices), an order paid online is refunded through the
 * `refund-payment` job, the delivery person is remembered, the action is
 * recorded, the console and the shopper hear of it, and the shopper's SMS is queued.
 * Asking again for what is already done changes nothing.
 */
export async function updateOrder(
  db: Db,
  jobs: Pick<Jobs, 'send'>,
  request: OrderChange,
): Promise<{ message: string; order: StaffOrder }> {
  return db.transaction((tx) => updateOrderIn(tx, jobs, request));
}

export interface OrderChange {
  id: string;
  change: Change;
  actor: Actor;
  now: Date;
  /**
   * Who `change.assignedTo` is: a rider given the order (docs/product/rules.md#riders), or
   * left out for a free-text assignee, which unlinks any rider unless it is the same person.
   */
  riderId?: string;
}

/** `updateOrder` inside the caller's transaction (a rider's mark stores its markId with it). */
export async function updateOrderIn(
  tx: DbOrTx,
  jobs: Pick<Jobs, 'send'>,
  request: OrderChange,
): Promise<{ message: string; order: StaffOrder }> {
  const { change, now, actor } = request;
  const order = await findOrder(tx, request.id, undefined, { forUpdate: true });
  if (!order) throw notFound('Order not found');
  checkTransition(order.status, change.status);
  const moving = change.status !== order.status;
  if (moving && change.status === 'CANCELLED' && !change.cancelReason) {
    throw new AppError('VALIDATION_ERROR', CANCEL_REASON_REQUIRED);
  }
  const samePerson = JSON.stringify(change.assignedTo) === JSON.stringify(order.assignedTo);
  // The same name and number sent again (a console resending the assignee) keeps the rider.
  const riderId = request.riderId ?? (samePerson ? order.riderId : null);
  const reassigning = change.assignedTo !== undefined && (!samePerson || riderId !== order.riderId);
  if (!moving && !reassigning) {
    return { message: 'Order updated', order: await staffOrderOf(tx, order) };
  }
  const saved = await saveOrderChange(tx, order.id, {
    status: change.status,
    ...(moving && change.status === 'CANCELLED' ? { cancelReason: change.cancelReason } : {}),
    ...(reassigning ? { assignedTo: change.assignedTo, riderId } : {}),
    updatedAt: now,
  });
  if (moving && change.status === 'CANCELLED') await settleCancellation(tx, jobs, order, now);
  else if (moving) await settleCoins(tx, order, change.status, now);
  if (moving && change.status === 'DELIVERED') {
    // The invoice's number before the books day's lock, which comes last.
    await issueOrderInvoice(tx, saved, now);
    await recordDeliveryCash(tx, order, { cash: change.cashReceived, actor, now });
  }
  if (reassigning && change.assignedTo) await rememberDeliveryPerson(tx, change.assignedTo, now);
  await recordActivity(tx, {
    actor,
    action: (moving && actionFor[change.status]) || 'order.assigned',
    subject: { type: 'order', id: order.id, label: order.orderId },
    ...(changedFields(pick(order), pick(saved)) ?? {}),
    at: now,
  });
  await publishEvent(tx, { type: 'order.updated', id: order.id, userId: order.userId });
  const news = moving ? orderNews(saved) : null;
  const phone = news ? (await phonesOf(tx, [order.userId])).get(order.userId) : undefined;
  if (news && phone) await jobs.send(tx, 'send-sms', { phone, text: news });
  const message = moving ? `Order is now ${change.status}` : 'Delivery person updated';
  return { message, order: await staffOrderOf(tx, saved) };
}

/**
 * What every cancellation does, whoever cancels (staff or the shopper), inside the
 * transaction that holds the order's row lock: the redeemed coins go back (once: the ledger
 * takes one REFUND row per order), its counted stock goes back (once: what the order holds is
 * read from its movements, docs/product/rules.md#stock) and an order paid online is refunded
 * through the `refund-payment` job.
 */
export async function settleCancellation(
  tx: DbOrTx,
  jobs: Pick<Jobs, 'send'>,
  order: OrderRow,
  now: Date,
): Promise<void> {
  await settleCoins(tx, order, 'CANCELLED', now);
  // After the ledger lock settleCoins took: the same lock order as settling a payment (the
  // units last, as placing an order takes them).
  await releaseStock(tx, orderDocument(order.orderId), now);
  await requestRefund(tx, jobs, order, now);
}

async function settleCoins(tx: DbOrTx, order: OrderRow, to: OrderStatus, at: Date) {
  const entry = { userId: order.userId, orderRef: order.id, orderId: order.orderId, at };
  await takeLocks(tx, locks.ledger(order.userId));
  if (to === 'DELIVERED' && order.earnedCoins > 0) {
    await creditEarned(tx, { ...entry, coins: order.earnedCoins });
  }
  if (to === 'CANCELLED' && order.redeemedCoins > 0) {
    await refundRedeemed(tx, { ...entry, coins: order.redeemedCoins });
  }
}

const pick = (row: OrderRow) => ({
  status: row.status,
  assignedTo: row.assignedTo ?? null,
  cancelReason: row.cancelReason ?? null,
});
