import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { RENEWED_TOKEN_HEADER, userMessages } from '@grofresh/contracts';
import { createTestShop, RecordingSender, signInAs, TestClock } from '../../../test/harness';
import { authSessions } from './auth.table';
import { pruneAuthSessions } from './sessions.service';

const clock = new TestClock('2026-11-23T10:00:00+05:30');
const sender = new RecordingSender();
const { app, config, database } = await createTestShop({ clock, sms: sender });

const ENDED = userMessages.sessionEnded;
const renewedHeader = RENEWED_TOKEN_HEADER.toLowerCase();
const DAY = 24 * 3_600_000;

let nextPhone = 9120000000;
let nextClient = 1;
/** A shopper signed in on `devices` devices (31 s apart: one code per number every 30 s). */
async function shopper(devices = 1) {
  const phone = String(nextPhone++);
  const tokens: string[] = [];
  for (let i = 0; i < devices; i++) {
    if (i > 0) clock.advance(31_000);
    tokens.push((await signInAs(app, sender, phone, `10.20.0.${nextClient++}`)).token);
  }
  return tokens;
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const addresses = (token: string) =>
  app.inject({ method: 'GET', url: '/api/addresses', headers: auth(token) });
const logout = (token: string) =>
  app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth(token) });
const logoutEverywhere = (token: string) =>
  app.inject({ method: 'POST', url: '/api/auth/logout-everywhere', headers: auth(token) });
const expectEnded = async (token: string) => {
  const res = await addresses(token);
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({
    message: ENDED,
    code: 'UNAUTHENTICATED',
    requestId: expect.any(String),
  });
};

describe('signing out ends the token on the server', () => {
  it('answers 401 for a signed-out token while the other device stays signed in', async () => {
    const [phone, laptop] = await shopper(2);
    const out = await logout(phone!);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'You have been signed out.' });
    await expectEnded(phone!);
    expect((await addresses(laptop!)).statusCode).toBe(200);
    // Signing out again with the ended token changes nothing.
    expect((await logout(phone!)).statusCode).toBe(401);
    expect((await addresses(laptop!)).statusCode).toBe(200);
  });

  it('signs out every device with "sign out everywhere", and a new sign-in works', async () => {
    const [phone, laptop] = await shopper(2);
    const res = await logoutEverywhere(laptop!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'You have been signed out on every device.' });
    await expectEnded(phone!);
    await expectEnded(laptop!);
    expect((await logoutEverywhere(laptop!)).statusCode).toBe(401);
  });

  it('ends the session for good when sign-out races the shopper’s own calls and renewals', async () => {
    const [token] = await shopper();
    clock.advance(config.jwtTtlSeconds * 600); // past half its life: every call renews
    const answers = await Promise.all([
      logout(token!),
      ...Array.from({ length: 4 }, () => addresses(token!)),
    ]);
    expect(answers[0]!.statusCode).toBe(200);
    const renewed = answers.flatMap((res) => {
      const header = res.headers[renewedHeader];
      return typeof header === 'string' ? [header] : [];
    });
    for (const t of [token!, ...renewed]) await expectEnded(t);
  });
});

describe('tokens need exp, sub and a live session', () => {
  const sign = (claims: Record<string, unknown>, build: (jwt: SignJWT) => SignJWT) =>
    build(new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuer('grofresh')).sign(
      new TextEncoder().encode(config.jwtSecret),
    );

  it('refuses a token without exp, without sub, or without a session (issued before sessions)', async () => {
    const [token] = await shopper();
    const { sub, sid, ver } = decodeJwt(token!);
    const now = Math.floor(clock.now().getTime() / 1000);
    const noExp = await sign({ sid, ver }, (jwt) => jwt.setSubject(sub!).setIssuedAt(now));
    const noSub = await sign({ sid, ver }, (jwt) =>
      jwt.setIssuedAt(now).setExpirationTime(now + 3600),
    );
    const noSid = await sign({ ver }, (jwt) =>
      jwt
        .setSubject(sub!)
        .setIssuedAt(now)
        .setExpirationTime(now + 3600),
    );
    expect((await addresses(token!)).statusCode).toBe(200);
    for (const forged of [noExp, noSub]) {
      const res = await addresses(forged);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Your session has expired. Please sign in again.');
    }
    await expectEnded(noSid);
  });
});

describe('silent renewal while the shopper is active', () => {
  it('renews a token past half its life in X-Renewed-Token; the new one keeps the session and outlives the old', async () => {
    const ttlMs = config.jwtTtlSeconds * 1000;
    expect(ttlMs).toBe(7 * DAY);
    const [token] = await shopper();
    clock.advance(ttlMs / 2 - 60_000);
    const early = await addresses(token!);
    expect(early.statusCode).toBe(200);
    expect(early.headers[renewedHeader]).toBeUndefined();

    clock.advance(120_000);
    const late = await addresses(token!);
    expect(late.statusCode).toBe(200);
    const renewed = late.headers[renewedHeader] as string;
    expect(renewed).toEqual(expect.any(String));
    expect(decodeJwt(renewed).sid).toBe(decodeJwt(token!).sid);
    const used = await addresses(renewed);
    expect(used.statusCode).toBe(200);
    // A fresh token is not renewed again.
    expect(used.headers[renewedHeader]).toBeUndefined();

    // Past the first token's end, the renewed one (same session, moved on) still works.
    clock.advance(ttlMs / 2);
    expect((await addresses(token!)).statusCode).toBe(401);
    expect((await addresses(renewed)).statusCode).toBe(200);
    // Signing out with it ends the one session, whichever token names it.
    expect((await logout(renewed)).statusCode).toBe(200);
    await expectEnded(renewed);
  });

  it('lets a token lapse when the shopper is away longer than its life', async () => {
    const [token] = await shopper();
    clock.advance(config.jwtTtlSeconds * 1000 + 1000);
    const res = await addresses(token!);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Your session has expired. Please sign in again.');
  });
});

describe('pruning sessions', () => {
  it('deletes sessions ended or expired more than 30 days ago and keeps the rest', async () => {
    const [signedOut] = await shopper();
    const [lapsed] = await shopper();
    await logout(signedOut!);
    const idOf = (token: string) => decodeJwt(token).sid as string;
    const exists = async (token: string) =>
      (
        await database.db
          .select()
          .from(authSessions)
          .where(eq(authSessions.id, idOf(token)))
      ).length === 1;

    clock.advance(29 * DAY);
    const [recent] = await shopper();
    await logout(recent!);
    await pruneAuthSessions(database.db, clock.now());
    expect(await exists(signedOut!)).toBe(true);

    clock.advance(9 * DAY); // 38 days on: the first two ended (31 days) or expired (31 days) ago
    const [live] = await shopper();
    expect(await pruneAuthSessions(database.db, clock.now())).toBeGreaterThanOrEqual(2);
    expect(await exists(signedOut!)).toBe(false);
    expect(await exists(lapsed!)).toBe(false);
    expect(await exists(recent!)).toBe(true);
    expect(await exists(live!)).toBe(true);
    expect((await addresses(live!)).statusCode).toBe(200);
  });
});
