import { isIP } from 'node:net';
import { z } from 'zod';
import type { TrustProxy } from '../lib/client-key';
import { observabilityEnv } from './observability';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** proxy-addr's names for address ranges, accepted in a TRUST_PROXY list. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isProxyEntry = (entry: string): boolean => {
  if (PROXY_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
};

const TRUST_EVERYTHING_REFUSED =
  'true would believe any X-Forwarded-For, so any client could pick its own address and walk ' +
  'past the request ceiling and the sign-in limits: write how many proxies stand in front of ' +
  'the shop (TRUST_PROXY=1) or their addresses (TRUST_PROXY=127.0.0.1,10.0.0.0/8)';

/** A hop count, or the proxies' addresses and CIDR ranges; never "everyone is a proxy". */
const trustProxySchema = z.string().transform((value, ctx): TrustProxy => {
  if (value === 'false') return false;
  if (value === 'true') {
    ctx.addIssue({ code: 'custom', message: TRUST_EVERYTHING_REFUSED });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyEntry(entry));
  if (bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `is neither a hop count nor a list of proxy addresses or CIDR ranges (${bad.map((b) => JSON.stringify(b)).join(', ')})`,
    });
    return z.NEVER;
  }
  return entries;
});

/**
 * Every variable the shop reads, each checked on its own; the rules across variables are in
 * config/refusals.ts.
 */
export const envFields = z.object({
  /**
   * Unset is a start nobody configured (`npm start`), maybe a store owner's server: a kept
   * secret, no gateway stand-in and no CLOCK_NOW unless asked for (config/stand-ins.ts).
   */
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optionalString.pipe(z.url().optional()),
  DATA_DIR: z.string().default('./data'),
  CLOCK_NOW: optionalString.pipe(z.iso.datetime({ offset: true }).optional()),
  REDIS_URL: optionalString,
  WEB_DIST: optionalString,
  /** The demo store (its UPI payee too) on an empty database; off by default in production. */
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  /** Scheduled jobs (the milk run's tick); on unless NODE_ENV=test. */
  JOB_SCHEDULES: z.enum(['true', 'false']).optional(),
  TRUST_PROXY: optionalString.pipe(trustProxySchema.optional()),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(1200),
  JWT_SECRET: optionalString.pipe(
    z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ),
  JWT_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .default(24 * 7),
  OTP_PROVIDER: z.enum(['console', '2factor']).optional(),
  OTP_TEST_NUMBERS: optionalString.pipe(
    z
      .string()
      .regex(/^\d{10}:\d{6}(,\d{10}:\d{6})*$/, 'use 9999999999:123456,8888888888:654321')
      .optional(),
  ),
  TWOFACTOR_API_KEY: optionalString,
  TWOFACTOR_TEMPLATE: optionalString,
  TWOFACTOR_SENDER_ID: optionalString,
  TWOFACTOR_BASE_URL: z.url().default('https://2factor.in'),
  /** Uploaded pictures go to this bucket instead of DATA_DIR/uploads (S3 or compatible). */
  S3_BUCKET: optionalString,
  S3_REGION: z.string().trim().min(1).default('auto'),
  S3_ENDPOINT: optionalString.pipe(z.url().optional()),
  S3_PUBLIC_URL: optionalString.pipe(z.url().optional()),
  /** The shop's public address, for the gateway's return URLs; else the request's own host. */
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  /**
   * Online card payment: the gateway stand-in (the default under NODE_ENV development or test),
   * CCAvenue, or none (the default elsewhere).
   */
  CCAVENUE_MODE: z.enum(['simulator', 'test', 'live', 'off']).optional(),
  CCAVENUE_MERCHANT_ID: optionalString,
  CCAVENUE_ACCESS_CODE: optionalString,
  CCAVENUE_WORKING_KEY: optionalString,
  /** CCAvenue's page and API hosts in test/live mode, e.g. through an operator's proxy. */
  CCAVENUE_PAGE_URL: optionalString.pipe(z.url().optional()),
  CCAVENUE_API_URL: optionalString.pipe(z.url().optional()),
  APP_DEEP_LINK: z.string().trim().min(1).default('grofresh://payment-status'),
  ...observabilityEnv,
});

export type Env = z.output<typeof envFields>;
