import { describe, expect, it } from 'vitest';
import type { Clock } from './clock';
import { issueToken, readToken, type TokenSettings } from './tokens';

/** A clock the test moves by hand. */
const handClock = (iso: string) => {
  let at = new Date(iso).getTime();
  const clock: Clock = { now: () => new Date(at) };
  return { clock, advance: (ms: number) => (at += ms) };
};
const subject = {
  userId: '7b2f4c1e-3a9d-4e8b-9c1f-2d3e4f5a6b7c',
  version: 2,
  sessionId: '0c1d2e3f-4a5b-4c6d-8e7f-8a9b0c1d2e3f',
};

describe('readToken', () => {
  it('refuses a token it accepted before once the token has expired', async () => {
    const { clock, advance } = handClock('2026-03-01T10:00:00Z');
    const settings: TokenSettings = {
      secret: 'a-secret-of-32-characters-at-least',
      ttlSeconds: 60,
      clock,
    };
    const { token, expiresAt } = await issueToken(settings, subject);
    expect(await readToken(settings, token)).toEqual({ ...subject, expiresAt });
    advance(59_000);
    expect(await readToken(settings, token)).toEqual({ ...subject, expiresAt });
    advance(1_000);
    expect(await readToken(settings, token)).toBeUndefined();
  });

  it('refuses a token accepted under another secret, and a tampered copy of one accepted', async () => {
    const { clock } = handClock('2026-03-01T10:00:00Z');
    const settings: TokenSettings = {
      secret: 'the-first-secret-of-the-shop-1234',
      ttlSeconds: 600,
      clock,
    };
    const { token } = await issueToken(settings, subject);
    expect(await readToken(settings, token)).toBeDefined();
    expect(
      await readToken({ ...settings, secret: 'another-secret-of-the-shop-56789' }, token),
    ).toBeUndefined();
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(payload!, 'base64url').toString().replace('"ver":2', '"ver":9');
    const tampered = [header, Buffer.from(forged).toString('base64url'), signature].join('.');
    expect(tampered).not.toBe(token);
    expect(await readToken(settings, tampered)).toBeUndefined();
  });
});
