import type { Order, updateOrderBodySchema } from '@grofresh/contracts';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { AppError, notFound } from '../lib/app-error';
import { creditEarned, lockLedger, refundRedeemed } from '../modules/coins/coins.service';
import {
  checkTransition,
  findOrder,
  saveOrderChange,
  withLines,
} from '../modules/orders/orders.service';

type Change = z.output<typeof updateOrderBodySchema>;

/**
 * Staff move an order along and assign who delivers it. Delivering credits the earned coins,
 * cancelling gives back the redeemed ones: each exactly once, whatever is retried or raced
 * (the order row is locked, and the ledger holds one row per order and kind).
 */
export async function updateOrder(
  db: Db,
  request: { id: string; change: Change; now: Date },
): Promise<{ message: string; order: Order }> {
  const { change, now } = request;
  return db.transaction(async (tx) => {
    const order = await findOrder(tx, request.id, undefined, { forUpdate: true });
    if (!order) throw notFound('Order not found');
    checkTransition(order.status, change.status);
    if (change.status === 'CANCELLED' && order.status !== 'CANCELLED' && !change.cancelReason) {
      throw new AppError('VALIDATION_ERROR', 'Please give a reason for cancelling the order.');
    }
    const saved = await saveOrderChange(tx, order.id, {
      status: change.status,
      ...(change.cancelReason && change.status === 'CANCELLED'
        ? { cancelReason: change.cancelReason }
        : {}),
      ...(change.assignedTo ? { assignedTo: change.assignedTo } : {}),
      updatedAt: now,
    });
    const entry = { userId: order.userId, orderRef: order.id, orderId: order.orderId, at: now };
    if (change.status !== order.status) await lockLedger(tx, order.userId);
    if (change.status === 'DELIVERED' && order.status !== 'DELIVERED' && order.earnedCoins > 0) {
      await creditEarned(tx, { ...entry, coins: order.earnedCoins });
    }
    if (change.status === 'CANCELLED' && order.status !== 'CANCELLED' && order.redeemedCoins > 0) {
      await refundRedeemed(tx, { ...entry, coins: order.redeemedCoins });
    }
    const message =
      change.status === order.status ? 'Order updated' : `Order is now ${change.status}`;
    return { message, order: await withLines(tx, saved) };
  });
}
