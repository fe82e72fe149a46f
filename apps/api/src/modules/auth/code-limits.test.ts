import { eq, sum } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestShop, RecordingSender, TestClock } from '../../../test/harness';
import { otpSessions } from './auth.table';
import { CODE_CHECKS_PER_CLIENT_PER_MINUTE } from '../../routes/shop/auth.routes';

const clock = new TestClock('2026-11-23T10:00:00+05:30');
const sender = new RecordingSender();
const { app, database } = await createTestShop({ clock, sms: sender });

const HOUR = 3_600_000;
// Each test's attacker is a client of its own: the per-client limit on code checks is real time.
let attackers = 0;
let ATTACKER = '';
beforeEach(() => {
  ATTACKER = `203.0.113.${++attackers}`;
});
const OWNER = '198.51.100.20';

let nextPhone = 9100000000;
const freshPhone = () => String(nextPhone++);

const post = (url: string, payload: object, remoteAddress: string) =>
  app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress });
const sendOtp = async (phone: string, from: string) => {
  const res = await post('/auth/send-otp', { phoneNumber: phone }, from);
  return { res, sessionId: res.statusCode === 200 ? (res.json().session_id as string) : '' };
};
const verify = (sessionId: string, otp: string, from: string) =>
  post('/auth/verify-otp', { session_id: sessionId, otp }, from);
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Code sessions for one number from one client, 31 s apart (the resend gap), with their codes. */
async function sessions(phone: string, from: string, n: number) {
  const made: { id: string; code: string }[] = [];
  for (let i = 0; i < n; i++) {
    if (i > 0) clock.advance(31_000);
    const { res, sessionId } = await sendOtp(phone, from);
    expect(res.statusCode).toBe(200);
    made.push({ id: sessionId, code: sender.lastCodeFor(phone) });
  }
  return made;
}

const wrongCodesCounted = async (phone: string) => {
  const [row] = await database.db
    .select({ n: sum(otpSessions.failedAttempts) })
    .from(otpSessions)
    .where(eq(otpSessions.phone, phone));
  return Number(row?.n ?? 0);
};

describe('wrong codes are capped per number across code sessions (10 in 24 hours)', () => {
  it('refuses the 11th code of the day in any session, saying when to try again, then lets the number in after the cool-down', async () => {
    clock.advance(HOUR);
    const phone = freshPhone();
    // 11:00 AM and two more sessions 31 s apart.
    const [first, second, third] = await sessions(phone, ATTACKER, 3);
    for (let i = 0; i < 5; i++) {
      expect((await verify(first!.id, wrong(first!.code), ATTACKER)).statusCode).toBe(400);
    }
    for (let i = 0; i < 4; i++) {
      const res = await verify(second!.id, wrong(second!.code), ATTACKER);
      expect(res.json().details).toEqual({ attemptsLeft: 4 - i });
    }
    const cooled =
      'Too many wrong codes for this number. Please try again after 11:00 AM tomorrow.';
    const tenth = await verify(second!.id, wrong(second!.code), ATTACKER);
    expect(tenth.statusCode).toBe(400);
    expect(tenth.json()).toMatchObject({
      message: cooled,
      details: { attemptsLeft: 0, retryAt: '2026-11-24T05:30:00.000Z' },
    });

    // The 11th try is refused even with the right code of a session sent before the burst.
    const eleventh = await verify(third!.id, third!.code, ATTACKER);
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json().message).toBe(cooled);
    expect(await wrongCodesCounted(phone)).toBe(10);
    // No new code for this client either (429 with the same words and Retry-After).
    clock.advance(31_000);
    const asked = await sendOtp(phone, ATTACKER);
    expect(asked.res.statusCode).toBe(429);
    expect(asked.res.json().message).toBe(cooled);
    expect(Number(asked.res.headers['retry-after'])).toBeGreaterThan(23 * 3600);

    // A day after the first wrong codes, the number takes codes again.
    clock.advance(24 * HOUR - 93_000 - 1000);
    expect((await sendOtp(phone, ATTACKER)).res.statusCode).toBe(429);
    clock.advance(2000);
    const [later] = await sessions(phone, ATTACKER, 1);
    expect((await verify(later!.id, later!.code, ATTACKER)).json()).toEqual({
      message: 'OTP verified successfully',
    });
  });

  it('counts racing wrong codes exactly: ten are counted, the rest meet the cool-down', async () => {
    const phone = freshPhone();
    const made = await sessions(phone, ATTACKER, 3);
    const answers = await Promise.all(
      made.flatMap((s) => Array.from({ length: 5 }, () => verify(s.id, wrong(s.code), ATTACKER))),
    );
    expect(answers.every((res) => res.statusCode === 400)).toBe(true);
    const cooled = answers.filter((res) => res.json().details.retryAt !== undefined);
    // The 10th wrong code starts the cool-down; the five after it are refused unchecked.
    expect(cooled).toHaveLength(6);
    expect(await wrongCodesCounted(phone)).toBe(10);
    clock.advance(25 * HOUR);
  });
});

describe('the owner of a number keeps a way in', () => {
  it('gets a code on another client right after an attacker’s burst, and the right code signs them in', async () => {
    const phone = freshPhone();
    const [a, b] = await sessions(phone, ATTACKER, 2);
    for (const s of [a!, b!]) {
      for (let i = 0; i < 5; i++) await verify(s.id, wrong(s.code), ATTACKER);
    }
    expect(await wrongCodesCounted(phone)).toBe(10);

    const { res, sessionId } = await sendOtp(phone, OWNER);
    expect(res.statusCode).toBe(200);
    expect((await verify(sessionId, sender.lastCodeFor(phone), OWNER)).statusCode).toBe(200);
    const signedIn = await post('/user/create', { phone, session_id: sessionId }, OWNER);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().token).toEqual(expect.any(String));
  });

  it('gives a client that typed none of the wrong codes one try only, and stops everyone at 20', async () => {
    const phone = freshPhone();
    const [a, b] = await sessions(phone, ATTACKER, 2);
    for (const s of [a!, b!]) {
      for (let i = 0; i < 5; i++) await verify(s.id, wrong(s.code), ATTACKER);
    }
    // Ten more clients each get one code and one try.
    for (let client = 1; client <= 10; client++) {
      if (client % 5 === 1) clock.advance(HOUR); // the number's ten codes an hour
      const from = `192.0.2.${client}`;
      const { res, sessionId } = await sendOtp(phone, from);
      expect(res.statusCode).toBe(200);
      const code = sender.lastCodeFor(phone);
      const missed = await verify(sessionId, wrong(code), from);
      expect(missed.json().details.attemptsLeft).toBe(0);
      expect(missed.json().message).toMatch(/^Too many wrong codes for this number/);
      // Their one try is spent: even the right code is refused now.
      expect((await verify(sessionId, code, from)).statusCode).toBe(400);
    }
    expect(await wrongCodesCounted(phone)).toBe(20);
    clock.advance(31_000);
    const owner = await sendOtp(phone, OWNER);
    expect(owner.res.statusCode).toBe(429);
    expect(owner.res.json().message).toMatch(/^Too many wrong codes for this number/);
    clock.advance(25 * HOUR);
  });

  it('lets one client ask for one number only 5 codes an hour, so it cannot use up the number’s quota', async () => {
    const phone = freshPhone();
    await sessions(phone, ATTACKER, 5);
    clock.advance(31_000);
    expect((await sendOtp(phone, ATTACKER)).res.statusCode).toBe(429);
    expect((await sendOtp(phone, OWNER)).res.statusCode).toBe(200);
  });
});

describe('verify-otp is limited per client', () => {
  it(`answers 429 after ${CODE_CHECKS_PER_CLIENT_PER_MINUTE} checks a minute from one client (an IPv6 /64 is one client)`, async () => {
    const unknown = '7f1c2a52-52b5-4c1e-9d36-000000000000';
    for (let i = 0; i < CODE_CHECKS_PER_CLIENT_PER_MINUTE; i++) {
      const res = await verify(unknown, '123456', `2001:db8:7:1::${(i + 1).toString(16)}`);
      expect(res.statusCode).toBe(404);
    }
    const limited = await verify(unknown, '123456', '2001:db8:7:1::ffff');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await verify(unknown, '123456', '2001:db8:7:2::1')).statusCode).toBe(404);
  });
});
