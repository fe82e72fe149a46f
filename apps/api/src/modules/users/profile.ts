import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import type { User } from './users.service';
import { users } from './users.table';

/** What a shopper may change of their own account (a new number raises the token version). */
export type UserChanges = Partial<Pick<User, 'name' | 'email' | 'phone' | 'tokenVersion'>>;

/** Saves a shopper's own changes; call under the user's row lock (`lockUser`). */
export async function saveUserChanges(
  tx: DbOrTx,
  userId: string,
  changes: UserChanges,
): Promise<User> {
  const [row] = await tx.update(users).set(changes).where(eq(users.id, userId)).returning();
  return row!;
}
