import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import {
  END_OF_ROWS,
  nextLine,
  quoted,
  type BackupManifest,
  type MigrationMark,
} from './backup-format';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * The shop's schema as it was when the backup was made: this version's migrations up to the
 * backup's level, run in the restore's transaction, and drizzle's record of them as the backup
 * had it, so the next start applies only the newer ones (database.ts). A backup made by a
 * newer version of the shop, or by one whose migrations differ, is refused.
 */
export async function createSchemaAt(client: pg.Client, level: MigrationMark[]): Promise<void> {
  const known = readMigrationFiles({ migrationsFolder });
  if (level.length > known.length) {
    throw new Error(
      `The backup was made by a newer version of the shop (${level.length} migrations; this ` +
        `one has ${known.length}): restore it with that version or a later one.`,
    );
  }
  level.forEach((mark, i) => {
    if (known[i]!.folderMillis !== mark.createdAt) {
      throw new Error(
        `The backup's migration ${i + 1} is not this version's: restore it with the version ` +
          'of the shop that made it.',
      );
    }
  });
  for (const migration of known.slice(0, level.length)) {
    for (const statement of migration.sql) {
      if (statement.trim()) await client.query(statement);
    }
  }
  await client.query('CREATE SCHEMA IF NOT EXISTS drizzle');
  await client.query(
    'CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations ' +
      '(id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)',
  );
  for (const mark of level) {
    await client.query(
      'INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ($1, $2)',
      [mark.hash, mark.createdAt],
    );
  }
}

/** Lines gathered before each write to COPY: one write per some 64 kB, not per row. */
const BATCH = 64 * 1024;

/**
 * One table's rows from the backup's lines into the table, through COPY FROM, up to its
 * `\.` line; answers how many rows the server took.
 */
export async function loadRows(
  client: pg.Client,
  table: BackupManifest['tables'][number],
  lines: AsyncIterator<string>,
): Promise<number> {
  const sink = client.query(
    copyFrom(
      `COPY public.${quoted(table.name)} (${table.columns.map(quoted).join(', ')}) FROM STDIN`,
    ),
  );
  let failure: unknown;
  sink.on('error', (error) => (failure ??= error));
  const done = new Promise<void>((resolve, reject) => {
    sink.on('finish', resolve);
    sink.on('error', reject);
  });
  done.catch(() => undefined);
  let batch = '';
  const flush = async () => {
    if (failure) throw failure;
    if (!sink.write(batch)) await Promise.race([once(sink, 'drain'), done]);
    batch = '';
  };
  try {
    for (;;) {
      const line = await nextLine(lines, `the end of the rows of ${table.name}`);
      if (line === END_OF_ROWS) break;
      batch += `${line}\n`;
      if (batch.length >= BATCH) await flush();
    }
    if (batch) await flush();
  } catch (error) {
    // CopyFail: the server ends the COPY, so the connection can roll the transaction back.
    sink.destroy(error as Error);
    await done.catch(() => undefined);
    throw error;
  }
  sink.end();
  await done;
  return sink.rowCount;
}
