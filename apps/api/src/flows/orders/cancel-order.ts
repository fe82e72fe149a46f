import {
  CANCEL_REASON_REQUIRED,
  canShopperCancel,
  shopperCancelMessages,
  shopperCancelReasons,
  type Order,
  type updateOrderBodySchema,
} from '@grofresh/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import type { Jobs } from '../../jobs/payloads';
import { AppError, invalidField, notFound } from '../../lib/app-error';
import { publishEvent } from '../../lib/events';
import { findOrder, saveOrderChange } from '../../modules/orders/orders.service';
import { shopperOrderOf } from './shopper-orders';
import { settleCancellation } from './update-order';

type Change = z.output<typeof updateOrderBodySchema>;

const isListedReason = (text: string): text is (typeof shopperCancelReasons)[number] =>
  (shopperCancelReasons as readonly string[]).includes(text);

/** A shopper may ask for one thing only: CANCELLED, with a reason from the list. */
function reasonOf(change: Change): string {
  if (change.status !== 'CANCELLED' || change.assignedTo !== undefined) {
    throw new AppError('FORBIDDEN', shopperCancelMessages.onlyCancel);
  }
  const reason = change.cancelReason;
  if (!reason) throw invalidField('cancelReason', CANCEL_REASON_REQUIRED);
  if (!isListedReason(reason)) throw invalidField('cancelReason', shopperCancelMessages.pickReason);
  return reason;
}

/**
 * `PUT /api/orders/update/:id` by a shopper: cancels their own order while it is PENDING, in
 * one transaction under the order's row lock (the lock staff moves take, in the same order:
 * the row, then the ledger), so a double click, a retry or a race with the store's accept
 * settles once. The redeemed coins come back and a card payment is refunded exactly as when
 * staff cancel, and the console and the shopper's other tabs hear of it (`order.updated`).
 * Someone else's order is not found; an order already cancelled is answered as it is.
 */
export async function cancelOwnOrder(
  db: Db,
  jobs: Pick<Jobs, 'send'>,
  request: { id: string; userId: string; change: Change; now: Date },
): Promise<{ message: string; order: Order }> {
  const { userId, now } = request;
  const cancelReason = reasonOf(request.change);
  return db.transaction(async (tx) => {
    const order = await findOrder(tx, request.id, userId, { forUpdate: true });
    if (!order) throw notFound('Order not found');
    if (order.status === 'CANCELLED') {
      return { message: shopperCancelMessages.cancelled, order: await shopperOrderOf(tx, order) };
    }
    if (!canShopperCancel(order.status)) {
      throw new AppError('CONFLICT', shopperCancelMessages.tooLate(order.status), {
        status: order.status,
      });
    }
    const saved = await saveOrderChange(tx, order.id, {
      status: 'CANCELLED',
      cancelReason,
      updatedAt: now,
    });
    await settleCancellation(tx, jobs, order, now);
    await publishEvent(tx, { type: 'order.updated', id: order.id, userId });
    return { message: shopperCancelMessages.cancelled, order: await shopperOrderOf(tx, saved) };
  });
}
