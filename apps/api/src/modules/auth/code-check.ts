import { eq } from 'drizzle-orm';
import {
  MAX_WRONG_CODES,
  OTP_VERIFIED_MESSAGE,
  tooManyWrongCodesMessage,
  type CodeRefusalDetails,
} from '@grofresh/contracts';
import type { Db, DbOrTx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { isId } from '../../lib/ids';
import { otpSessions } from './auth.table';
import {
  coolDownFor,
  hashCode,
  lockNumber,
  sameHash,
  wrongCodesOf,
  type WrongCodes,
} from './number-guard';

/** A verified code signs in within 10 minutes (docs/product/calls.md#sign-in-calls). */
export const VERIFIED_SESSION_VALID_MS = 10 * 60_000;

const sessionGone = () =>
  new AppError('NOT_FOUND', 'This OTP request was not found. Please request a new OTP.');

/** A code refused (400), saying how many more codes the session takes (contracts). */
const codeRefused = (message: string, attemptsLeft: number, retryAt?: Date) =>
  new AppError('VALIDATION_ERROR', message, {
    attemptsLeft,
    ...(retryAt ? { retryAt: retryAt.toISOString() } : {}),
  } satisfies CodeRefusalDetails);

/** The refusal while the number cools down: no more codes, and when to try again. */
const coolingDown = (retryAt: Date, now: Date) =>
  codeRefused(tooManyWrongCodesMessage(retryAt, now), 0, retryAt);

/**
 * Checks a code. Five wrong codes kill the session; a right one marks it verified. Wrong codes
 * also count against the number (across sessions, under the number's lock): while it cools
 * down a session takes a code only from a client that typed none of the wrong ones, and only
 * its first (`coolDownFor`).
 */
export async function verifyOtp(
  db: Db,
  secret: string,
  request: { sessionId: string; otp: string; now: Date },
): Promise<{ message: string }> {
  if (!isId(request.sessionId)) throw sessionGone();
  const { now } = request;
  const outcome = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ phone: otpSessions.phone })
      .from(otpSessions)
      .where(eq(otpSessions.id, request.sessionId));
    if (!found) return { error: sessionGone() };
    await lockNumber(tx, found.phone);
    const [session] = await tx
      .select()
      .from(otpSessions)
      .where(eq(otpSessions.id, request.sessionId))
      .for('update');
    if (!session) return { error: sessionGone() };
    if (session.verifiedAt) return { ok: true as const };
    const wrong = await wrongCodesOf(tx, session.phone, now);
    const cooling = coolDownFor(wrong, session.clientAddress);
    if (cooling) return { error: coolingDown(cooling, now) };
    if (session.failedAttempts >= MAX_WRONG_CODES) {
      return { error: codeRefused('Too many wrong codes. Please request a new OTP.', 0) };
    }
    if (session.expiresAt <= now) {
      // An expired session takes no code any more, right or wrong.
      return { error: codeRefused('This OTP has expired. Please request a new OTP.', 0) };
    }
    if (sameHash(session.codeHash, hashCode(secret, session.id, request.otp))) {
      await tx.update(otpSessions).set({ verifiedAt: now }).where(eq(otpSessions.id, session.id));
      return { ok: true as const };
    }
    const failed = session.failedAttempts + 1;
    await tx
      .update(otpSessions)
      .set({ failedAttempts: failed })
      .where(eq(otpSessions.id, session.id));
    // This wrong code may be the one that starts the number's cool-down.
    const after: WrongCodes = {
      sessions: [
        { ...session, failedAttempts: failed },
        ...wrong.sessions.filter((s) => s.id !== session.id),
      ].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()),
      total: wrong.total + 1,
    };
    const nowCooling = coolDownFor(after, session.clientAddress);
    if (nowCooling) return { error: coolingDown(nowCooling, now) };
    return {
      error: codeRefused(
        failed >= MAX_WRONG_CODES
          ? 'Incorrect code. Too many wrong codes: please request a new OTP.'
          : `Incorrect code. ${MAX_WRONG_CODES - failed} attempt(s) left.`,
        MAX_WRONG_CODES - failed,
      ),
    };
  });
  // The failed attempt is committed before the error is answered.
  if ('error' in outcome) throw outcome.error;
  return { message: OTP_VERIFIED_MESSAGE };
}

/**
 * A token is issued only for a session of that same number verified in the last 10 minutes,
 * and only once. Runs inside the sign-in transaction.
 */
export async function consumeVerifiedSession(
  tx: DbOrTx,
  request: { sessionId: string; phone: string; now: Date },
): Promise<void> {
  const refused = () =>
    new AppError('UNAUTHENTICATED', 'Please verify the OTP sent to this number first.');
  if (!isId(request.sessionId)) throw refused();
  const [session] = await tx
    .select()
    .from(otpSessions)
    .where(eq(otpSessions.id, request.sessionId))
    .for('update');
  if (!session || session.phone !== request.phone || !session.verifiedAt) throw refused();
  if (session.consumedAt) {
    throw new AppError(
      'CONFLICT',
      'This OTP was already used to sign in. Please request a new OTP.',
    );
  }
  if (request.now.getTime() - session.verifiedAt.getTime() > VERIFIED_SESSION_VALID_MS) {
    throw new AppError('UNAUTHENTICATED', 'This OTP has expired. Please request a new OTP.');
  }
  await tx
    .update(otpSessions)
    .set({ consumedAt: request.now })
    .where(eq(otpSessions.id, session.id));
}
