import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { users } from './users.table';

/**
 * Account deletion (flows/account/delete-account.ts): the user's name, email and number go
 * (the number becomes `deleted-<uuid>`, so it can sign up again as a new account), the row
 * stays so orders keep their shopper, and the token version rises, so every token ends at
 * once. Call under the user's row lock (`lockUser`).
 */
export async function eraseUser(tx: DbOrTx, userId: string, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({
      phone: `deleted-${randomUUID()}`,
      name: null,
      email: null,
      deletedAt: now,
      tokenVersion: sql`${users.tokenVersion} + 1`,
    })
    .where(eq(users.id, userId));
}
