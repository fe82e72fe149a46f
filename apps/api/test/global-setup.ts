import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase } from '../src/db/database';
import { startEmbeddedPostgres, type EmbeddedServer } from '../src/db/embedded';
import { seedDemoStore } from '../src/db/seed/seed';
import { installJobs } from '../src/jobs/queue';
import { jobRegistry } from '../src/jobs/registry';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDb: string;
  }
}

const quiet = { info: () => {}, warn: (m: string) => console.warn(m), debug: () => {} };

/**
 * One PostgreSQL server per run: the embedded one, or the server at TEST_DATABASE_URL (CI runs
 * the suite on both). Migrations and the demo store go into a template database once; each
 * test file then gets its own copy of it (CREATE DATABASE ... TEMPLATE), fast and isolated.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedServer | undefined;
  let dataDir: string | undefined;
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    dataDir = await mkdtemp(join(tmpdir(), 'grofresh-test-'));
    embedded = await startEmbeddedPostgres({ dataDir, log: quiet, persistent: false });
    serverUrl = embedded.url;
  }
  const adminUrl = serverUrl;
  const prefix = `${new URL(adminUrl).pathname.slice(1) || 'postgres'}_t${process.pid}`;
  const templateDb = `${prefix}_template`;

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${templateDb}"`);
  await admin.query(`CREATE DATABASE "${templateDb}"`);
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${templateDb}`;
  await migrateDatabase(templateUrl.toString(), (db) => seedDemoStore(db));
  // The job queue's own tables, so each copy starts its queue without creating them.
  await installJobs(templateUrl.toString(), jobRegistry);

  project.provide('adminUrl', adminUrl);
  project.provide('templateDb', templateDb);

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`${prefix}%`],
    );
    await admin.end();
    // Dropped on several connections at once: each DROP DATABASE waits for a checkpoint, and
    // the server makes one for every drop waiting together (the run's 93 one by one took a
    // second each on a busy machine; docs/decisions.md#ci).
    const names = rows.map((row) => row.datname);
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        const dropper = new pg.Client({ connectionString: adminUrl });
        await dropper.connect();
        for (let name = names.pop(); name; name = names.pop()) {
          await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        }
        await dropper.end();
      }),
    );
    await embedded?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}
