import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, link, mkdir, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { startEmbeddedPostgres, type Logger } from './embedded';
import { connectionFor, findTool } from './backup-tools';

const run = promisify(execFile);

/** Tables outside PostgreSQL's own schemas: the shop's, the migrations' and the job queue's. */
const USER_TABLES = `
  SELECT count(*)::int AS tables FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema')
    AND n.nspname NOT LIKE 'pg\\_toast%' AND n.nspname NOT LIKE 'pg\\_temp%'`;

/** The server's major version, and whether the database already holds tables. */
export async function inspect(
  url: string,
): Promise<{ major: number; tables: number; name: string }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const version = await client.query<{ v: string; name: string }>(
      "SELECT current_setting('server_version_num') AS v, current_database() AS name",
    );
    const { rows } = await client.query<{ tables: number }>(USER_TABLES);
    const { v, name } = version.rows[0]!;
    return { major: Math.floor(Number(v) / 10_000), tables: rows[0]!.tables, name };
  } finally {
    await client.end();
  }
}

/** pg_dump's own words when it fails, which say what went wrong. */
async function runTool(path: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  try {
    await run(path, args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const said = String((error as { stderr?: string }).stderr ?? '').trim();
    throw new Error(`${path} failed${said ? `:\n${said}` : ''}`, { cause: error });
  }
}

/** `grofresh-20261123T054500Z.dump`: UTC, so the names sort by time. */
export const backupName = (now = new Date()) => {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[-:]/g, '');
  return `grofresh-${stamp}.dump`;
};

export interface BackupResult {
  file: string;
  bytes: number;
  serverMajor: number;
}

/**
 * pg_dump's custom format (-Fc: compressed, read back by pg_restore) of the database at `url`.
 * Written as `<file>.partial` and linked into place when whole, so a file with the final name
 * is always a complete backup and an existing one is never overwritten; readable by its owner
 * only (it holds shoppers' details).
 */
export async function backupDatabase(options: {
  url: string;
  file: string;
  env?: NodeJS.ProcessEnv;
}): Promise<BackupResult> {
  const { url, file, env = process.env } = options;
  if (existsSync(file)) throw new Error(`${file} already exists: name another file.`);
  const { major } = await inspect(url);
  const pgDump = await findTool('pg_dump', major, env);
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  const connection = connectionFor(url, env);
  try {
    await runTool(
      pgDump.path,
      ['--format=custom', `--file=${partial}`, `--dbname=${connection.dbname}`],
      connection.env,
    );
    await chmod(partial, 0o600);
    await link(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
  return { file, bytes: (await stat(file)).size, serverMajor: major };
}

/**
 * The shop's server for the command-line tools: DATABASE_URL, or the embedded server in
 * DATA_DIR, borrowed while the shop runs (left running) or started for the command (stopped
 * after). Nothing is migrated: a backup takes what is there, a restore needs it untouched.
 */
export async function shopServer(
  config: { databaseUrl: string | undefined; dataDir: string },
  log: Logger,
  purpose: 'backup' | 'restore',
): Promise<{ url: string; stop: () => Promise<void> }> {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => undefined };
  if (purpose === 'backup' && !existsSync(join(config.dataDir, 'pg', 'PG_VERSION'))) {
    throw new Error(
      `No shop database in ${config.dataDir}: nothing to back up. Set DATA_DIR to the ` +
        "shop's data folder, or DATABASE_URL to its server.",
    );
  }
  const server = await startEmbeddedPostgres({
    dataDir: config.dataDir,
    log,
    whenRunning: 'borrow',
  });
  return { url: server.url, stop: () => server.stop() };
}
