import {
  complaintMessages,
  goodwillMessages,
  type Role,
  type StaffComplaint,
} from '@grofresh/contracts';
import type { Db } from '../../db/database';
import { locks, takeLocks } from '../../db/locks';
import { AppError, notFound } from '../../lib/app-error';
import { publishEvent } from '../../lib/events';
import { recordActivity, type Actor } from '../../modules/activity/activity.service';
import { coinRef, creditOnce } from '../../modules/coins/coins.service';
import { findComplaint, saveComplaintChange } from '../../modules/complaints/complaints.service';
import { COMPLAINT_NOT_FOUND } from './complaints';
import { staffComplaintOf } from './staff-view';
import { cut, labelOf } from './staff-update';
import { goodwillLimits } from './goodwill';

export interface CreditRequest {
  id: string;
  coins: number;
  /** Why, in the words of the member of staff (trimmed by the body's schema). */
  reason: string;
  actor: Actor;
  role: Role;
  now: Date;
}

/**
 * POST /api/ops/complaints/:id/credit: Grocoins for the shopper, once per complaint whatever
 * its status (a store may resolve first and make amends after), within the store's goodwill
 * limits (docs/decisions.md#complaints). Never on one's own complaint; above the admin
 * threshold only an admin; at most the daily cap per shopper and store day, summed under the
 * shopper's ledger lock so two credits at the same instant cannot both pass it. The row's lock
 * makes a double click or a second member of staff find the first credit; the ledger's ref is
 * the last guard.
 */
export async function creditComplaint(
  db: Db,
  request: CreditRequest,
): Promise<{ message: string; complaint: StaffComplaint }> {
  const { coins, actor, now } = request;
  return db.transaction(async (tx) => {
    const found = await findComplaint(tx, request.id, undefined);
    if (!found) throw notFound(COMPLAINT_NOT_FOUND);
    if (found.userId === actor.id) throw new AppError('FORBIDDEN', goodwillMessages.ownComplaint);
    // The ledger before the row: account deletion takes them in that order, so the two wait
    // for each other instead of deadlocking.
    await takeLocks(tx, locks.ledger(found.userId));
    const row = await findComplaint(tx, request.id, undefined, { forUpdate: true });
    if (!row) throw notFound(COMPLAINT_NOT_FOUND);
    if (row.coinsCredited > 0) {
      return {
        message: complaintMessages.alreadyCredited(row.coinsCredited),
        complaint: await staffComplaintOf(tx, row),
      };
    }
    const limits = await goodwillLimits(tx, row.userId, now);
    if (coins > limits.adminAbove && request.role !== 'admin') {
      throw new AppError('FORBIDDEN', goodwillMessages.needsAdmin(coins, limits.adminAbove));
    }
    if (coins > limits.leftToday) {
      throw new AppError('CONFLICT', goodwillMessages.dailyCap(limits.leftToday, limits.dailyCap));
    }
    const credited = await creditOnce(tx, {
      userId: row.userId,
      coins,
      kind: 'GOODWILL',
      ref: coinRef.complaint(row.id),
      description: `Goodwill for complaint: ${cut(row.subject, 60)}`,
      at: now,
    });
    // Only a row written without this column (never by this code) could get here.
    if (!credited) throw new AppError('CONFLICT', complaintMessages.alreadyCredited(coins));
    const saved = await saveComplaintChange(tx, row.id, { coinsCredited: coins, updatedAt: now });
    const complaint = await staffComplaintOf(tx, saved);
    await recordActivity(tx, {
      actor,
      action: 'complaint.credited',
      subject: { type: 'complaint', id: row.id, label: labelOf(row, complaint.customer.phone) },
      before: { coinsCredited: row.coinsCredited },
      after: { coinsCredited: coins, reason: request.reason },
      at: now,
    });
    await publishEvent(tx, { type: 'complaint.updated', id: row.id, userId: row.userId });
    return { message: complaintMessages.credited(coins), complaint };
  });
}
