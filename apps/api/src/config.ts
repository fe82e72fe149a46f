import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
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
    SEED_DEMO: z.enum(['true', 'false']).default('true'),
    /** Scheduled jobs (the milk run's tick); on unless NODE_ENV=test. */
    JOB_SCHEDULES: z.enum(['true', 'false']).optional(),
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(1200),
    JWT_SECRET: optionalString.pipe(
      z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    ),
    JWT_TTL_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 365)
      .default(24 * 30),
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
    APP_DEEP_LINK: z.string().trim().min(1).default('grofresh://payment-status'),
  })
  .superRefine((env, ctx) => {
    const refuse = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    const provider = env.OTP_PROVIDER ?? (env.NODE_ENV === 'production' ? undefined : 'console');
    if (env.NODE_ENV === 'production') {
      if (env.CLOCK_NOW) refuse('CLOCK_NOW', 'pins the clock and is refused in production');
      if (!env.JWT_SECRET) refuse('JWT_SECRET', 'is required in production');
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

export type Config = {
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
  /** Behind a reverse proxy: read the client address from X-Forwarded-For. */
  trustProxy: boolean;
  /** Requests per minute per client address across /api. */
  rateLimitPerMinute: number;
  jwtSecret: string;
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

/** Outside production only: tokens signed with it survive restarts of a developer's shop. */
const DEVELOPMENT_JWT_SECRET = 'grofresh-development-secret-never-use-in-production';

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
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    dataDir: fromInvocation(e.DATA_DIR, env),
    clockNow: e.CLOCK_NOW,
    redisUrl: e.REDIS_URL,
    webDist: e.WEB_DIST ? fromInvocation(e.WEB_DIST, env) : resolve(repoRoot, 'apps/web/dist'),
    seedDemo: e.SEED_DEMO === 'true',
    jobSchedules: e.JOB_SCHEDULES ? e.JOB_SCHEDULES === 'true' : e.NODE_ENV !== 'test',
    trustProxy: e.TRUST_PROXY === 'true',
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    jwtSecret: e.JWT_SECRET ?? DEVELOPMENT_JWT_SECRET,
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
