import {
  riderMessages,
  type MilkRunDelivery,
  type RiderOrder,
  type riderMilkMarkBodySchema,
  type riderOrderMarkBodySchema,
} from '@grofresh/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import type { Jobs } from '../../jobs/payloads';
import { AppError, notFound } from '../../lib/app-error';
import { publishEvent } from '../../lib/events';
import { isId } from '../../lib/ids';
import type { Actor } from '../../modules/activity/activity.service';
import { findOrder } from '../../modules/orders/orders.service';
import { markOutForDelivery } from '../../modules/orders/rider-orders';
import { claimMark } from '../../modules/riders/riders.service';
import { lockMilkDelivery, toMilkRunDelivery } from '../../modules/subscriptions/milk-run.queries';
import { markMilkDeliveryIn } from '../milk/mark-milk-delivery';
import { updateOrderIn } from '../orders/update-order';
import { riderOrdersOf } from './rider-today';

type OrderMark = z.output<typeof riderOrderMarkBodySchema>;
type MilkMarkBody = z.output<typeof riderMilkMarkBodySchema>;

/**
 * PUT /api/rider/orders/:id (docs/product/rules.md#riders), in one transaction under the
 * order's row lock: only the rider it was given to finds it (anyone else: 404). The markId is
 * stored with what it does, so the same mark again answers the order as it is, applied once.
 * OUT_FOR_DELIVERY sets the marker on an accepted order; DELIVERED delivers it through the
 * staff's own flow (`updateOrderIn`: coins, invoice, the cash in the books once, SMS, events).
 */
export async function markRiderOrder(
  db: Db,
  jobs: Pick<Jobs, 'send'>,
  request: { id: string; riderId: string; mark: OrderMark; actor: Actor; now: Date },
): Promise<{ message: string; order: RiderOrder }> {
  const { mark, now } = request;
  return db.transaction(async (tx) => {
    const order = await findOrder(tx, request.id, undefined, { forUpdate: true });
    if (!order || order.riderId !== request.riderId) throw notFound(riderMessages.orderNotFound);
    const fresh = await claimMark(tx, {
      markId: mark.markId,
      riderId: request.riderId,
      kind: 'ORDER',
      targetId: order.id,
      status: mark.status,
      at: now,
    });
    if (!fresh) {
      const [same] = await riderOrdersOf(tx, [order]);
      return { message: 'Already marked', order: same! };
    }
    if (mark.status === 'OUT_FOR_DELIVERY') {
      if (order.status !== 'ACCEPTED')
        throw new AppError('CONFLICT', riderMessages.outOnlyAccepted);
      const saved = await markOutForDelivery(tx, order, now);
      if (saved !== order) {
        await publishEvent(tx, { type: 'order.updated', id: order.id, userId: order.userId });
      }
      const [shown] = await riderOrdersOf(tx, [saved]);
      return { message: 'Out for delivery', order: shown! };
    }
    const change = { status: 'DELIVERED' as const, cashReceived: mark.cashReceived };
    await updateOrderIn(tx, jobs, { id: order.id, change, actor: request.actor, now });
    const delivered = await findOrder(tx, order.id, undefined);
    const [shown] = await riderOrdersOf(tx, [delivered!]);
    return { message: 'Delivered', order: shown! };
  });
}

/**
 * PUT /api/rider/milk-deliveries/:id: a milk delivery marked delivered or missed (with the
 * reason) through the staff's own flow (`markMilkDeliveryIn`), its markId stored first so the
 * same mark sent again, even at the same moment, answers the delivery as it is, applied once.
 */
export async function markRiderMilk(
  db: Db,
  request: { id: string; riderId: string; mark: MilkMarkBody; actor: Actor; now: Date },
): Promise<{ message: string; delivery: MilkRunDelivery }> {
  const { mark, now } = request;
  if (!isId(request.id)) throw notFound(riderMessages.deliveryNotFound);
  return db.transaction(async (tx) => {
    const fresh = await claimMark(tx, {
      markId: mark.markId,
      riderId: request.riderId,
      kind: 'MILK',
      targetId: request.id,
      status: mark.status,
      at: now,
    });
    if (!fresh) {
      const row = await lockMilkDelivery(tx, request.id);
      if (!row) throw notFound(riderMessages.deliveryNotFound);
      return { message: 'Already marked', delivery: toMilkRunDelivery(row) };
    }
    return markMilkDeliveryIn(tx, {
      id: request.id,
      status: mark.status,
      reason: mark.reason,
      actor: request.actor,
      now,
    });
  });
}
