import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { addresses } from './addresses.table';

/** Account deletion: every address the shopper saved goes. */
export async function eraseUser(tx: DbOrTx, userId: string): Promise<void> {
  await tx.delete(addresses).where(eq(addresses.userId, userId));
}
