import { join } from 'node:path';
import pino from 'pino';
import { buildApp } from './app';
import { KEPT_SECRET_FILE, loadConfig } from './config';
import { openDatabase } from './db/database';
import { isEmpty, seedDemoStore } from './db/seed/seed';
import { installJobs } from './jobs/queue';

const config = loadConfig();
const log = pino({ level: config.logLevel, redact: ['req.headers.authorization'] });
// Read (or made) before the database starts, so an unusable secret file stops the start at once.
if (config.jwtSecretFrom === 'DATA_DIR' && config.jwtSecret) {
  const file = join(config.dataDir, KEPT_SECRET_FILE);
  log.info(`No NODE_ENV and no JWT_SECRET: tokens are signed with the secret kept in ${file}`);
}

const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  log,
  afterMigrate: async (db, url) => {
    // pg-boss's tables and queues: created concurrently by two instances, they deadlock.
    await installJobs(url);
    if (config.seedDemo && (await isEmpty(db))) {
      log.info('Empty database: seeding the demo store');
      await seedDemoStore(db);
    }
  },
});
const app = await buildApp({ config, database, logger: log });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  log.info(`${signal}: finishing open requests, then stopping`);
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  try {
    await app.close();
    await database.close();
  } finally {
    process.exit(0);
  }
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => void shutdown(signal));
}

try {
  await app.listen({ port: config.port, host: config.host });
  log.info(`GroFresh is open at http://localhost:${config.port}`);
} catch (error) {
  log.error(error);
  await database.close();
  process.exit(1);
}
