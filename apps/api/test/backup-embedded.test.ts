import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { seedDemoStore } from '../src/db/seed/seed';

const run = promisify(execFile);
const dbDir = resolve(import.meta.dirname, '../src/db');
const work = await mkdtemp(join(tmpdir(), 'grofresh-backup-embedded-'));
// Run as root, the embedded server runs as another user, who must reach its folders.
await chmod(work, 0o755);
const quiet = { info: () => undefined, warn: () => undefined, debug: () => undefined };

// The README's default shop: the embedded server (PostgreSQL from npm, no pg_dump beside it)
// in DATA_DIR, running, with the demo store.
const shopData = join(work, 'shop');
const shop = await openDatabase({
  databaseUrl: undefined,
  dataDir: shopData,
  log: quiet,
  afterMigrate: (db) => seedDemoStore(db),
  poolSize: 2,
});
afterAll(async () => {
  await shop.close();
  await rm(work, { recursive: true, force: true });
});

/** `npm run backup` / `npm run restore` as a store owner runs them, with only DATA_DIR or DATABASE_URL. */
function command(name: 'backup-cli' | 'restore-cli', args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _unset, DATA_DIR: _also, ...inherited } = process.env;
  return run(process.execPath, ['--import', 'tsx', join(dbDir, `${name}.ts`), ...args], {
    env: { ...inherited, ...env },
  });
}

const TABLES = ['categories', 'items', 'item_variants', 'store_settings', 'milk_price_options'];
async function counts(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const found: Record<string, number> = { migrations: 0 };
    for (const table of TABLES) {
      found[table] = Number((await client.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
    }
    const level = await client.query('SELECT count(*) AS n FROM drizzle.__drizzle_migrations');
    found.migrations = Number(level.rows[0].n);
    return found;
  } finally {
    await client.end();
  }
}

async function emptyDatabase(): Promise<string> {
  const url = new URL(inject('adminUrl'));
  const name = `${inject('templateDb').replace(/_template$/, '')}_e${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`).finally(() => admin.end());
  url.pathname = `/${name}`;
  return url.toString();
}

describe('npm run backup on the default shop (the embedded server), docs/deploy.md, Backups', () => {
  const file = join(work, 'shop.dump');

  it('backs the running shop up without pg_dump and restores it on DATABASE_URL', async () => {
    const before = await counts(shop.url);
    expect(before.items).toBeGreaterThan(0);

    const made = await command('backup-cli', [file], { DATA_DIR: shopData });
    expect(made.stdout.trim()).toBe(file);

    const target = await emptyDatabase();
    await command('restore-cli', [file], { DATABASE_URL: target });
    expect(await counts(target)).toEqual(before);
  }, 120_000);

  it('restores into a new DATA_DIR, whose embedded server it makes', async () => {
    const fresh = join(work, 'restored');
    await command('restore-cli', [file], { DATA_DIR: fresh });
    const server = await startEmbeddedPostgres({ dataDir: fresh, log: quiet });
    try {
      expect(await counts(server.url)).toEqual(await counts(shop.url));
    } finally {
      await server.stop();
    }
  }, 120_000);
});
