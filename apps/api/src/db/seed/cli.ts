import { parseArgs } from 'node:util';
import pino from 'pino';
import { loadConfig } from '../../config';
import { connect, migrateDatabase } from '../database';
import { startEmbeddedPostgres } from '../embedded';
import { seedDemoStore } from './seed';

/**
 * `npm run seed` replaces the catalog and store settings with the demo store.
 * `npm run seed -- --large 10000` adds 10,000 generated items for benchmarks.
 * Works whether or not the shop is running: a running embedded server is borrowed.
 */
const { values } = parseArgs({ options: { large: { type: 'string' } } });
const extraItems = values.large === undefined ? 0 : Number(values.large);
if (!Number.isInteger(extraItems) || extraItems < 0) {
  console.error('--large takes a whole number of items, e.g. --large 10000');
  process.exit(2);
}

const config = loadConfig();
const log = pino({ level: config.logLevel });
const embedded = config.databaseUrl
  ? undefined
  : await startEmbeddedPostgres({ dataDir: config.dataDir, log, whenRunning: 'borrow' });
const url = config.databaseUrl ?? embedded!.url;
try {
  await migrateDatabase(url);
  const database = connect(url, 2);
  const started = performance.now();
  await seedDemoStore(database.db, { extraItems });
  await database.close();
  log.info(
    `Seeded the demo store (+${extraItems} generated items) in ${Math.round(performance.now() - started)} ms`,
  );
} finally {
  await embedded?.stop();
}
