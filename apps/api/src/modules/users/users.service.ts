import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  LAST_ADMIN_MESSAGE,
  type PageQuery,
  type Person,
  type Role,
  type UserDetails,
  type UserProfile,
  userMessages,
} from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { locks, takeLocks } from '../../db/locks';
import { AppError, notFound } from '../../lib/app-error';
import { newestFirst, page } from '../../lib/cursor';
import { isId } from '../../lib/ids';
import { containing } from '../../lib/like';
import { users } from './users.table';

export type User = typeof users.$inferSelect;

export const toUserDetails = (user: User): UserDetails => ({
  _id: user.id,
  phone: user.phone,
  role: user.role,
});

/** The user, as `user/getById` and `user/update` answer it (docs/product/records.md). */
export const toUserProfile = (user: User): UserProfile => ({
  _id: user.id,
  phone: user.phone,
  name: user.name,
  email: user.email,
  role: user.role,
  createdAt: user.createdAt.toISOString(),
});

/** A user who has not deleted their account (a deleted one is, to everyone, not found). */
export async function findLiveUser(db: DbOrTx, id: string): Promise<User | undefined> {
  const user = await findUserById(db, id);
  return user && !user.deletedAt ? user : undefined;
}

/** The user's row, locked until the transaction ends; a deleted account is not found. */
export async function lockUser(tx: DbOrTx, userId: string): Promise<User> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user || user.deletedAt) throw notFound(userMessages.notFound);
  return user;
}
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

/**
 * Gives a number a role, creating the user if that number never signed in, without touching
 * its tokens: for seeding and for tests that set people up. A store owner's role change
 * (`grantRole`, the console's `changeRole`) ends the person's tokens.
 */
export async function setRole(db: DbOrTx, phone: string, role: Role): Promise<User> {
  const [user] = await db
    .insert(users)
    .values({ phone, role })
    .onConflictDoUpdate({ target: users.phone, set: { role } })
    .returning();
  return user!;
}

/** The token version goes up when the role changes: a token must never outlive its role. */
const versionAfterRole = (role: Role) =>
  sql`case when ${users.role} = ${role} then ${users.tokenVersion} else ${users.tokenVersion} + 1 end`;

/**
 * `npm run user:role`: grants a role to a number, creating the user if that number never
 * signed in. A changed role ends every token the person holds (they sign in again).
 */
export async function grantRole(db: DbOrTx, phone: string, role: Role): Promise<User> {
  const [user] = await db
    .insert(users)
    .values({ phone, role })
    .onConflictDoUpdate({
      target: users.phone,
      set: { role, tokenVersion: versionAfterRole(role) },
    })
    .returning();
  return user!;
}

/** Ends every token of a user at its next request (all devices). */
export async function raiseTokenVersion(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
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
    .where(and(containing(users.phone, digits), isNull(users.deletedAt)))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** A person as the People list shows them; whether they signed in yet is the flow's to add. */
export type PersonRow = Omit<Person, 'signedIn'>;

const toPerson = (user: User): PersonRow => ({
  _id: user.id,
  phone: user.phone,
  name: user.name?.trim() || null,
  role: user.role,
  createdAt: user.createdAt.toISOString(),
});

/**
 * A number an admin adds as staff before it has signed in: a new user holding that role, who
 * finds it at their first sign-in. Undefined when the number is already someone's.
 */
export async function insertStaffNumber(
  tx: DbOrTx,
  phone: string,
  role: Role,
): Promise<PersonRow | undefined> {
  const [user] = await tx
    .insert(users)
    .values({ phone, role })
    .onConflictDoNothing({ target: users.phone })
    .returning();
  return user ? toPerson(user) : undefined;
}

export async function findUserByPhone(db: DbOrTx, phone: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.phone, phone));
  return user;
}

export async function listPeople(
  db: DbOrTx,
  query: PageQuery & { q?: string; role?: Role },
): Promise<{ users: PersonRow[]; nextCursor: string | null }> {
  const keyset = newestFirst(users.createdAt, users.id, query);
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        keyset.after,
        isNull(users.deletedAt),
        query.q ? containing(users.phone, query.q) : undefined,
        query.role ? eq(users.role, query.role) : undefined,
      ),
    )
    .orderBy(...keyset.orderBy)
    .limit(keyset.limit);
  const result = page(rows, query.limit);
  return { users: result.rows.map(toPerson), nextCursor: result.nextCursor };
}

/**
 * Changes a user's role (ending their tokens when it changes), keeping at least one admin: role changes take a lock first, so two
 * admins demoting each other at the same instant cannot both succeed.
 */
export async function changeRole(
  tx: DbOrTx,
  id: string,
  role: Role,
): Promise<{ before: PersonRow; after: PersonRow }> {
  await takeLocks(tx, locks.userRoles());
  const [user] = isId(id) ? await tx.select().from(users).where(eq(users.id, id)) : [];
  if (!user || user.deletedAt) throw notFound('No such person');
  if (user.role === 'admin' && role !== 'admin') {
    const [admins] = await tx.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
    if ((admins?.n ?? 0) <= 1) throw new AppError('CONFLICT', LAST_ADMIN_MESSAGE);
  }
  // A changed role ends the person's tokens at once: they sign in again under the new role.
  const [saved] = await tx
    .update(users)
    .set({ role, tokenVersion: versionAfterRole(role) })
    .where(eq(users.id, id))
    .returning();
  return { before: toPerson(user), after: toPerson(saved!) };
}
