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
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.CLOCK_NOW) {
      ctx.addIssue({
        code: 'custom',
        path: ['CLOCK_NOW'],
        message: 'CLOCK_NOW pins the clock and is refused when NODE_ENV=production',
      });
    }
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
  };
}
