import { existsSync } from 'node:fs';
import pg from 'pg';
import { inspect } from './backup';
import {
  BACKUP_FIRST_LINE,
  backupLines,
  firstBytes,
  looksLikeBackup,
  nextLine,
  type BackupManifest,
  type BackupTally,
} from './backup-format';
import { createSchemaAt, loadRows } from './restore-steps';

/**
 * --clean: every schema but PostgreSQL's own goes (the shop's tables and the extensions in
 * public, the migrations' record, the job queue), and public comes back empty, so the backup
 * lands in a database as empty as a new one.
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

/** What an older `npm run backup` made (pg_dump's custom format). */
const isPgDumpArchive = async (file: string) =>
  (await firstBytes(file, 5)).toString('latin1') === 'PGDMP';

/**
 * A backup made by `npm run backup` into the database at `url`, whole or not at all (one
 * transaction: the schema made by the shop's own migrations up to the backup's level, every
 * table's rows through COPY, the sequences; COMMIT only once the last line has been read and
 * every table holds the rows the backup counted). So it restores into an empty database of any
 * PostgreSQL version the shop runs on. A database that already holds tables is refused unless
 * `clean`, which replaces everything in it with the backup. Owners and grants are not in a
 * backup: everything belongs to whoever restores, so a backup moves between servers and users.
 */
export async function restoreDatabase(options: {
  url: string;
  file: string;
  clean: boolean;
}): Promise<{ serverMajor: number; rows: Record<string, number> }> {
  const { url, file, clean } = options;
  if (!existsSync(file)) throw new Error(`${file} does not exist.`);
  if (!(await looksLikeBackup(file))) {
    throw new Error(
      (await isPgDumpArchive(file))
        ? `${file} was made by pg_dump (npm run backup before it needed no pg_dump): restore ` +
            'it with pg_restore, or back up again.'
        : `${file} is not a backup made by npm run backup.`,
    );
  }
  const lines = backupLines(file);
  try {
    if ((await nextLine(lines, 'its first line').catch(() => '')) !== BACKUP_FIRST_LINE) {
      throw new Error(`${file} is not a backup made by npm run backup.`);
    }
    const manifest = JSON.parse(await nextLine(lines, 'its manifest')) as BackupManifest;
    const target = await inspect(url);
    if (target.tables > 0 && !clean) {
      throw new Error(
        `The database "${target.name}" is not empty (${target.tables} tables). To replace ` +
          'everything in it with the backup, stop the shop and run the restore again with ' +
          '--clean; or restore into a new, empty database.',
      );
    }
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('BEGIN');
      if (clean) await client.query(EMPTY_THE_DATABASE);
      await createSchemaAt(client, manifest.migrations);
      const rows: Record<string, number> = {};
      for (const table of manifest.tables) rows[table.name] = await loadRows(client, table, lines);
      const tally = JSON.parse(await nextLine(lines, 'its tally')) as BackupTally;
      for (const [name, count] of Object.entries(tally.rows)) {
        if (rows[name] !== count) {
          throw new Error(`The backup counted ${count} rows of ${name}, but held ${rows[name]}.`);
        }
      }
      for (const { name, lastValue } of tally.sequences) {
        if (lastValue === null) continue;
        await client.query('SELECT setval($1::regclass, $2::bigint)', [
          `public."${name.replaceAll('"', '""')}"`,
          lastValue,
        ]);
      }
      await client.query('COMMIT');
      return { serverMajor: target.major, rows };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      await client.end();
    }
  } finally {
    await lines.return(undefined);
  }
}
