import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, min, sql } from 'drizzle-orm';
import {
  MAX_WRONG_CODES,
  MAX_WRONG_CODES_PER_NUMBER,
  OTP_VERIFIED_MESSAGE,
  tooManyWrongCodesMessage,
  WRONG_CODE_WINDOW_MS,
  WRONG_CODES_LOCK_EVERYONE,
  type CodeRefusalDetails,
} from '@grofresh/contracts';
import type { Db, DbOrTx } from '../../db/database';
import { AppError, rateLimited } from '../../lib/app-error';
import { isId } from '../../lib/ids';
import { otpSessions } from './auth.table';
import type { SmsSender } from '../../lib/sms';

/** Sign-in's rules (docs/product/calls.md#sign-in-calls, docs/product/rules.md#limits). */
export const OTP_TTL_MS = 5 * 60_000;
export const RESEND_GAP_MS = 30_000;
/** Codes one client may ask for one number an hour, and all clients together. */
export const CODES_PER_NUMBER_PER_CLIENT_PER_HOUR = 5;
export const CODES_PER_NUMBER_PER_HOUR = 10;
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
 * Throttles per number, per number and client, and per client; refuses a number cooling down
 * after too many wrong codes (except to a client that typed none of them); creates the session
 * and sends the code. Requests for one number are serialised by an advisory lock, so two at
 * once cannot both slip under a limit. `clientAddress` is the client's limit key (clientKey).
 *
 * The 30 s gap and the hourly five are per client, so one client asking again and again cannot
 * keep the owner of the number from getting a code; the number's own ten an hour bound the SMS.
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
    await lockNumber(tx, phone);
    const [last] = await tx
      .select({ at: otpSessions.createdAt })
      .from(otpSessions)
      .where(and(eq(otpSessions.phone, phone), eq(otpSessions.clientAddress, clientAddress)))
      .orderBy(desc(otpSessions.createdAt))
      .limit(1);
    if (last && now.getTime() - last.at.getTime() < RESEND_GAP_MS) {
      throw rateLimited(
        'Please wait before requesting another OTP.',
        last.at.getTime() + RESEND_GAP_MS - now.getTime(),
      );
    }
    const cooling = coolDownFor(await wrongCodesOf(tx, phone, now), clientAddress);
    if (cooling) {
      throw rateLimited(tooManyWrongCodesMessage(cooling, now), cooling.getTime() - now.getTime());
    }
    const sentSince = (client?: string) =>
      tx
        .select({ sent: count(), first: min(otpSessions.createdAt) })
        .from(otpSessions)
        .where(
          and(
            eq(otpSessions.phone, phone),
            client ? eq(otpSessions.clientAddress, client) : undefined,
            gt(otpSessions.createdAt, hourAgo),
          ),
        );
    for (const [[sent], cap] of [
      [await sentSince(clientAddress), CODES_PER_NUMBER_PER_CLIENT_PER_HOUR],
      [await sentSince(), CODES_PER_NUMBER_PER_HOUR],
    ] as const) {
      if (sent && sent.sent >= cap && sent.first) {
        throw rateLimited(
          'Too many OTP requests for this number. Please try again later.',
          sent.first.getTime() + HOUR_MS - now.getTime(),
        );
      }
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
      // The session stays (it counts against the limits) but can never be verified; it is
      // expired rather than failed, so it counts no wrong codes against the number.
      await db.update(otpSessions).set({ expiresAt: now }).where(eq(otpSessions.id, sessionId));
      throw new AppError('INTERNAL', 'We could not send the SMS. Please try again.', undefined, {
        status: 502,
        cause: error,
      });
    }
  }
  return { sessionId };
}

/** Serialises everything that counts codes of one number (requests and checks). */
const lockNumber = (tx: DbOrTx, phone: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${phone}`}))`);

/** The wrong codes typed for a number in the last 24 hours, per code session, newest first. */
interface WrongCodes {
  sessions: { id: string; clientAddress: string; failedAttempts: number; createdAt: Date }[];
  total: number;
}

async function wrongCodesOf(tx: DbOrTx, phone: string, now: Date): Promise<WrongCodes> {
  const sessions = await tx
    .select({
      id: otpSessions.id,
      clientAddress: otpSessions.clientAddress,
      failedAttempts: otpSessions.failedAttempts,
      createdAt: otpSessions.createdAt,
    })
    .from(otpSessions)
    .where(
      and(
        eq(otpSessions.phone, phone),
        gt(otpSessions.createdAt, new Date(now.getTime() - WRONG_CODE_WINDOW_MS)),
        gt(otpSessions.failedAttempts, 0),
      ),
    )
    .orderBy(desc(otpSessions.createdAt));
  return { sessions, total: sessions.reduce((sum, s) => sum + s.failedAttempts, 0) };
}

/** When fewer than `cap` wrong codes are left in the window (each session's count leaves 24 h after it was sent). */
function belowCapAt(wrong: WrongCodes, cap: number): Date {
  let counted = 0;
  for (const session of wrong.sessions) {
    counted += session.failedAttempts;
    if (counted >= cap) return new Date(session.createdAt.getTime() + WRONG_CODE_WINDOW_MS);
  }
  throw new Error('belowCapAt asked under the cap');
}

/**
 * Until when a client may not try codes for a number, or undefined when it may. Ten wrong codes
 * in 24 hours start the cool-down for every client that typed one of them; a client that typed
 * none (the owner, on their own phone or network) still gets codes, one try each, until twenty
 * wrong codes stop everyone. So an attacker's burst locks the owner out only if it comes from
 * ten clients, and for at most a day after it.
 */
function coolDownFor(wrong: WrongCodes, clientAddress: string): Date | undefined {
  if (wrong.total >= WRONG_CODES_LOCK_EVERYONE) {
    return belowCapAt(wrong, WRONG_CODES_LOCK_EVERYONE);
  }
  if (wrong.total < MAX_WRONG_CODES_PER_NUMBER) return undefined;
  const typedOne = wrong.sessions.some((s) => s.clientAddress === clientAddress);
  return typedOne ? belowCapAt(wrong, MAX_WRONG_CODES_PER_NUMBER) : undefined;
}

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
