import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
import {
  MAX_WRONG_CODES_PER_NUMBER,
  WRONG_CODE_WINDOW_MS,
  WRONG_CODES_LOCK_EVERYONE,
} from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { locks, takeLocks } from '../../db/locks';
import { otpSessions } from './auth.table';

/**
 * What keeps a number's codes from being guessed, shared by sending a code (auth.service.ts)
 * and checking one (code-check.ts): the keyed hash a code is kept as, the number's lock, and
 * the cool-down after too many wrong codes (docs/product/rules.md#limits).
 */

export const hashCode = (secret: string, sessionId: string, code: string) =>
  createHmac('sha256', secret).update(`${sessionId}:${code}`).digest('hex');

export const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Serialises everything that counts codes of one number (requests and checks). */
export const lockNumber = (tx: DbOrTx, phone: string) => takeLocks(tx, locks.codesOf(phone));

/** The wrong codes typed for a number in the last 24 hours, per code session, newest first. */
export interface WrongCodes {
  sessions: { id: string; clientAddress: string; failedAttempts: number; createdAt: Date }[];
  total: number;
}

export async function wrongCodesOf(tx: DbOrTx, phone: string, now: Date): Promise<WrongCodes> {
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
export function coolDownFor(wrong: WrongCodes, clientAddress: string): Date | undefined {
  if (wrong.total >= WRONG_CODES_LOCK_EVERYONE) {
    return belowCapAt(wrong, WRONG_CODES_LOCK_EVERYONE);
  }
  if (wrong.total < MAX_WRONG_CODES_PER_NUMBER) return undefined;
  const typedOne = wrong.sessions.some((s) => s.clientAddress === clientAddress);
  return typedOne ? belowCapAt(wrong, MAX_WRONG_CODES_PER_NUMBER) : undefined;
}
