import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { otpSessions } from './auth.table';

/**
 * Account deletion: the one-time-code sessions of the shopper's number go. Signed-in sessions
 * stay until pruned; the user's raised token version has ended them.
 */
export async function eraseUser(tx: DbOrTx, phone: string): Promise<void> {
  await tx.delete(otpSessions).where(eq(otpSessions.phone, phone));
}
