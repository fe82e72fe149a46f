import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { linePrice, newOrderId, toPaise, toRupees, type Item } from '@grofresh/contracts';

/**
 * Two real shop processes on one PostgreSQL and one Redis, as behind a load balancer: started
 * at once on an empty database, then each thing that must hold across instances is shown from
 * one to the other. Runs in CI's pass on the machine's services (TEST_REDIS_URL; vitest.config).
 */
const apiDir = new URL('../..', import.meta.url).pathname;
const OTP = '123456';
const staffPhone = '9000000301';
const shopperPhone = '9000000302';
const LIMIT = 30;
const journal = JSON.parse(
  await readFile(new URL('../../src/db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: unknown[] };

const adminUrl = inject('adminUrl');
const dbName = `grofresh_two_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE "${dbName}"`);
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;
const databaseUrl = url.toString();
const sql = new pg.Client({ connectionString: databaseUrl });

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

interface Instance {
  base: string;
  child: ChildProcess;
  /** Everything it logged (JSON lines). */
  log: () => string;
}

const env = {
  DATABASE_URL: databaseUrl,
  REDIS_URL: process.env.TEST_REDIS_URL ?? '',
  JWT_SECRET: randomBytes(32).toString('base64'),
  OTP_TEST_NUMBERS: [staffPhone, shopperPhone].map((p) => `${p}:${OTP}`).join(','),
  RATE_LIMIT_PER_MINUTE: String(LIMIT),
  // The test is the proxy: each of its clients says who it is in X-Forwarded-For.
  TRUST_PROXY: '127.0.0.1',
  LOG_LEVEL: 'info',
  // Two processes on one machine: each its own metrics port.
  METRICS_PORT: '0',
};

async function startInstance(): Promise<Instance> {
  const port = await freePort();
  const { NODE_ENV: _runner, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...inherited, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let said = '';
  child.stdout?.on('data', (chunk: Buffer) => (said += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (said += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 90_000; waited += 250) {
    if (child.exitCode !== null) break;
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { base, child, log: () => said };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`an instance did not start:\n${said.slice(-4000)}`);
}

// Both at once on the empty database: migrations and the demo store must happen once.
const [a, b] = await Promise.all([startInstance(), startInstance()]);
await sql.connect();

afterAll(async () => {
  for (const { child } of [a, b]) child.kill('SIGTERM');
  await Promise.all([a, b].map(({ child }) => new Promise((r) => child.once('exit', r))));
  await sql.end();
  await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  await admin.end();
});

const call = async (
  instance: Instance,
  path: string,
  options: { token?: string; body?: object; method?: string; client?: string } = {},
) => {
  const res = await fetch(instance.base + path, {
    method: options.method ?? (options.body ? 'POST' : 'GET'),
    headers: {
      'x-forwarded-for': options.client ?? '198.51.100.1',
      ...(options.body ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body ? JSON.stringify(options.body) : undefined,
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as never };
};

async function signIn(instance: Instance, phone: string): Promise<string> {
  const sent = await call(instance, '/api/auth/send-otp', { body: { phoneNumber: phone } });
  const { session_id } = sent.body as { session_id: string };
  await call(instance, '/api/auth/verify-otp', { body: { session_id, otp: OTP } });
  const created = await call(instance, '/api/user/create', { body: { phone, session_id } });
  return (created.body as { token: string }).token;
}

/** Reads a Server-Sent Events stream until an event of `type` arrives; resolves its data. */
async function waitForEvent(instance: Instance, token: string, type: string) {
  const controller = new AbortController();
  const res = await fetch(`${instance.base}/api/ops/events`, {
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '198.51.100.1' },
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  const readUntil = async <T>(found: () => T | undefined): Promise<T> => {
    for (let value = found(); ; value = found()) {
      if (value !== undefined) return value;
      const next = await reader.read();
      if (next.done) throw new Error(`the stream ended before ${type}`);
      text += next.value;
    }
  };
  // The stream's first bytes say it is connected: from then on nothing is missed.
  await readUntil(() => (text.includes(': connected') ? true : undefined));
  return readUntil(() => {
    const match = new RegExp(`event: ${type}\\ndata: (.*)\\n`).exec(text);
    return match ? (JSON.parse(match[1]!) as { _id: string }) : undefined;
  }).finally(() => controller.abort());
}

const staff = await signIn(b, staffPhone);
await sql.query(`update users set role = 'staff' where phone = $1`, [staffPhone]);
const shopper = await signIn(a, shopperPhone);

describe('two instances on one PostgreSQL and one Redis', () => {
  it('applied the migrations and seeded the demo store once, though both started at once', async () => {
    const applied = await sql.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(applied.rows[0].n).toBe(journal.entries.length);
    const categories = await sql.query(
      'select count(*)::int as n, count(distinct name)::int as names from categories',
    );
    expect(categories.rows[0].n).toBeGreaterThan(0);
    expect(categories.rows[0].n).toBe(categories.rows[0].names);
  });

  it('delivers an order placed on one instance to the console connected to the other', async () => {
    const heard = waitForEvent(b, staff, 'order.created');
    const { items } = (await call(a, '/api/items/all?availability=true')).body as {
      items: Item[];
    };
    const { categories } = (await call(a, '/api/category/all')).body as {
      categories: { _id: string; name: string }[];
    };
    // Dairy needs a checked location; anything else goes to a plain address.
    const dairy = categories.find((c) => c.name === 'Dairy products')?._id;
    const item = items.find((i) => !i.isVarient && !i.category.includes(dairy ?? ''))!;
    const address = await call(a, '/api/addresses/create', {
      token: shopper,
      body: {
        type: 'HOME',
        flat: '12 Lake Road',
        locality: 'Indiranagar',
        zip: '560038',
        name: 'Asha Rao',
      },
    });
    const orderId = newOrderId(Date.now(), randomUUID());
    const placed = await call(a, '/api/orders/create', {
      token: shopper,
      body: {
        orderId,
        cartItems: [{ itemId: item._id, isVarient: false, variantName: null, quantity: 1 }],
        totalAmount: toRupees(
          linePrice({ price: toPaise(item.price), discountPrice: toPaise(item.discountPrice) }),
        ),
        deliveryType: 'DELIVERY',
        paymentMethod: 'COD',
        redeemedCoins: 0,
        address: (address.body as { address: { _id: string } }).address._id,
      },
    });
    expect(placed.status).toBe(201);
    const event = await heard;
    expect(event._id).toBe((placed.body as { order: { _id: string } }).order._id);
  });

  it('runs a job once: the shopper gets one text when the order is cancelled', async () => {
    const [order] = (
      await sql.query(
        `select o.id from orders o join users u on u.id = o.user_id where u.phone = $1`,
        [shopperPhone],
      )
    ).rows as { id: string }[];
    const cancelled = await call(a, `/api/orders/update/${order!.id}`, {
      token: staff,
      method: 'PUT',
      body: { status: 'CANCELLED', cancelReason: 'Out of stock today' },
    });
    expect(cancelled.status).toBe(200);
    const texts = () =>
      [a, b].flatMap((i) => i.log().split('\n')).filter((l) => l.includes('Out of stock today'));
    for (let waited = 0; texts().length === 0 && waited < 20_000; waited += 250) {
      await new Promise((r) => setTimeout(r, 250));
    }
    // Another poll of the queue on either instance must not send it again.
    await new Promise((r) => setTimeout(r, 3000));
    expect(texts()).toHaveLength(1);
  });

  it("shows a catalog edit made through one instance on the other's next request", async () => {
    const home = '/api/items/all?availability=true&limit=1000';
    const before = (await call(b, home)).body as { items: Item[] };
    await call(b, home); // now kept in b's memory
    const item = before.items[0]!;
    const price = item.price + 3;
    const edit = await call(a, `/api/ops/items/${item._id}`, {
      token: staff,
      method: 'PUT',
      body: { price, discountPrice: Math.min(item.discountPrice, price) },
    });
    expect(edit.status).toBe(200);
    const after = (await call(b, home)).body as { items: Item[] };
    expect(after.items.find((i) => i._id === item._id)!.price).toBe(price);
  });

  it('counts one client against one limit across both instances (Redis)', async () => {
    // A network of its own each run: Redis keeps counts between runs within the minute.
    const client = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`;
    for (let i = 0; i < LIMIT; i++) {
      expect((await call(i % 2 ? a : b, '/api/store/time', { client })).status).toBe(200);
    }
    expect((await call(a, '/api/store/time', { client })).status).toBe(429);
    expect((await call(b, '/api/store/time', { client })).status).toBe(429);
  });
});
