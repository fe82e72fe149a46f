import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const apiDir = new URL('..', import.meta.url).pathname;
const dataDir = await mkdtemp(join(tmpdir(), 'grofresh-restart-'));
const running: ChildProcess[] = [];

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** The shop as `npm start` runs it, on its own embedded database in dataDir. */
async function startShop(): Promise<{ child: ChildProcess; port: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  running.push(child);
  for (let waited = 0; waited < 60_000; waited += 250) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, port };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the shop did not start');
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  // Whatever postgres the last run left gets a fast shutdown before its data goes.
  const pid = Number(
    (await readFile(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')[0],
  );
  if (pid > 0) {
    try {
      process.kill(pid, 'SIGINT');
    } catch {
      // already gone
    }
  }
  await new Promise((r) => setTimeout(r, 500));
  await rm(dataDir, { recursive: true, force: true });
});

describe('the embedded database survives the shop being killed', () => {
  it('recovers the server a killed shop left behind, keeps the data, and stops cleanly', async () => {
    const first = await startShop();
    const before = (await (
      await fetch(`http://127.0.0.1:${first.port}/api/category/all`)
    ).json()) as { categories: unknown[] };
    expect(before.categories.length).toBeGreaterThan(0);

    // kill -9 the shop: its postgres child lives on, holding the data directory.
    first.child.kill('SIGKILL');
    await exited(first.child);

    const second = await startShop();
    const after = (await (
      await fetch(`http://127.0.0.1:${second.port}/api/category/all`)
    ).json()) as { categories: unknown[] };
    expect(after.categories).toEqual(before.categories);

    second.child.kill('SIGTERM');
    expect(await exited(second.child)).toBe(0);
    const lock = await readFile(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => null);
    expect(lock).toBeNull();
  }, 120_000);
});
