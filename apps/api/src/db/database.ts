import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { startEmbeddedPostgres, type EmbeddedServer, type Logger } from './embedded';

export type Db = NodePgDatabase<typeof schema>;
/** What a service takes: the pool-backed client or an open transaction. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  pool: pg.Pool;
  url: string;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any number of instances may start at once; one of them migrates and seeds, the rest wait. */
const STARTUP_LOCK = 7_413_311;

// Search: sound-alike words catch most typos ('panner', 'chocolte'); trigram word similarity
// catches the rest. Half the term's trigrams found in one word keeps 'chips' from matching
// every word that starts with 'ch'.
export const WORD_SIMILARITY_THRESHOLD = 0.5;
const connectionOptions = `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`;

/**
 * Connections per instance. An order holds one for its whole transaction, commit included, so
 * with 10 the 50-shopper bench spent most of an order's time waiting for a connection; 20
 * placed more orders a second (bench/results/orders.md) and stays far below max_connections.
 */
const POOL_SIZE = 20;

export function connect(url: string, max = POOL_SIZE): Database {
  const pool = new pg.Pool({ connectionString: url, max, options: connectionOptions });
  // An idle client losing its server must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  return { db, pool, url, close: () => pool.end() };
}

/**
 * Applies the committed migrations, then runs `afterMigrate` (the job queue's tables, seeding)
 * under the same lock, so instances starting at once on an empty database do it once.
 */
export async function migrateDatabase(
  url: string,
  afterMigrate?: (db: Db, url: string) => Promise<void>,
): Promise<void> {
  const client = new pg.Client({ connectionString: url, options: connectionOptions });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    if (afterMigrate) await afterMigrate(db as unknown as Db, url);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
    await client.end();
  }
}

export interface OpenOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  log: Logger;
  afterMigrate?: (db: Db, url: string) => Promise<void>;
  /** The shop adopts an embedded server it finds running; command-line tools borrow it. */
  whenRunning?: 'adopt' | 'borrow';
  poolSize?: number;
}

/**
 * The shop's database: the server at DATABASE_URL, or else an embedded server this process
 * starts in DATA_DIR and stops on close. Migrations are applied before anything is served.
 */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  let embedded: EmbeddedServer | undefined;
  let url = options.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres({
      dataDir: options.dataDir,
      log: options.log,
      whenRunning: options.whenRunning ?? 'adopt',
    });
    url = embedded.url;
  }
  try {
    await migrateDatabase(url, options.afterMigrate);
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  const database = connect(url, options.poolSize);
  return {
    ...database,
    close: async () => {
      await database.close();
      await embedded?.stop();
    },
  };
}
