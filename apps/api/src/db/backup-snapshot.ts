import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import {
  BACKUP_FIRST_LINE,
  END_OF_ROWS,
  quoted,
  type BackupManifest,
  type BackupTally,
  type MigrationMark,
} from './backup-format';

/**
 * The shop's tables (schema public; the job queue's schema and the migrations' record are not
 * the shop's data), each with the columns a COPY writes and reads back (generated ones are
 * made again) and the tables its foreign keys point at.
 */
const TABLES = `
  SELECT c.relname AS name,
    array(SELECT a.attname FROM pg_attribute a
          WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
          ORDER BY a.attnum)::text[] AS columns,
    array(SELECT DISTINCT p.relname FROM pg_constraint f JOIN pg_class p ON p.oid = f.confrelid
          WHERE f.conrelid = c.oid AND f.contype = 'f' AND f.confrelid <> c.oid)::text[] AS parents
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
  ORDER BY c.relname`;

/** Parents first, so each table's rows load after the rows they refer to. */
function loadOrder(tables: { name: string; columns: string[]; parents: string[] }[]) {
  const ordered: BackupManifest['tables'] = [];
  const done = new Set<string>();
  let left = tables;
  while (left.length > 0) {
    const ready = left.filter((t) => t.parents.every((p) => done.has(p)));
    if (ready.length === 0) {
      throw new Error(`The tables ${left.map((t) => t.name).join(', ')} refer to each other.`);
    }
    for (const { name, columns } of ready) {
      ordered.push({ name, columns });
      done.add(name);
    }
    left = left.filter((t) => !done.has(t.name));
  }
  return ordered;
}

async function migrationLevel(client: pg.Client): Promise<MigrationMark[]> {
  const { rows: found } = await client.query<{ at: string | null }>(
    "SELECT to_regclass('drizzle.__drizzle_migrations')::text AS at",
  );
  if (!found[0]?.at) {
    throw new Error('This database holds no shop: it has never been migrated.');
  }
  const { rows } = await client.query<{ hash: string; created_at: string }>(
    'SELECT hash, created_at::text FROM drizzle.__drizzle_migrations ORDER BY created_at, id',
  );
  return rows.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) }));
}

/**
 * Writes the backup of what `client` sees (its transaction's one snapshot) to `path`, and
 * answers the rows per table.
 */
export async function writeSnapshot(client: pg.Client, path: string) {
  const gzip = createGzip();
  const out = createWriteStream(path, { mode: 0o600 });
  gzip.pipe(out);
  const write = async (data: string | Buffer) => {
    if (!gzip.write(data)) await once(gzip, 'drain');
  };
  try {
    // The first read takes the snapshot; everything after sees the database as it was then.
    const migrations = await migrationLevel(client);
    const version = await client.query<{ v: string }>('SHOW server_version');
    const tables = await client.query<{ name: string; columns: string[]; parents: string[] }>(
      TABLES,
    );
    const manifest: BackupManifest = {
      madeAt: new Date().toISOString(),
      serverVersion: version.rows[0]!.v,
      migrations,
      tables: loadOrder(tables.rows),
    };
    await write(`${BACKUP_FIRST_LINE}\n${JSON.stringify(manifest)}\n`);

    const rows: Record<string, number> = {};
    for (const { name, columns } of manifest.tables) {
      const select = `SELECT ${columns.map(quoted).join(', ')} FROM public.${quoted(name)}`;
      let count = 0;
      // COPY's text format: one row a line, a newline in a value written as \n.
      for await (const chunk of client.query(
        copyTo(`COPY (${select}) TO STDOUT`),
      ) as AsyncIterable<Buffer>) {
        for (const byte of chunk) if (byte === 0x0a) count += 1;
        await write(chunk);
      }
      rows[name] = count;
      await write(`${END_OF_ROWS}\n`);
    }
    // Read after the rows: a sequence is never behind a row the backup holds.
    const sequences = await client.query<{ name: string; lastValue: string | null }>(
      `SELECT sequencename AS name, last_value::text AS "lastValue" FROM pg_sequences
       WHERE schemaname = 'public' ORDER BY sequencename`,
    );
    const tally: BackupTally = { rows, sequences: sequences.rows };
    await write(`${JSON.stringify(tally)}\n`);
    gzip.end();
    await finished(out);
    return rows;
  } catch (error) {
    gzip.destroy();
    out.destroy();
    throw error;
  }
}
