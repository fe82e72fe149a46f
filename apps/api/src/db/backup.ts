import { existsSync } from 'node:fs';
import { link, mkdir, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { writeSnapshot } from './backup-snapshot';
import { startEmbeddedPostgres, type Logger } from './embedded';

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
  /** Rows per table, as of the backup's one snapshot. */
  rows: Record<string, number>;
}

/**
 * A copy of the shop's own tables (schema public) and its migration level, read through COPY
 * in one snapshot (a REPEATABLE READ READ ONLY transaction: every table as of one instant,
 * while orders go on being placed), in the format of backup-format.ts. Needs nothing but the
 * database driver, so it works on the embedded server and on any DATABASE_URL. Written as
 * `<file>.partial` and linked into place when whole, so a file with the final name is always a
 * complete backup and an existing one is never overwritten; readable by its owner only (it
 * holds shoppers' details).
 */
export async function backupDatabase(options: {
  url: string;
  file: string;
}): Promise<BackupResult> {
  const { url, file } = options;
  if (existsSync(file)) throw new Error(`${file} already exists: name another file.`);
  const { major } = await inspect(url);
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const rows = await writeSnapshot(client, partial);
    await client.query('COMMIT');
    await link(partial, file);
    return { file, bytes: (await stat(file)).size, serverMajor: major, rows };
  } finally {
    await client.end();
    await rm(partial, { force: true });
  }
}

/**
 * The shop's server for the command-line tools: DATABASE_URL, or the embedded server in
 * DATA_DIR, borrowed while the shop runs (left running) or started for the command (stopped
 * after). Nothing is migrated: a backup takes what is there, a restore makes the schema itself.
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
