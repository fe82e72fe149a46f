// Shared by the soak and fault benchmarks: real shop processes on one database, shoppers who
// sign in through the real calls, and a client that records what every request got.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';

const apiDir = new URL('../apps/api/', import.meta.url).pathname;
export const OTP = '123456';
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

/** Every request's outcome, by second and by call, for the report. */
export class Recorder {
  constructor() {
    this.started = Date.now();
    this.seconds = new Map();
    this.calls = new Map();
  }
  note(call, outcome, ms) {
    const second = Math.floor((Date.now() - this.started) / 1000);
    const bucket = this.seconds.get(second) ?? { ok: 0, client: 0, server: 0, refused: 0 };
    bucket[outcome] += 1;
    this.seconds.set(second, bucket);
    const stats = this.calls.get(call) ?? { count: 0, failed: 0, times: [] };
    stats.count += 1;
    if (outcome !== 'ok') stats.failed += 1;
    stats.times.push(ms);
    this.calls.set(call, stats);
  }
  /** The seconds in which anything answered 5xx or could not connect. */
  badSeconds() {
    return [...this.seconds.entries()]
      .filter(([, b]) => b.server > 0 || b.refused > 0)
      .map(([s, b]) => ({ second: s, ...b }));
  }
  table() {
    const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
    const rows = [...this.calls.entries()].map(([call, s]) => {
      const sorted = [...s.times].sort((x, y) => x - y);
      return `| ${call} | ${s.count} | ${s.failed} | ${pct(sorted, 0.5).toFixed(1)} | ${pct(sorted, 0.95).toFixed(1)} | ${pct(sorted, 0.99).toFixed(1)} |`;
    });
    return [
      '| call | requests | not 2xx/304 | p50 ms | p95 ms | p99 ms |',
      '|---|---|---|---|---|---|',
      ...rows,
    ].join('\n');
  }
}

/** A client that records each answer; `who` picks the instance (round robin by default). */
export function client(instances, recorder) {
  let next = 0;
  return async function request(call, path, { token, body, method, from, instance } = {}) {
    const target = instance ?? instances[next++ % instances.length];
    const t0 = performance.now();
    try {
      const res = await fetch(target.base + path, {
        method: method ?? (body ? 'POST' : 'GET'),
        headers: {
          ...(from ? { 'x-forwarded-for': from } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(15_000),
      });
      const data = await res.json().catch(() => null);
      const outcome = res.status < 400 ? 'ok' : res.status >= 500 ? 'server' : 'client';
      recorder.note(call, outcome, performance.now() - t0);
      return { status: res.status, body: data };
    } catch {
      recorder.note(call, 'refused', performance.now() - t0);
      return { status: 0, body: null };
    }
  };
}

/** Signs a shopper in and gives them an address; `from` is their own client address. */
export async function shopper(request, phone, i) {
  const from = `10.7.${Math.floor(i / 250)}.${(i % 250) + 1}`;
  for (;;) {
    const sent = await request('sign in', '/api/auth/send-otp', {
      body: { phoneNumber: phone },
      from,
    });
    if (sent.status !== 200) {
      await new Promise((r) => setTimeout(r, 500));
      continue;
    }
    const { session_id } = sent.body;
    await request('sign in', '/api/auth/verify-otp', { body: { session_id, otp: OTP }, from });
    const made = await request('sign in', '/api/user/create', {
      body: { phone, session_id },
      from,
    });
    if (made.status !== 200) continue;
    const { token } = made.body;
    const address = await request('address', '/api/addresses/create', {
      token,
      from,
      body: {
        type: 'HOME',
        flat: `${i} Lake Road`,
        locality: 'Indiranagar',
        name: 'Bench Shopper',
      },
    });
    return { token, from, address: address.body?.address?._id };
  }
}

/** A COD order of one non-dairy item at today's price; resolves the orderId if acknowledged. */
export async function placeOrder(request, who, item) {
  const orderId = `ORD-${Date.now()}-${randomUUID().split('-')[0]}`;
  const price = Math.round((item.discountPrice > 0 ? item.discountPrice : item.price) * 100) / 100;
  const placed = await request('place order', '/api/orders/create', {
    token: who.token,
    from: who.from,
    body: {
      orderId,
      cartItems: [{ itemId: item._id, isVarient: false, variantName: null, quantity: 1 }],
      totalAmount: price,
      deliveryType: 'DELIVERY',
      paymentMethod: 'COD',
      redeemedCoins: 0,
      address: who.address,
    },
  });
  return placed.status === 201 || placed.status === 200 ? orderId : undefined;
}

/** The acknowledged orders the shop cannot find now, each asked for by its own shopper. */
export async function missingOrders(request, acked) {
  const missing = [];
  for (let i = 0; i < acked.length; i += 25) {
    await Promise.all(
      acked.slice(i, i + 25).map(async ({ orderId, who }) => {
        const found = await request('verify', `/api/orders/${orderId}`, {
          token: who.token,
          from: who.from,
        });
        if (found.status !== 200) missing.push(`${orderId}: ${found.status}`);
      }),
    );
  }
  return missing;
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

const TERMS = ['paneer', 'pan', 'panner', 'milk', 'rice', 'tomato', 'atta', 'oil', 'dal', 'apple'];

/** One shopper's visit, again and again until `until`: browse, search, and now and then order. */
export async function shopUntil(cluster, who, until, acked, orderEvery = 3) {
  const { request, categories, orderable } = cluster;
  for (let round = 0; Date.now() < until; round++) {
    const category = categories[round % categories.length];
    await request('home items', '/api/items/all?availability=true&limit=1000', { from: who.from });
    await request(
      'category page',
      `/api/items/all?availability=true&categoryId=${category._id}&limit=500`,
      { from: who.from },
    );
    const term = TERMS[(round + who.from.length) % TERMS.length];
    await request('search', `/api/items/all?availability=true&name=${term}`, { from: who.from });
    if (round % orderEvery === 0) {
      const item = orderable[(round * 7 + acked.length) % orderable.length];
      const orderId = await placeOrder(request, who, item);
      if (orderId) acked.push({ orderId, who });
      await request('my orders', '/api/orders/all-user', { token: who.token, from: who.from });
    }
  }
}
