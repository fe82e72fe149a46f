import { isAbsolute, resolve } from 'node:path';
import { envFields, type Env } from './env';
import { refuseBadSettings } from './refusals';
import { DEVELOPMENT_JWT_SECRET, keptSecret } from './secret';
import { cardModeOf, cardPaymentNote, type StartNote } from './stand-ins';
import type { TrustProxy } from '../lib/client-key';
import { observabilityConfig, type ObservabilityConfig } from './observability';

const envSchema = envFields.superRefine(refuseBadSettings);

export type Config = ObservabilityConfig & {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: Env['LOG_LEVEL'];
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
   * credentials unless the CCAVENUE_* variables are given, only where asked for
   * (config/stand-ins.ts); `off` hides 'Pay Via Online'.
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
  /** What the start's log says of card payment (off, or only the stand-in), if anything. */
  cardPaymentNote: StartNote | undefined;
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

/** The gateway stand-in's credentials when none are given (never valid at CCAvenue). */
const SIMULATOR_CCAVENUE = {
  merchantId: 'SIMULATOR',
  accessCode: 'SIMULATOR-ACCESS-CODE',
  workingKey: 'grofresh-gateway-simulator-working-key',
};

const repoRoot = resolve(import.meta.dirname, '../../../..');

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
      mode: cardModeOf(e),
      merchantId: e.CCAVENUE_MERCHANT_ID ?? SIMULATOR_CCAVENUE.merchantId,
      accessCode: e.CCAVENUE_ACCESS_CODE ?? SIMULATOR_CCAVENUE.accessCode,
      workingKey: e.CCAVENUE_WORKING_KEY ?? SIMULATOR_CCAVENUE.workingKey,
      pageUrl: e.CCAVENUE_PAGE_URL?.replace(/\/+$/, ''),
      apiUrl: e.CCAVENUE_API_URL?.replace(/\/+$/, ''),
    },
    cardPaymentNote: cardPaymentNote(e),
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
