import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { User } from './users.service';
import { users } from './users.table';

/** The user a token names, and the signed-in session it names (none if unknown or pruned). */
export interface SignedIn {
  user: User;
  session: { endedAt: Date | null; expiresAt: Date } | null;
}

/** A timestamptz as the driver hands it over (text), read as Drizzle reads its own columns. */
const toDate = (value: string): Date => new Date(value);

/**
 * The user a token names, with its session, in one query: every signed-in call runs it, so
 * it is built once and prepared once on each connection, with no second round trip for the
 * session. The session is the auth module's (`auth_sessions`), read here through a join.
 */
export function signedInQuery(
  db: Db,
): (userId: string, sessionId: string) => Promise<SignedIn | undefined> {
  const query = db
    .select({
      user: users,
      sessionId: sql<string | null>`s.id`,
      endedAt: sql<Date | null>`s.ended_at`.mapWith(toDate),
      expiresAt: sql<Date | null>`s.expires_at`.mapWith(toDate),
    })
    .from(users)
    .leftJoin(
      sql`auth_sessions s`,
      sql`s.id = ${sql.placeholder('sessionId')} and s.user_id = ${users.id}`,
    )
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('signed_in');
  return async (userId, sessionId) => {
    const [row] = await query.execute({ userId, sessionId });
    if (!row) return undefined;
    const { user, endedAt, expiresAt } = row;
    return {
      user,
      session: row.sessionId === null || !expiresAt ? null : { endedAt, expiresAt },
    };
  };
}
