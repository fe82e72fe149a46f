import { riderMessages, type StaffOrder } from '@grofresh/contracts';
import type { Db } from '../../db/database';
import type { Jobs } from '../../jobs/payloads';
import { AppError, notFound } from '../../lib/app-error';
import { isId } from '../../lib/ids';
import type { Actor } from '../../modules/activity/activity.service';
import { findOrder } from '../../modules/orders/orders.service';
import { findUserById } from '../../modules/users/users.service';
import { updateOrderIn } from '../orders/update-order';

const refuseRider = () =>
  new AppError('VALIDATION_ERROR', riderMessages.notRider, {
    fields: [{ field: 'body.riderId', message: riderMessages.notRider }],
  });

/**
 * PUT /api/ops/orders/:id/rider (docs/product/rules.md#riders): staff give an accepted order
 * (or one already given to someone) to a person with the rider role. The order's assignee
 * becomes the rider's name and phone, exactly as a free-text assignee is written, so the
 * shopper's order page and SMS read it unchanged; the rest (activity, live updates) is
 * `updateOrder`'s, in the same transaction.
 */
export async function assignRider(
  db: Db,
  jobs: Pick<Jobs, 'send'>,
  request: { id: string; riderId: string; actor: Actor; now: Date },
): Promise<{ message: string; order: StaffOrder }> {
  return db.transaction(async (tx) => {
    const order = await findOrder(tx, request.id, undefined, { forUpdate: true });
    if (!order) throw notFound(riderMessages.orderNotFound);
    if (order.status !== 'ACCEPTED') throw new AppError('CONFLICT', riderMessages.notAccepted);
    const rider = isId(request.riderId) ? await findUserById(tx, request.riderId) : undefined;
    if (!rider || rider.role !== 'rider' || rider.deletedAt) throw refuseRider();
    const name = rider.name?.trim() || 'Rider';
    const { order: saved } = await updateOrderIn(tx, jobs, {
      id: order.id,
      change: { status: order.status, assignedTo: { name, phone: rider.phone } },
      actor: request.actor,
      now: request.now,
      riderId: rider.id,
    });
    return { message: `${name} delivers this order`, order: saved };
  });
}
