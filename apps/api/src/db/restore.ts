import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { inspect } from './backup';
import { connectionFor, findTool } from './backup-tools';

/** Custom-format archives open with these bytes; a plain SQL dump would need psql alone. */
async function isCustomArchive(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(5), 0, 5, 0);
    return bytesRead === 5 && buffer.toString('latin1') === 'PGDMP';
  } finally {
    await handle.close();
  }
}

/**
 * --clean: every schema but PostgreSQL's own goes (the shop's tables and the extensions in
 * public, the migrations' record, the job queue), and public comes back empty. pg_restore's
 * own --clean cannot do this: it leaves what the backup does not hold (a newer migration's
 * tables), and it fails on the job queue's partitioned tables.
 */
const EMPTY_THE_DATABASE = `
DO $$
DECLARE schema_name text;
BEGIN
  FOR schema_name IN
    SELECT nspname FROM pg_catalog.pg_namespace
    WHERE nspname <> 'information_schema' AND nspname NOT LIKE 'pg\\_%'
  LOOP
    EXECUTE pg_catalog.format('DROP SCHEMA %I CASCADE', schema_name);
  END LOOP;
  CREATE SCHEMA public;
END $$;
`;

/**
 * pg_restore writes the backup out as SQL and psql runs it, wrapped in one transaction with
 * the emptying before it; COMMIT is sent only once pg_restore has read the whole file, so a
 * backup that breaks off halfway, or a statement that fails, leaves the database as it was.
 */
function restoreInOneTransaction(
  tools: { pgRestore: string; psql: string },
  file: string,
  prelude: string,
  connection: ReturnType<typeof connectionFor>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const said = { pgRestore: '', psql: '' };
    const psql = spawn(
      tools.psql,
      ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', `--dbname=${connection.dbname}`],
      { env: connection.env, stdio: ['pipe', 'ignore', 'pipe'] },
    );
    const pgRestore = spawn(tools.pgRestore, ['--no-owner', '--no-privileges', '--file=-', file], {
      env: connection.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    psql.on('error', reject);
    pgRestore.on('error', reject);
    // Their last words, for the error when one fails.
    for (const [who, stream] of [
      ['psql', psql.stderr],
      ['pgRestore', pgRestore.stderr],
    ] as const) {
      stream.on('data', (chunk: Buffer) => (said[who] = (said[who] + chunk).slice(-4000)));
    }
    // psql stopping at an error closes its input while pg_restore still writes.
    psql.stdin.on('error', () => pgRestore.kill());
    psql.stdin.write(`BEGIN;\n${prelude}`);
    pgRestore.stdout.pipe(psql.stdin, { end: false });

    let restored: number | null = null;
    pgRestore.on('close', (code) => {
      restored = code;
      psql.stdin.end(code === 0 ? 'COMMIT;\n' : undefined);
    });
    psql.on('close', (code) => {
      if (restored !== 0 && said.pgRestore) {
        reject(new Error(`${tools.pgRestore} failed:\n${said.pgRestore.trim()}`));
      } else if (code !== 0 || restored !== 0) {
        reject(new Error(`${tools.psql} failed:\n${said.psql.trim()}`));
      } else resolve();
    });
  });
}

/**
 * A backup made by `npm run backup` into the database at `url`, whole or not at all. A
 * database that already holds tables is refused unless `clean`, which replaces everything in
 * it with the backup. Owners and grants are not restored: everything belongs to whoever
 * restores, so a backup of the embedded server goes onto a hosted one as it is.
 */
export async function restoreDatabase(options: {
  url: string;
  file: string;
  clean: boolean;
  env?: NodeJS.ProcessEnv;
}): Promise<{ serverMajor: number }> {
  const { url, file, clean, env = process.env } = options;
  if (!existsSync(file)) throw new Error(`${file} does not exist.`);
  if (!(await isCustomArchive(file))) {
    throw new Error(`${file} is not a backup made by npm run backup (pg_dump -Fc).`);
  }
  const target = await inspect(url);
  if (target.tables > 0 && !clean) {
    throw new Error(
      `The database "${target.name}" is not empty (${target.tables} tables). To replace ` +
        'everything in it with the backup, stop the shop and run the restore again with ' +
        '--clean; or restore into a new, empty database.',
    );
  }
  const pgRestore = await findTool('pg_restore', target.major, env);
  const psql = await findTool('psql', target.major, env);
  await restoreInOneTransaction(
    { pgRestore: pgRestore.path, psql: psql.path },
    file,
    clean ? EMPTY_THE_DATABASE : '',
    connectionFor(url, env),
  );
  return { serverMajor: target.major };
}
