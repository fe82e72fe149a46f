import { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';
import type { Clock } from './clock';

export interface TokenSettings {
  secret: string;
  ttlSeconds: number;
  clock: Clock;
}

const ISSUER = 'grofresh';
const key = (secret: string) => new TextEncoder().encode(secret);
// Imported once per secret: given the raw bytes, jose imports the key again on every check,
// which every signed-in call makes (a third of the check's cost, bench/results/orders.md).
const HS256 = { name: 'HMAC', hash: 'SHA-256' };
const verifyKeys = new Map<string, Promise<webcrypto.CryptoKey>>();
const verifyKey = (secret: string): Promise<webcrypto.CryptoKey> => {
  const known = verifyKeys.get(secret);
  if (known) return known;
  const imported = webcrypto.subtle.importKey('raw', key(secret), HS256, false, ['verify']);
  verifyKeys.set(secret, imported);
  return imported;
};
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** What a token is issued for: a user, at a token version, in one signed-in session. */
export interface TokenSubject {
  userId: string;
  /** The user's token version: raising it ends every token issued before. */
  version: number;
  /** The `auth_sessions` row of the device: signing out ends it. */
  sessionId: string;
}

/** A signed access token (HS256) naming the user (`sub`), version (`ver`) and session (`sid`). */
export async function issueToken(
  settings: TokenSettings,
  subject: TokenSubject,
): Promise<{ token: string; expiresAt: Date }> {
  const now = seconds(settings.clock.now());
  const exp = now + settings.ttlSeconds;
  const token = await new SignJWT({ ver: subject.version, sid: subject.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subject.userId)
    .setIssuer(ISSUER)
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .sign(key(settings.secret));
  return { token, expiresAt: new Date(exp * 1000) };
}

export interface TokenClaims {
  userId: string;
  /** The user's token version when it was issued (tokens from before versions: 0). */
  version: number;
  /** Absent in tokens issued before sessions: those are refused as ended. */
  sessionId: string | undefined;
  expiresAt: Date;
}

/**
 * The claims of a valid token; undefined for a tampered, expired or malformed one, or one
 * without `exp` or `sub` (a token that never expires is never accepted).
 */
export async function readToken(
  settings: TokenSettings,
  token: string,
): Promise<TokenClaims | undefined> {
  const known = verified.get(token);
  if (known?.secret === settings.secret) {
    // The signature of these very bytes was checked with this secret; time moves on, so
    // expiry is checked again as jose checks it (expired once `exp` <= now, in whole seconds).
    return known.claims.expiresAt.getTime() / 1000 > seconds(settings.clock.now())
      ? { ...known.claims }
      : undefined;
  }
  const claims = await verifiedClaims(settings, token);
  if (claims) remember(token, settings.secret, claims);
  return claims;
}

/**
 * Tokens whose signature and claims checked out, by their exact text: every signed-in call
 * checks its token, and the HMAC (a WebCrypto job) was a tenth of an order's CPU in the shop
 * (bench/results/orders.md). Only the signature's verdict is kept: expiry is checked on every
 * call, and whether the session, the user and the token version still stand is the database's
 * check (plugins/auth.ts), made on every call too. A tampered token is another string.
 */
const verified = new Map<string, { secret: string; claims: TokenClaims }>();
/** Bounded: the oldest entry goes first (a Map iterates in insertion order). */
const VERIFIED_KEPT = 10_000;

function remember(token: string, secret: string, claims: TokenClaims): void {
  if (verified.size >= VERIFIED_KEPT) verified.delete(verified.keys().next().value!);
  verified.set(token, { secret, claims });
}

async function verifiedClaims(
  settings: TokenSettings,
  token: string,
): Promise<TokenClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, await verifyKey(settings.secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: settings.clock.now(),
      requiredClaims: ['exp', 'sub'],
    });
    if (!payload.sub || typeof payload.exp !== 'number') return undefined;
    const version = payload.ver ?? 0;
    if (typeof version !== 'number' || !Number.isInteger(version)) return undefined;
    const sessionId = typeof payload.sid === 'string' ? payload.sid : undefined;
    return { userId: payload.sub, version, sessionId, expiresAt: new Date(payload.exp * 1000) };
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
}

/** A token with less than half its lifetime left is renewed on the shopper's next call. */
export const isPastHalfLife = (settings: TokenSettings, claims: TokenClaims): boolean =>
  claims.expiresAt.getTime() - settings.clock.now().getTime() < (settings.ttlSeconds * 1000) / 2;
