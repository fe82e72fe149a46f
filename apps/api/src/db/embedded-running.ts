import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import type { Logger } from './embedded';

/*
 * A server already running on the data directory (a crash or another shop left it there):
 * finding it by its lock file, waiting until it answers, and stopping it.
 */

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** How long a server that is starting, or recovering after a crash, is waited for. */
export const RECOVERY_DEADLINE_MS = 120_000;

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
  /** Where its Unix socket is, if it made one (the lock file's fifth line). */
  socketDir: string | undefined;
}

/**
 * The server that holds the data directory now, if its lock file names a live postgres. The
 * lock file is never removed here: one whose process is gone is PostgreSQL's to take over
 * (it checks that itself), and one that may belong to a live server must stay, or a second
 * server could start on the same data and corrupt it.
 */
export async function findRunning(pgDir: string): Promise<Running | undefined> {
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
  const socketDir = lines[4]?.trim() || undefined;
  return { pid, port: Number.isInteger(port) && port > 0 ? port : undefined, socketDir };
}

export const gone = async (pid: number): Promise<void> => {
  while (await isAlive(pid)) await sleep(100);
};

/** Asks the server to stop ("fast": open transactions roll back) and waits; never kills it. */
export async function stopProcess(pid: number, log: Logger): Promise<void> {
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
export async function waitFor(
  pgDir: string,
  found: Running,
  password: string,
  log: Logger,
): Promise<{ pid: number; port: number; socketDir: string | undefined } | undefined> {
  const deadline = performance.now() + RECOVERY_DEADLINE_MS;
  let told = false;
  for (let running: Running | undefined = found; running; running = await findRunning(pgDir)) {
    if (running.port !== undefined) {
      const state = await probe(urlFor(password, running.port));
      if (state === 'ready') {
        return { pid: running.pid, port: running.port, socketDir: running.socketDir };
      }
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

/**
 * The server's address: its Unix socket when it has one (`host` names the directory; each
 * round trip costs both sides less than over loopback TCP, bench/results/orders.md), else TCP.
 */
export const urlFor = (password: string, port: number, socketDir?: string) =>
  `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres` +
  (socketDir ? `?host=${encodeURIComponent(socketDir)}` : '');
