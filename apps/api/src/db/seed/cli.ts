import { parseArgs } from 'node:util';
import pino from 'pino';
import { loadConfig } from '../../config';
import { openDatabase } from '../database';
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
const database = await openDatabase({ ...config, log, whenRunning: 'borrow', poolSize: 2 });
try {
  const started = performance.now();
  await seedDemoStore(database.db, { extraItems });
  log.info(
    `Seeded the demo store (+${extraItems} generated items) in ${Math.round(performance.now() - started)} ms`,
  );
} finally {
  await database.close();
}
