import type { z } from 'zod';
import type { Env } from './env';
import { asksForStandIns, cardModeOf, CLOCK_NOW_NOT_ASKED } from './stand-ins';

/** The rules across variables: what production refuses, and which setting needs another. */
export function refuseBadSettings(env: Env, ctx: z.core.$RefinementCtx<Env>): void {
  const refuse = (path: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  const provider = env.OTP_PROVIDER ?? (env.NODE_ENV === 'production' ? undefined : 'console');
  if (env.NODE_ENV === 'production') {
    if (env.CLOCK_NOW) refuse('CLOCK_NOW', 'pins the clock and is refused in production');
    // Unset would start the embedded development server on this machine's disk.
    if (!env.DATABASE_URL)
      refuse('DATABASE_URL', 'is required in production: the PostgreSQL server to use');
    if (!env.JWT_SECRET)
      refuse(
        'JWT_SECRET',
        'is required in production: 32+ random characters (e.g. `openssl rand -base64 48`)',
      );
    if (provider !== '2factor')
      refuse('OTP_PROVIDER', 'must name a real SMS provider (2factor) in production');
    if (env.OTP_TEST_NUMBERS) refuse('OTP_TEST_NUMBERS', 'test numbers are refused in production');
  } else if (env.CLOCK_NOW && !asksForStandIns(env)) refuse('CLOCK_NOW', CLOCK_NOW_NOT_ASKED);
  const ccavenue = cardModeOf(env);
  if (env.NODE_ENV === 'production' && ccavenue === 'simulator')
    refuse(
      'CCAVENUE_MODE',
      'the gateway stand-in is refused in production (use test, live or off)',
    );
  if (ccavenue === 'test' || ccavenue === 'live') {
    for (const name of [
      'CCAVENUE_MERCHANT_ID',
      'CCAVENUE_ACCESS_CODE',
      'CCAVENUE_WORKING_KEY',
    ] as const) {
      if (!env[name]) refuse(name, `is required with CCAVENUE_MODE=${ccavenue}`);
    }
    // The gateway sends shoppers back to redirect_url: in production never taken from a
    // request's Host header.
    if (env.NODE_ENV === 'production' && !env.PUBLIC_URL)
      refuse('PUBLIC_URL', `is required with CCAVENUE_MODE=${ccavenue} in production`);
  }
  if (env.S3_BUCKET && !env.S3_PUBLIC_URL)
    refuse('S3_PUBLIC_URL', 'is required with S3_BUCKET (where shoppers load the pictures)');
  if (provider === '2factor' && !env.TWOFACTOR_API_KEY)
    refuse('TWOFACTOR_API_KEY', 'is required with OTP_PROVIDER=2factor');
}
