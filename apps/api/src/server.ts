import { join } from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { KEPT_SECRET_FILE } from './config/secret';
import { openDatabase } from './db/database';
import { isEmpty, seedDemoStore } from './db/seed/seed';
import { createLogger } from './lib/logger';
import { installJobs } from './jobs/queue';
import { jobRegistry } from './jobs/registry';

const config = loadConfig();
const log = createLogger(config);
// Read (or made) before the database starts, so an unusable secret file stops the start at once.
if (config.jwtSecretFrom === 'DATA_DIR' && config.jwtSecret) {
  const file = join(config.dataDir, KEPT_SECRET_FILE);
  log.info(`No NODE_ENV and no JWT_SECRET: tokens are signed with the secret kept in ${file}`);
}
// Off unless configured or asked for (config/stand-ins.ts): the log says how to turn it on.
const card = config.cardPaymentNote;
if (card) log[card.level](card.text);

const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  log,
  afterMigrate: async (db, url) => {
    // pg-boss's tables and queues: created concurrently by two instances, they deadlock.
    await installJobs(url, jobRegistry);
    if (config.seedDemo && (await isEmpty(db))) {
      log.info('Empty database: seeding the demo store');
      await seedDemoStore(db);
    }
  },
});
const app = await buildApp({ config, database, logger: log });

/**
 * How long a stop may take before the process exits anyway. A container's stop grace period
 * must be longer (compose.yaml: 35 s), or it is killed before it finishes.
 */
const SHUTDOWN_DEADLINE_MS = 25_000;

let closing = false;
/**
 * A stop loses nothing in flight: Fastify stops accepting, ends the event streams (clients
 * reconnect to another instance) and waits for the open requests' answers; then the running
 * jobs finish (up to 10 s, jobs/queue.ts); then the pool and an embedded server close.
 */
async function shutdown(signal: string) {
  // A terminal's Ctrl-C reaches npm, tsx and the shop at once: one stop is enough.
  if (closing) return;
  closing = true;
  log.info(`${signal}: finishing open requests and running jobs, then stopping`);
  const deadline = setTimeout(() => {
    log.error(`Still stopping after ${SHUTDOWN_DEADLINE_MS / 1000} s: exiting now`);
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS);
  deadline.unref();
  // Node closes the connections idle when the stop begins; one whose answer goes out later
  // would stay open for its keep-alive time (72 s) and hold the stop: close each as it idles.
  setInterval(() => app.server.closeIdleConnections(), 100).unref();
  let code = 0;
  try {
    await app.close();
    await database.close();
    log.info('Stopped');
  } catch (error) {
    log.error({ err: error }, 'The stop did not finish cleanly');
    code = 1;
  }
  process.exit(code);
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
