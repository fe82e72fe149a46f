import { eq, sql } from 'drizzle-orm';
import type { Role, UserDetails } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { isId } from '../../lib/ids';
import { users } from './users.table';

export type User = typeof users.$inferSelect;

export const toUserDetails = (user: User): UserDetails => ({
  _id: user.id,
  phone: user.phone,
  role: user.role,
});

export async function findUserById(db: DbOrTx, id: string): Promise<User | undefined> {
  if (!isId(id)) return undefined;
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** First sign-in creates the shopper; later ones find them. Safe when two race. */
export async function findOrCreateUser(db: DbOrTx, phone: string): Promise<User> {
  const [user] = await db
    .insert(users)
    .values({ phone })
    .onConflictDoUpdate({ target: users.phone, set: { phone: sql`excluded.phone` } })
    .returning();
  return user!;
}

/** Grants a role to a number, creating the user if that number never signed in. */
export async function setRole(db: DbOrTx, phone: string, role: Role): Promise<User> {
  const [user] = await db
    .insert(users)
    .values({ phone, role })
    .onConflictDoUpdate({ target: users.phone, set: { role } })
    .returning();
  return user!;
}
