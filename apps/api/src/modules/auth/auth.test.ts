import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { createTestShop, RecordingSender, signInAs, TestClock } from '../../../test/harness';

const clock = new TestClock('2026-11-23T10:00:00+05:30');
const sender = new RecordingSender();
const { app, config } = await createTestShop({
  clock,
  sms: sender,
  env: { OTP_TEST_NUMBERS: '9999999999:123456' },
});

let nextPhone = 9000000000;
/** A number nobody has used in this file yet, so throttling never leaks between tests. */
const freshPhone = () => String(nextPhone++);

const post = (url: string, payload: object, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress });

const sendOtp = async (phone: string, remoteAddress?: string) => {
  const res = await post('/auth/send-otp', { phoneNumber: phone }, remoteAddress);
  return { res, sessionId: res.statusCode === 200 ? (res.json().session_id as string) : '' };
};
const verify = (sessionId: string, otp: string) =>
  post('/auth/verify-otp', { session_id: sessionId, otp });
const createUser = (phone: string, sessionId: string) =>
  post('/user/create', { phone, session_id: sessionId });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sign-in with a one-time code', () => {
  it('sends a 6-digit code, verifies it and signs the shopper in with a working token', async () => {
    const phone = freshPhone();
    const { res, sessionId } = await sendOtp(phone);
    expect(res.statusCode).toBe(200);
    const code = sender.lastCodeFor(phone);
    expect(code).toMatch(/^\d{6}$/);

    const verified = await verify(sessionId, code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: 'OTP verified successfully' });

    const created = await createUser(phone, sessionId);
    expect(created.statusCode).toBe(200);
    const { token, userDetails } = created.json();
    expect(userDetails).toEqual({ _id: expect.any(String), phone, role: 'customer' });

    const addresses = await app.inject({
      method: 'GET',
      url: '/api/addresses',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(addresses.statusCode).toBe(200);
  });

  it('finds the same shopper on the next sign-in', async () => {
    const phone = freshPhone();
    const first = await signInAs(app, sender, phone);
    clock.advance(31_000);
    const second = await signInAs(app, sender, phone);
    expect(second.userId).toBe(first.userId);
  });

  it('refuses a code after its 5 minutes', async () => {
    const phone = freshPhone();
    const { sessionId } = await sendOtp(phone);
    clock.advance(5 * 60_000 + 1000);
    const res = await verify(sessionId, sender.lastCodeFor(phone));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This OTP has expired. Please request a new OTP.');
    expect(res.json().details).toEqual({ attemptsLeft: 0 });
  });

  it('ends the session after 5 wrong codes: the 6th try is refused even with the right code', async () => {
    const phone = freshPhone();
    const { sessionId } = await sendOtp(phone);
    const code = sender.lastCodeFor(phone);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const res = await verify(sessionId, wrongCode(code));
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual({ attemptsLeft: 5 - attempt });
    }
    const sixth = await verify(sessionId, code);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toBe('Too many wrong codes. Please request a new OTP.');
    expect(sixth.json().details).toEqual({ attemptsLeft: 0 });
    expect((await createUser(phone, sessionId)).statusCode).toBe(401);
  });

  it('counts every wrong code once when they arrive at the same time', async () => {
    const phone = freshPhone();
    const { sessionId } = await sendOtp(phone);
    const code = sender.lastCodeFor(phone);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => verify(sessionId, wrongCode(code))),
    );
    expect(answers.every((res) => res.statusCode === 400)).toBe(true);
    const left = answers.map((res) => res.json().details.attemptsLeft as number);
    // Five wrong codes were counted (4, 3, 2, 1, 0 left); the three after found it dead.
    expect(left.sort()).toEqual([0, 0, 0, 0, 1, 2, 3, 4]);
    expect((await verify(sessionId, code)).json().details).toEqual({ attemptsLeft: 0 });
  });

  it('answers 404 for a session that does not exist', async () => {
    for (const id of ['nope', '7f1c2a52-52b5-4c1e-9d36-000000000000']) {
      const res = await verify(id, '123456');
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });

  it.each([
    [{ phoneNumber: '98765' }],
    [{ phoneNumber: '98765432101' }],
    [{ phoneNumber: '98765abcde' }],
    [{ phoneNumber: '5876543210' }],
    [{}],
  ])('refuses a bad number %j with the validation message', async (payload) => {
    const res = await post('/auth/send-otp', payload);
    expect(res.statusCode).toBe(400);
  });

  it('refuses a code that is not 6 digits', async () => {
    const { sessionId } = await sendOtp(freshPhone());
    expect((await verify(sessionId, '12345')).statusCode).toBe(400);
    expect((await verify(sessionId, 'abcdef')).statusCode).toBe(400);
  });
});

describe('throttling (429 with Retry-After)', () => {
  it('allows one code per number per 30 s', async () => {
    const phone = freshPhone();
    expect((await sendOtp(phone)).res.statusCode).toBe(200);
    clock.advance(10_000);
    const again = await sendOtp(phone);
    expect(again.res.statusCode).toBe(429);
    expect(again.res.json().code).toBe('RATE_LIMITED');
    expect(again.res.headers['retry-after']).toBe('20');
    clock.advance(20_000);
    expect((await sendOtp(phone)).res.statusCode).toBe(200);
  });

  it('allows at most 5 codes per number an hour', async () => {
    const phone = freshPhone();
    for (let i = 0; i < 5; i++) {
      expect((await sendOtp(phone)).res.statusCode).toBe(200);
      clock.advance(31_000);
    }
    const sixth = await sendOtp(phone);
    expect(sixth.res.statusCode).toBe(429);
    expect(Number(sixth.res.headers['retry-after'])).toBeGreaterThan(3000);
    clock.advance(60 * 60_000);
    expect((await sendOtp(phone)).res.statusCode).toBe(200);
  });

  it('limits codes per client address across numbers', async () => {
    const address = '203.0.113.9';
    for (let i = 0; i < 30; i++) {
      expect((await sendOtp(freshPhone(), address)).res.statusCode).toBe(200);
    }
    const refused = await sendOtp(freshPhone(), address);
    expect(refused.res.statusCode).toBe(429);
    expect(refused.res.headers['retry-after']).toBeDefined();
    expect((await sendOtp(freshPhone(), '203.0.113.10')).res.statusCode).toBe(200);
    clock.advance(60 * 60_000);
  });

  it('lets only one of many simultaneous requests for a number through', async () => {
    const phone = freshPhone();
    const results = await Promise.all(Array.from({ length: 8 }, () => sendOtp(phone)));
    const codes = results.map((r) => r.res.statusCode).sort();
    expect(codes).toEqual([200, 429, 429, 429, 429, 429, 429, 429]);
  });
});

describe('POST /api/user/create issues a token only for a fresh, verified session, once', () => {
  it('refuses an unverified session', async () => {
    const phone = freshPhone();
    const { sessionId } = await sendOtp(phone);
    const res = await createUser(phone, sessionId);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('refuses a session verified for another number', async () => {
    const phone = freshPhone();
    const { sessionId } = await sendOtp(phone);
    await verify(sessionId, sender.lastCodeFor(phone));
    expect((await createUser(freshPhone(), sessionId)).statusCode).toBe(401);
  });

  it('refuses the same session a second time', async () => {
    const phone = freshPhone();
    const { sessionId } = await sendOtp(phone);
    await verify(sessionId, sender.lastCodeFor(phone));
    expect((await createUser(phone, sessionId)).statusCode).toBe(200);
    const again = await createUser(phone, sessionId);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONFLICT');
  });

  it('refuses a session verified more than 10 minutes ago', async () => {
    const phone = freshPhone();
    const { sessionId } = await sendOtp(phone);
    await verify(sessionId, sender.lastCodeFor(phone));
    clock.advance(10 * 60_000 + 1000);
    expect((await createUser(phone, sessionId)).statusCode).toBe(401);
  });
});

describe('test numbers and the SMS provider', () => {
  it('gives listed test numbers their fixed code without sending an SMS', async () => {
    const before = sender.sent.length;
    const { sessionId } = await sendOtp('9999999999');
    expect(sender.sent.length).toBe(before);
    expect((await verify(sessionId, '123456')).statusCode).toBe(200);
    clock.advance(31_000);
  });

  it('answers 502 with a message when the SMS cannot be sent', async () => {
    const phone = freshPhone();
    sender.failNext = true;
    const { res } = await sendOtp(phone);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('We could not send the SMS. Please try again.');
  });
});

describe('tokens', () => {
  const addresses = (authorization?: string) =>
    app.inject({
      method: 'GET',
      url: '/api/addresses',
      headers: authorization ? { authorization } : {},
    });

  it('answers 401 with a message without a token or with a malformed one', async () => {
    for (const header of [undefined, 'Bearer', 'Bearer not.a.jwt', 'Basic abc']) {
      const res = await addresses(header);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: expect.any(String) });
    }
  });

  it('refuses a tampered token', async () => {
    const { token } = await signInAs(app, sender, freshPhone());
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 'x' }),
    ).toString('base64url');
    expect((await addresses(`Bearer ${header}.${forged}.${signature}`)).statusCode).toBe(401);
    const otherKey = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('someone')
      .setIssuer('grofresh')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256'));
    expect((await addresses(`Bearer ${otherKey}`)).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const { headers } = await signInAs(app, sender, freshPhone());
    expect((await addresses(headers.authorization)).statusCode).toBe(200);
    clock.advance(config.jwtTtlSeconds * 1000 + 1000);
    const res = await addresses(headers.authorization);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Your session has expired. Please sign in again.');
  });
});
