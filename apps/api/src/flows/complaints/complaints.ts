import {
  COMPLAINTS_OPEN_MAX,
  complaintMessages,
  type Complaint,
  type createComplaintBodySchema,
} from '@grofresh/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { locks, takeLocks } from '../../db/locks';
import { AppError } from '../../lib/app-error';
import { publishEvent } from '../../lib/events';
import {
  countOpenComplaints,
  insertComplaint,
  toComplaint,
} from '../../modules/complaints/complaints.service';
import { findOrder } from '../../modules/orders/orders.service';

export type ComplaintRequest = z.output<typeof createComplaintBodySchema>;

export const COMPLAINT_NOT_FOUND = 'Complaint not found';

/** A refusal about one field of the body: the sentence as it is, and the field in details. */
export const refuseField = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', message, {
    fields: [{ field: `body.${field}`, message }],
  });

/**
 * POST /api/complaint/create, in one transaction: the order it names must be the shopper's
 * own (by its number or its id), and the shopper may have COMPLAINTS_OPEN_MAX waiting at once,
 * counted under a per-shopper lock so racing creates cannot pass it.
 */
export async function raiseComplaint(
  db: Db,
  request: { userId: string; body: ComplaintRequest; now: Date },
): Promise<{ message: string; complaint: Complaint }> {
  const { userId, body, now } = request;
  return db.transaction(async (tx) => {
    const order = body.orderId ? await findOrder(tx, body.orderId, userId) : undefined;
    if (body.orderId && !order) throw refuseField('orderId', complaintMessages.orderNotYours);
    // The shopper's complaints' lock: the open count read under it still holds when the new
    // row is written (11 racing creates make 10).
    await takeLocks(tx, locks.complaintsOf(userId));
    if ((await countOpenComplaints(tx, userId)) >= COMPLAINTS_OPEN_MAX) {
      throw new AppError('CONFLICT', complaintMessages.tooManyOpen);
    }
    const row = await insertComplaint(tx, {
      userId,
      category: body.category,
      subject: body.subject,
      description: body.description,
      status: 'OPEN',
      orderRef: order?.id ?? null,
      orderId: order?.orderId ?? null,
      createdAt: now,
      updatedAt: now,
    });
    await publishEvent(tx, { type: 'complaint.created', id: row.id, userId });
    return { message: complaintMessages.created, complaint: toComplaint(row) };
  });
}
