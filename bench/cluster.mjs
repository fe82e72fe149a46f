// Shared by the soak and fault benchmarks: real shop processes on one database, with shoppers
// signed in through the real calls (cluster-shoppers.mjs) and a client that records what every
// request got (cluster-client.mjs).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { client, Recorder } from './cluster-client.mjs';
import { OTP, shopper } from './cluster-shoppers.mjs';

const apiDir = new URL('../apps/api/', import.meta.url).pathname;
export const phones = (count) => Array.from({ length: count }, (_, i) => String(7100000000 + i));

export const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** One shop process (`node --import tsx src/server.ts`), restartable on the same port. */
export async function startInstance(env, port) {
  port ??= await freePort();
  const instance = { base: `http://127.0.0.1:${port}`, port, child: undefined };
  instance.start = async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    instance.child = child;
    for (let waited = 0; waited < 120_000; waited += 200) {
      if (child.exitCode !== null) throw new Error(`instance on ${port} exited ${child.exitCode}`);
      const up = await fetch(`${instance.base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return instance;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`instance on ${port} did not start`);
  };
  instance.kill = (signal = 'SIGKILL') =>
    new Promise((resolve) => {
      const { child } = instance;
      if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill(signal);
    });
  return instance.start();
}

/**
 * A database of its own on the PostgreSQL at BENCH_ADMIN_URL, two instances on it sharing
 * REDIS_URL's Redis, and signed-in shoppers. `stop()` ends the instances and drops the database.
 */
export async function startCluster(name, shopperCount) {
  const { default: pg } = await import('pg');
  const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `grofresh_${name}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${dbName}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const numbers = phones(shopperCount);
  const env = {
    DATABASE_URL: url.toString(),
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    JWT_SECRET: randomUUID() + randomUUID(),
    OTP_TEST_NUMBERS: numbers.map((p) => `${p}:${OTP}`).join(','),
    // The bench is the load balancer: it says which shopper is calling.
    TRUST_PROXY: '127.0.0.1',
    RATE_LIMIT_PER_MINUTE: '1000000',
    // Two processes on one machine: each its own metrics port.
    METRICS_PORT: '0',
  };
  const instances = [];
  for (let i = 0; i < 2; i++) instances.push(await startInstance(env));
  const recorder = new Recorder();
  const request = client(instances, recorder);
  const shoppers = [];
  for (let i = 0; i < numbers.length; i += 10) {
    shoppers.push(
      ...(await Promise.all(numbers.slice(i, i + 10).map((p, j) => shopper(request, p, i + j)))),
    );
  }
  const { items } = (await request('home items', '/api/items/all?availability=true&limit=1000'))
    .body;
  const { categories } = (await request('categories', '/api/category/all')).body;
  const dairy = categories.find((c) => c.name === 'Dairy products')?._id;
  const orderable = items.filter((i) => !i.isVarient && !i.category.includes(dairy));
  const stop = async () => {
    await Promise.all(instances.map((i) => i.kill('SIGTERM')));
    const drop = new pg.Client({ connectionString: adminUrl });
    await drop.connect();
    await drop.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await drop.end();
  };
  return { instances, request, recorder, shoppers, categories, orderable, stop };
}
