import { SignJWT, jwtVerify, errors } from 'jose';
import type { Clock } from './clock';

export interface TokenSettings {
  secret: string;
  ttlSeconds: number;
  clock: Clock;
}

const ISSUER = 'grofresh';
const key = (secret: string) => new TextEncoder().encode(secret);
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * A signed access token (HS256) naming the user and the user's token version (`ver`), valid
 * for the configured time. Raising the user's version ends every token issued before.
 */
export async function issueToken(
  settings: TokenSettings,
  userId: string,
  version: number,
): Promise<string> {
  const now = seconds(settings.clock.now());
  return new SignJWT({ ver: version })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setIssuedAt(now)
    .setExpirationTime(now + settings.ttlSeconds)
    .sign(key(settings.secret));
}

export interface TokenClaims {
  userId: string;
  /** The user's token version when it was issued (tokens from before versions: 0). */
  version: number;
}

/** The claims of a valid token; undefined for a tampered, expired or malformed one. */
export async function readToken(
  settings: TokenSettings,
  token: string,
): Promise<TokenClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, key(settings.secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: settings.clock.now(),
    });
    if (!payload.sub) return undefined;
    const version = payload.ver ?? 0;
    if (typeof version !== 'number' || !Number.isInteger(version)) return undefined;
    return { userId: payload.sub, version };
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
}
