import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The shop as a store owner starts it in production (docs/deploy.md), for the journeys in
 * this folder: NODE_ENV=production, the built web app, a database of its own on the machine's
 * PostgreSQL, Redis, real secrets, the 2Factor SMS provider and the CCAvenue test gateway,
 * both pointed at fake servers this run serves (fakes.ts). Ports of its own: 3461 (shop),
 * 3462 (metrics), 3465 (SMS), 3466 (gateway).
 */
export const PORTS = { shop: 3461, metrics: 3462, sms: 3465, gateway: 3466 } as const;
export const SHOP_URL = `http://127.0.0.1:${PORTS.shop}`;
export const METRICS_URL = `http://127.0.0.1:${PORTS.metrics}/metrics`;
export const SMS_URL = `http://127.0.0.1:${PORTS.sms}`;
export const GATEWAY_URL = `http://127.0.0.1:${PORTS.gateway}`;

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
export const apiDir = join(repoRoot, 'apps/api');
export const resultsDir = join(tmpdir(), 'grofresh-e2e-production');

/** The machine's services (as .ci/run provides them; the API suite's variables win). */
export const ADMIN_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Made once per run, in the runner (the config file is read there first) and inherited by
 * the workers: the database's name, the secrets, and the address the test's "proxy" reports
 * for the browser (X-Forwarded-For), so the rate limits this run counts in the shared Redis
 * are its own.
 */
const run = process.env.PROD_E2E_RUN ?? randomBytes(4).toString('hex');
process.env.PROD_E2E_RUN = run;
export const RUN = {
  database: `grofresh_prod_e2e_${run}`,
  jwtSecret: `${run}-${'s'.repeat(40)}`,
  smsKey: `sms-key-${run}`,
  clientAddress: `10.${parseInt(run.slice(0, 2), 16)}.${parseInt(run.slice(2, 4), 16)}.${parseInt(run.slice(4, 6), 16)}`,
  logFile: join(resultsDir, `shop-${run}.log`),
};

/** CCAvenue test-mode credentials the fake gateway knows (never valid at CCAvenue). */
export const GATEWAY_CREDENTIALS = {
  merchantId: '424242',
  accessCode: 'AVPRODE2E00AA00AA',
  workingKey: '0123456789ABCDEF0123456789ABCDEF',
};

export function databaseUrl(): string {
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${RUN.database}`;
  return url.toString();
}

/** Everything the production start is given; a refusal test leaves out or adds one thing. */
export function productionEnv(): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PORT: String(PORTS.shop),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl(),
    REDIS_URL,
    WEB_DIST: process.env.WEB_DIST ?? join(repoRoot, 'apps/web/dist'),
    DATA_DIR: join(resultsDir, `data-${run}`),
    JWT_SECRET: RUN.jwtSecret,
    OTP_PROVIDER: '2factor',
    TWOFACTOR_API_KEY: RUN.smsKey,
    TWOFACTOR_BASE_URL: SMS_URL,
    TWOFACTOR_SENDER_ID: 'GROFRS',
    CCAVENUE_MODE: 'test',
    CCAVENUE_MERCHANT_ID: GATEWAY_CREDENTIALS.merchantId,
    CCAVENUE_ACCESS_CODE: GATEWAY_CREDENTIALS.accessCode,
    CCAVENUE_WORKING_KEY: GATEWAY_CREDENTIALS.workingKey,
    CCAVENUE_PAGE_URL: GATEWAY_URL,
    CCAVENUE_API_URL: GATEWAY_URL,
    PUBLIC_URL: SHOP_URL,
    // The test stands where the reverse proxy would (compose: one hop).
    TRUST_PROXY: '1',
    // The demo store gives the pages products; its UPI payee is harmless on a test database.
    SEED_DEMO: 'true',
    METRICS_PORT: String(PORTS.metrics),
    LOG_LEVEL: 'info',
  };
}

/**
 * The environment a child process gets: the machine's basics (PATH, HOME, …) plus `env`, and
 * nothing else of the runner's, so no shop setting of the developer's shell leaks in.
 */
export function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const basics = ['PATH', 'HOME', 'USER', 'LANG', 'TMPDIR', 'TZ', 'CI'];
  const inherited = Object.fromEntries(
    basics.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
  );
  return { ...inherited, ...env };
}
