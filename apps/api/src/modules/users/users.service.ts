import { eq, inArray, sql } from 'drizzle-orm';
import type { Role, UserDetails } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { isId } from '../../lib/ids';
import { containing } from '../../lib/like';
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

/** Phone numbers of these users, by id (one query for a whole page of orders). */
export async function phonesOf(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.phone]));
}

/** Users whose number contains these digits, for staff searching by part of a phone number. */
export async function userIdsByPhone(db: DbOrTx, digits: string, limit = 200): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(containing(users.phone, digits))
    .limit(limit);
  return rows.map((r) => r.id);
}
