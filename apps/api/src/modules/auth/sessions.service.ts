import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { deleteInBatches } from '../../lib/delete-in-batches';
import { issueToken, type TokenSettings } from '../../lib/tokens';
import { authSessions, otpSessions } from './auth.table';

/** Ended or expired sign-in sessions are kept this long (to answer "session ended"), then pruned. */
export const SESSION_RETENTION_MS = 30 * 24 * 3_600_000;

/**
 * A new signed-in session for a user and its first token. Runs inside the caller's
 * transaction (sign-in, a new number), so a token exists only if its session does.
 */
export async function openSession(
  tx: DbOrTx,
  tokens: TokenSettings,
  user: { id: string; tokenVersion: number },
): Promise<string> {
  const sessionId = randomUUID();
  const { token, expiresAt } = await issueToken(tokens, {
    userId: user.id,
    version: user.tokenVersion,
    sessionId,
  });
  await tx.insert(authSessions).values({
    id: sessionId,
    userId: user.id,
    createdAt: tokens.clock.now(),
    expiresAt,
  });
  return token;
}

/**
 * A fresh token for a live session, which now lasts as long as the token does. A session
 * ended meanwhile stays ended (its new token is refused at its first use).
 */
export async function renewSession(
  db: DbOrTx,
  tokens: TokenSettings,
  subject: { userId: string; version: number; sessionId: string },
): Promise<string> {
  const { token, expiresAt } = await issueToken(tokens, subject);
  await db
    .update(authSessions)
    .set({ expiresAt })
    .where(and(eq(authSessions.id, subject.sessionId), isNull(authSessions.endedAt)));
  return token;
}

/** Signing out of one device: its session ends (once; a second sign-out changes nothing). */
export async function endSession(
  db: DbOrTx,
  request: { sessionId: string; userId: string; now: Date },
): Promise<void> {
  await db
    .update(authSessions)
    .set({ endedAt: request.now })
    .where(
      and(
        eq(authSessions.id, request.sessionId),
        eq(authSessions.userId, request.userId),
        isNull(authSessions.endedAt),
      ),
    );
}

/** Every session of a user ends (sign out everywhere). */
export async function endAllSessions(
  db: DbOrTx,
  request: { userId: string; now: Date },
): Promise<void> {
  await db
    .update(authSessions)
    .set({ endedAt: request.now })
    .where(and(eq(authSessions.userId, request.userId), isNull(authSessions.endedAt)));
}

/**
 * For the pruning job: deletes sessions that ended or expired more than 30 days ago. Their
 * tokens are refused anyway (an unknown session is an ended one). Answers how many went.
 */
export async function pruneAuthSessions(db: DbOrTx, now: Date): Promise<number> {
  const before = new Date(now.getTime() - SESSION_RETENTION_MS);
  return deleteInBatches(db, {
    table: authSessions,
    id: authSessions.id,
    where: or(lt(authSessions.endedAt, before), lt(authSessions.expiresAt, before)),
  });
}

/**
 * One-time-code sessions are kept a week: far longer than anything that reads them (a code
 * lives 5 minutes, a verified one is used within 10, the send limits look back an hour and the
 * wrong-code cap across sessions a day), so the counts never lose a row they still need.
 */
export const OTP_SESSION_RETENTION_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** For the pruning job: deletes code sessions older than a week. Answers how many went. */
export function pruneOtpSessions(db: DbOrTx, now: Date, batch?: number): Promise<number> {
  const before = new Date(now.getTime() - OTP_SESSION_RETENTION_DAYS * DAY_MS);
  return deleteInBatches(
    db,
    { table: otpSessions, id: otpSessions.id, where: lt(otpSessions.createdAt, before) },
    batch,
  );
}

/** Which of these users ever signed in (a session was opened for them), in one query. */
export async function usersWhoSignedIn(db: DbOrTx, ids: string[]): Promise<Set<string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: authSessions.userId })
    .from(authSessions)
    .where(inArray(authSessions.userId, wanted));
  return new Set(rows.map((r) => r.userId));
}
