import { randomInt, randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, min } from 'drizzle-orm';
import { tooManyWrongCodesMessage } from '@grofresh/contracts';
import type { Db } from '../../db/database';
import { AppError, rateLimited } from '../../lib/app-error';
import type { SmsSender } from '../../lib/sms';
import { otpSessions } from './auth.table';
import { coolDownFor, hashCode, lockNumber, wrongCodesOf } from './number-guard';

/** Sign-in's rules (docs/product/calls.md#sign-in-calls, docs/product/rules.md#limits). */
export const OTP_TTL_MS = 5 * 60_000;
export const RESEND_GAP_MS = 30_000;
/** Codes one client may ask for one number an hour, and all clients together. */
export const CODES_PER_NUMBER_PER_CLIENT_PER_HOUR = 5;
export const CODES_PER_NUMBER_PER_HOUR = 10;
export const CODES_PER_ADDRESS_PER_HOUR = 30;
const HOUR_MS = 3_600_000;

export interface OtpSettings {
  secret: string;
  sender: SmsSender;
  testNumbers: Map<string, string>;
}

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
