import { and, eq, inArray } from 'drizzle-orm';
import { openComplaintStatuses } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { complaints } from './complaints.table';

/** What a complaint of a deleted account says instead of the shopper's own words. */
export const ERASED_COMPLAINT_SUBJECT = 'Removed: account deleted';
export const ERASED_COMPLAINT_TEXT = 'Removed when the shopper deleted their account.';
export const CLOSED_BY_DELETION_NOTE = 'Closed: the shopper deleted their account.';

/**
 * Account deletion: a complaint may hold anything the shopper typed, so its words go and its
 * record stays. Open ones are closed, since nobody is left to answer.
 */
export async function eraseUser(tx: DbOrTx, userId: string, now: Date): Promise<void> {
  await tx
    .update(complaints)
    .set({
      status: 'REJECTED',
      resolutionNote: CLOSED_BY_DELETION_NOTE,
      closedAt: now,
      updatedAt: now,
    })
    .where(
      and(eq(complaints.userId, userId), inArray(complaints.status, [...openComplaintStatuses])),
    );
  await tx
    .update(complaints)
    .set({ subject: ERASED_COMPLAINT_SUBJECT, description: ERASED_COMPLAINT_TEXT })
    .where(eq(complaints.userId, userId));
}
