import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { StringDecoder } from 'node:string_decoder';
import { pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';

/**
 * A backup file (docs/deploy.md, Backups): gzip of lines. The first says what it is, the
 * second is the manifest (JSON: the migration level and each table's columns, in the order
 * they are loaded). Then each table's rows as PostgreSQL's COPY text format writes them, one
 * row a line, ended by a line `\.` (which no row can be: COPY doubles a backslash). The last
 * line is the tally (JSON: rows per table, the sequences): a file without it is cut off.
 */
export const BACKUP_FIRST_LINE = 'GROFRESH BACKUP 1';

/** A migration as drizzle records it (drizzle.__drizzle_migrations): its file's hash and time. */
export interface MigrationMark {
  hash: string;
  createdAt: number;
}

export interface BackupManifest {
  madeAt: string;
  serverVersion: string;
  /** The migrations applied to the database backed up, oldest first: its schema's level. */
  migrations: MigrationMark[];
  /** The shop's tables (schema public), parents before the tables that refer to them. */
  tables: { name: string; columns: string[] }[];
}

export interface BackupTally {
  rows: Record<string, number>;
  /** Each sequence's last value (null: never used), read after the rows. */
  sequences: { name: string; lastValue: string | null }[];
}

/** The end of a table's rows. */
export const END_OF_ROWS = '\\.';

/** The first `count` bytes of `file`. */
export async function firstBytes(file: string, count: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(count), 0, count, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Gzip files start with these two bytes. */
export const looksLikeBackup = async (file: string) =>
  (await firstBytes(file, 2)).equals(Buffer.from([0x1f, 0x8b]));

/** The file's lines, one by one; a damaged or cut gzip stream throws while reading. */
export async function* backupLines(file: string): AsyncGenerator<string> {
  const source = pipeline(createReadStream(file), createGunzip(), () => undefined);
  const decoder = new StringDecoder('utf8');
  let rest = '';
  for await (const chunk of source as AsyncIterable<Buffer>) {
    const parts = (rest + decoder.write(chunk)).split('\n');
    rest = parts.pop()!;
    yield* parts;
  }
  rest += decoder.end();
  if (rest) yield rest;
}

/** The next line, or an error naming what was expected (a cut file ends early). */
export async function nextLine(lines: AsyncIterator<string>, what: string): Promise<string> {
  const next = await lines.next();
  if (next.done) throw new Error(`The backup ends before ${what}: it is incomplete.`);
  return next.value;
}

/** `"name"`, quoted for SQL. */
export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
