import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, min, sql } from 'drizzle-orm';
import {
  MAX_WRONG_CODES,
  OTP_VERIFIED_MESSAGE,
  type CodeRefusalDetails,
} from '@grofresh/contracts';
import type { Db, DbOrTx } from '../../db/database';
import { AppError, rateLimited } from '../../lib/app-error';
import { isId } from '../../lib/ids';
import { otpSessions } from './auth.table';
import type { SmsSender } from '../../lib/sms';

/** API.md sign-in rules. */
export const OTP_TTL_MS = 5 * 60_000;
export const RESEND_GAP_MS = 30_000;
export const CODES_PER_NUMBER_PER_HOUR = 5;
export const CODES_PER_ADDRESS_PER_HOUR = 30;
export const VERIFIED_SESSION_VALID_MS = 10 * 60_000;
const HOUR_MS = 3_600_000;

export interface OtpSettings {
  secret: string;
  sender: SmsSender;
  testNumbers: Map<string, string>;
}

const hashCode = (secret: string, sessionId: string, code: string) =>
  createHmac('sha256', secret).update(`${sessionId}:${code}`).digest('hex');

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Throttles per number and per client address, creates the session and sends the code.
 * Requests for one number are serialised by an advisory lock, so two at once cannot both slip
 * under a limit.
 */
export async function sendOtp(
  db: Db,
  settings: OtpSettings,
  request: { phone: string; clientAddress: string; now: Date },
): Promise<{ sessionId: string }> {
  const { phone, clientAddress, now } = request;
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const code = settings.testNumbers.get(phone) ?? String(randomInt(0, 1_000_000)).padStart(6, '0');

  const sessionId = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${phone}`}))`);
    const [byNumber] = await tx
      .select({ sent: count(), first: min(otpSessions.createdAt) })
      .from(otpSessions)
      .where(and(eq(otpSessions.phone, phone), gt(otpSessions.createdAt, hourAgo)));
    const [last] = await tx
      .select({ at: otpSessions.createdAt })
      .from(otpSessions)
      .where(eq(otpSessions.phone, phone))
      .orderBy(desc(otpSessions.createdAt))
      .limit(1);
    if (last && now.getTime() - last.at.getTime() < RESEND_GAP_MS) {
      throw rateLimited(
        'Please wait before requesting another OTP.',
        last.at.getTime() + RESEND_GAP_MS - now.getTime(),
      );
    }
    if (byNumber && byNumber.sent >= CODES_PER_NUMBER_PER_HOUR && byNumber.first) {
      throw rateLimited(
        'Too many OTP requests for this number. Please try again later.',
        byNumber.first.getTime() + HOUR_MS - now.getTime(),
      );
    }
    const [byAddress] = await tx
      .select({ sent: count(), first: min(otpSessions.createdAt) })
      .from(otpSessions)
      .where(and(eq(otpSessions.clientAddress, clientAddress), gt(otpSessions.createdAt, hourAgo)));
    // Test numbers (OTP_TEST_NUMBERS, never in production) send no SMS: a demo or a journey
    // signing many of them in from one machine is not a network asking for texts.
    const texted = !settings.testNumbers.has(phone);
    if (texted && byAddress && byAddress.sent >= CODES_PER_ADDRESS_PER_HOUR && byAddress.first) {
      throw rateLimited(
        'Too many OTP requests from this network. Please try again later.',
        byAddress.first.getTime() + HOUR_MS - now.getTime(),
      );
    }
    // The id is chosen here so the keyed hash can be stored with the row in one insert.
    const id = randomUUID();
    await tx.insert(otpSessions).values({
      id,
      phone,
      clientAddress,
      codeHash: hashCode(settings.secret, id, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    });
    return id;
  });

  if (!settings.testNumbers.has(phone)) {
    try {
      await settings.sender.sendOtp(phone, code);
    } catch (error) {
      // The session stays (it counts against the limits) but can never be verified.
      await db
        .update(otpSessions)
        .set({ failedAttempts: MAX_WRONG_CODES })
        .where(eq(otpSessions.id, sessionId));
      throw new AppError('INTERNAL', 'We could not send the SMS. Please try again.', undefined, {
        status: 502,
        cause: error,
      });
    }
  }
  return { sessionId };
}

const sessionGone = () =>
  new AppError('NOT_FOUND', 'This OTP request was not found. Please request a new OTP.');

/** A code refused (400), saying how many more codes the session takes (contracts). */
const codeRefused = (message: string, attemptsLeft: number) =>
  new AppError('VALIDATION_ERROR', message, { attemptsLeft } satisfies CodeRefusalDetails);

/** Checks a code. Five wrong codes kill the session; a right one marks it verified. */
export async function verifyOtp(
  db: Db,
  secret: string,
  request: { sessionId: string; otp: string; now: Date },
): Promise<{ message: string }> {
  if (!isId(request.sessionId)) throw sessionGone();
  const outcome = await db.transaction(async (tx) => {
    const [session] = await tx
      .select()
      .from(otpSessions)
      .where(eq(otpSessions.id, request.sessionId))
      .for('update');
    if (!session) return { error: sessionGone() };
    if (session.failedAttempts >= MAX_WRONG_CODES) {
      return { error: codeRefused('Too many wrong codes. Please request a new OTP.', 0) };
    }
    if (session.verifiedAt) return { ok: true as const };
    if (session.expiresAt <= request.now) {
      // An expired session takes no code any more, right or wrong.
      return { error: codeRefused('This OTP has expired. Please request a new OTP.', 0) };
    }
    if (sameHash(session.codeHash, hashCode(secret, session.id, request.otp))) {
      await tx
        .update(otpSessions)
        .set({ verifiedAt: request.now })
        .where(eq(otpSessions.id, session.id));
      return { ok: true as const };
    }
    const failed = session.failedAttempts + 1;
    await tx
      .update(otpSessions)
      .set({ failedAttempts: failed })
      .where(eq(otpSessions.id, session.id));
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
