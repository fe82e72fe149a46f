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

/** A signed access token (HS256) naming the user, valid for the configured time. */
export async function issueToken(settings: TokenSettings, userId: string): Promise<string> {
  const now = seconds(settings.clock.now());
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setIssuedAt(now)
    .setExpirationTime(now + settings.ttlSeconds)
    .sign(key(settings.secret));
}

/** The user id of a valid token; undefined for a tampered, expired or malformed one. */
export async function readToken(
  settings: TokenSettings,
  token: string,
): Promise<string | undefined> {
  try {
    const { payload } = await jwtVerify(token, key(settings.secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: settings.clock.now(),
    });
    return payload.sub;
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
}
