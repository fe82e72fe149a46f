import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedServer } from './embedded';

const dataDir = await mkdtemp(join(tmpdir(), 'grofresh-embedded-'));
const said: string[] = [];
const log = {
  info: (m: string) => said.push(m),
  warn: (m: string) => said.push(m),
  debug: () => undefined,
};
const started: EmbeddedServer[] = [];
const start = async () => {
  const server = await startEmbeddedPostgres({ dataDir, log });
  started.push(server);
  return server;
};
const lockPid = async () =>
  Number((await readFile(join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0]);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const answers = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ n: number }>('select 1 as n')).rows[0]?.n;
  } finally {
    await client.end();
  }
};

afterAll(async () => {
  for (const server of started.reverse()) await server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the embedded server on a data directory another process holds', () => {
  it('waits for a server that does not answer yet instead of killing it', async () => {
    const first = await start();
    const pid = await lockPid();
    // Frozen, it answers nothing: as a server replaying its log after a crash does.
    process.kill(pid, 'SIGSTOP');
    const thaw = setTimeout(() => process.kill(pid, 'SIGCONT'), 4_000);
    try {
      const second = await start();
      expect(second.port).toBe(first.port);
      expect(await lockPid()).toBe(pid);
      expect(alive(pid)).toBe(true);
      expect(await answers(second.url)).toBe(1);
      expect(said.filter((m) => /is starting or recovering/.test(m))).toHaveLength(1);
    } finally {
      clearTimeout(thaw);
      process.kill(pid, 'SIGCONT');
    }
  }, 60_000);

  it('brings up one server when two shops start at once after it crashed', async () => {
    for (const server of started.splice(0).reverse()) await server.stop();
    await start();
    process.kill(await lockPid(), 'SIGKILL');
    // The lock file stays behind, naming a process that is gone: PostgreSQL takes it over.
    await new Promise((r) => setTimeout(r, 300));
    const [a, b] = await Promise.all([start(), start()]);
    expect(a.port).toBe(b.port);
    expect(await answers(a.url)).toBe(1);
    // Either may stop first; the other's stop still finishes.
    await b.stop();
    await a.stop();
    started.splice(0);
    expect(await readFile(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => null)).toBe(
      null,
    );
  }, 60_000);
});
