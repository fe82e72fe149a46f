import { eq } from 'drizzle-orm';
import { riderMessages } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { riderMarks } from './riders.table';

export interface Mark {
  markId: string;
  riderId: string;
  kind: 'ORDER' | 'MILK';
  targetId: string;
  status: string;
  at: Date;
}

/**
 * Stores a mark in the caller's transaction, true when this call is the first to apply it
 * (docs/product/rules.md#riders). The same markId sent again finds the row and answers false;
 * sent twice at once, the second waits on the first's key until it commits (false) or rolls
 * back (then it applies itself). A markId used by another rider or for another thing is 409.
 */
export async function claimMark(tx: DbOrTx, mark: Mark): Promise<boolean> {
  const { at, ...fields } = mark;
  const made = await tx
    .insert(riderMarks)
    .values({ ...fields, appliedAt: at })
    .onConflictDoNothing({ target: riderMarks.markId })
    .returning({ markId: riderMarks.markId });
  if (made.length > 0) return true;
  const [held] = await tx.select().from(riderMarks).where(eq(riderMarks.markId, mark.markId));
  const same =
    held &&
    held.riderId === mark.riderId &&
    held.kind === mark.kind &&
    held.targetId === mark.targetId &&
    held.status === mark.status;
  if (!same) throw new AppError('CONFLICT', riderMessages.markUsedElsewhere);
  return false;
}
