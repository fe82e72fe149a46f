import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import type { TrustProxy } from './lib/client-key';
import {
  observabilityConfig,
  observabilityEnv,
  type ObservabilityConfig,
} from './observability-config';

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

const envSchema = z
  .object({
    /** Unset is a start nobody configured (`npm start`): like development, with a kept secret. */
    NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
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
    /** Online card payment: the gateway stand-in (default outside production), CCAvenue, or none. */
    CCAVENUE_MODE: z.enum(['simulator', 'test', 'live', 'off']).optional(),
    CCAVENUE_MERCHANT_ID: optionalString,
    CCAVENUE_ACCESS_CODE: optionalString,
    CCAVENUE_WORKING_KEY: optionalString,
    /** CCAvenue's page and API hosts in test/live mode, e.g. through an operator's proxy. */
    CCAVENUE_PAGE_URL: optionalString.pipe(z.url().optional()),
    CCAVENUE_API_URL: optionalString.pipe(z.url().optional()),
    APP_DEEP_LINK: z.string().trim().min(1).default('grofresh://payment-status'),
    ...observabilityEnv,
  })
  .superRefine((env, ctx) => {
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
      if (env.OTP_TEST_NUMBERS)
        refuse('OTP_TEST_NUMBERS', 'test numbers are refused in production');
    }
    const ccavenue = env.CCAVENUE_MODE ?? (env.NODE_ENV === 'production' ? 'off' : 'simulator');
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
  });

export type Config = ObservabilityConfig & {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  databaseUrl: string | undefined;
  dataDir: string;
  clockNow: string | undefined;
  redisUrl: string | undefined;
  webDist: string;
  seedDemo: boolean;
  /**
   * Whether this instance sends the scheduled jobs (the milk run's tick every minute). Tests
   * build the shop with it off, so no tick changes their data; they call the handler by hand.
   */
  jobSchedules: boolean;
  /**
   * Behind a reverse proxy: how many proxies, or which addresses are proxies, whose
   * X-Forwarded-For is believed for the client's address (false: none, the socket's peer).
   */
  trustProxy: TrustProxy;
  /** Requests per minute per client address across /api. */
  rateLimitPerMinute: number;
  /**
   * Signs access tokens and keys the stored code hashes. Read on first use, so loading the
   * config writes nothing: a start that keeps its secret in DATA_DIR creates it then.
   */
  readonly jwtSecret: string;
  /** Where that secret comes from, for the start's log. */
  jwtSecretFrom: 'JWT_SECRET' | 'development' | 'DATA_DIR';
  jwtTtlSeconds: number;
  /**
   * Where uploaded pictures are kept when not on disk; credentials come from the AWS SDK's
   * usual sources (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, a role).
   */
  s3:
    { bucket: string; region: string; endpoint: string | undefined; publicUrl: string } | undefined;
  /** The shop's public origin (no trailing slash), when PUBLIC_URL is set. */
  publicUrl: string | undefined;
  /**
   * Online card payment. `simulator` serves a stand-in of the gateway with fixed development
   * credentials unless the CCAVENUE_* variables are given; `off` hides 'Pay Via Online'.
   */
  ccavenue: {
    mode: 'simulator' | 'test' | 'live' | 'off';
    merchantId: string;
    accessCode: string;
    workingKey: string;
    /** Overrides of the mode's page and API hosts (no trailing slash); unset: CCAvenue's own. */
    pageUrl?: string;
    apiUrl?: string;
  };
  /** Where /payment-redirect sends the mobile app (APP_DEEP_LINK). */
  appDeepLink: string;
  otp: {
    provider: 'console' | '2factor';
    testNumbers: Map<string, string>;
    twoFactor: {
      apiKey: string;
      template: string | undefined;
      senderId: string | undefined;
      baseUrl: string;
    };
  };
};

/**
 * Published with the code, so used only when NODE_ENV says development or test: a start that
 * names no environment (`npm start` on a fresh machine) keeps a secret of its own instead.
 */
export const DEVELOPMENT_JWT_SECRET = 'grofresh-development-secret-never-use-in-production';

/** The secret a start without NODE_ENV and JWT_SECRET makes once, in DATA_DIR. */
export const KEPT_SECRET_FILE = 'jwt-secret';

/**
 * The secret kept in `dataDir`, created on first use (random, mode 0600). Several shops
 * starting at once on one data directory agree: the file appears whole or not at all (a hard
 * link of a finished draft), and whoever comes second reads the first one's.
 */
export function keptSecret(dataDir: string): string {
  const file = join(dataDir, KEPT_SECRET_FILE);
  const read = () => {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length < 32)
      throw new Error(
        `${file} holds no usable secret (32+ characters): set JWT_SECRET, or remove the file to make a new one (everyone signs in again)`,
      );
    return secret;
  };
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return read();
}

/** The gateway stand-in's credentials when none are given (never valid at CCAvenue). */
const SIMULATOR_CCAVENUE = {
  merchantId: 'SIMULATOR',
  accessCode: 'SIMULATOR-ACCESS-CODE',
  workingKey: 'grofresh-gateway-simulator-working-key',
};

const repoRoot = resolve(import.meta.dirname, '../../..');

/** Relative paths are read from where the shopper ran npm, not from the workspace folder. */
const fromInvocation = (path: string, env: NodeJS.ProcessEnv): string =>
  isAbsolute(path) ? path : resolve(env.INIT_CWD ?? process.cwd(), path);

/**
 * Parses the environment once. Every bad variable is reported together, so a
 * misconfigured deploy fails at start with the whole list rather than one at a time.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = fromInvocation(e.DATA_DIR, env);
  const named = e.NODE_ENV === 'development' || e.NODE_ENV === 'test';
  let kept: string | undefined;
  return {
    ...observabilityConfig(e),
    env: e.NODE_ENV ?? 'development',
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    clockNow: e.CLOCK_NOW,
    redisUrl: e.REDIS_URL,
    webDist: e.WEB_DIST ? fromInvocation(e.WEB_DIST, env) : resolve(repoRoot, 'apps/web/dist'),
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : e.NODE_ENV !== 'production',
    jobSchedules: e.JOB_SCHEDULES ? e.JOB_SCHEDULES === 'true' : e.NODE_ENV !== 'test',
    trustProxy: e.TRUST_PROXY ?? false,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    get jwtSecret() {
      if (e.JWT_SECRET) return e.JWT_SECRET;
      if (named) return DEVELOPMENT_JWT_SECRET;
      return (kept ??= keptSecret(dataDir));
    },
    jwtSecretFrom: e.JWT_SECRET ? 'JWT_SECRET' : named ? 'development' : 'DATA_DIR',
    jwtTtlSeconds: Math.round(e.JWT_TTL_HOURS * 3600),
    s3:
      e.S3_BUCKET && e.S3_PUBLIC_URL
        ? {
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            publicUrl: e.S3_PUBLIC_URL.replace(/\/+$/, ''),
          }
        : undefined,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    ccavenue: {
      mode: e.CCAVENUE_MODE ?? (e.NODE_ENV === 'production' ? 'off' : 'simulator'),
      merchantId: e.CCAVENUE_MERCHANT_ID ?? SIMULATOR_CCAVENUE.merchantId,
      accessCode: e.CCAVENUE_ACCESS_CODE ?? SIMULATOR_CCAVENUE.accessCode,
      workingKey: e.CCAVENUE_WORKING_KEY ?? SIMULATOR_CCAVENUE.workingKey,
      pageUrl: e.CCAVENUE_PAGE_URL?.replace(/\/+$/, ''),
      apiUrl: e.CCAVENUE_API_URL?.replace(/\/+$/, ''),
    },
    appDeepLink: e.APP_DEEP_LINK,
    otp: {
      provider: e.OTP_PROVIDER ?? 'console',
      testNumbers: new Map(
        (e.OTP_TEST_NUMBERS?.split(',') ?? []).map((pair) => pair.split(':') as [string, string]),
      ),
      twoFactor: {
        apiKey: e.TWOFACTOR_API_KEY ?? '',
        template: e.TWOFACTOR_TEMPLATE,
        senderId: e.TWOFACTOR_SENDER_ID,
        baseUrl: e.TWOFACTOR_BASE_URL,
      },
    },
  };
}
