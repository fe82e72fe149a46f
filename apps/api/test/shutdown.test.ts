import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { linePrice, newOrderId, toPaise, toRupees, type Item } from '@grofresh/contracts';

const apiDir = new URL('..', import.meta.url).pathname;
const dataDir = await mkdtemp(join(tmpdir(), 'grofresh-shutdown-'));
const PHONE = '9470000101';
const OTP = '123456';
const TODAY = '2026-11-23';

/** This file's own copy of the seeded template, for a real server process to run on. */
async function databaseCopy(): Promise<string> {
  const url = new URL(inject('adminUrl'));
  const name = `${inject('templateDb').replace(/_template$/, '')}_s${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin
    .query(`CREATE DATABASE "${name}" TEMPLATE "${inject('templateDb')}"`)
    .finally(() => admin.end());
  url.pathname = `/${name}`;
  return url.toString();
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** Whether a new TCP connection to the port is taken. */
const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

async function until(what: string, check: () => Promise<boolean>, said: () => string) {
  for (let waited = 0; waited < 30_000; waited += 100) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}; the shop said:\n${said()}`);
}

const url = await databaseCopy();
// The test holds the locks a job and an order wait for, so both are in the middle of their
// work when the stop comes, and finish when the test lets them.
const holder = new pg.Client({ connectionString: url });
await holder.connect();
const waiting = async () =>
  (
    await holder.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted",
    )
  ).rows[0]!.n;
let child: ChildProcess | undefined;

afterAll(async () => {
  child?.kill('SIGKILL');
  await holder.end().catch(() => undefined);
  await rm(dataDir, { recursive: true, force: true });
});

describe('stopping the shop (SIGTERM, as docker stop and systemd send)', () => {
  it('answers the order in flight, lets the running job finish, and exits 0', async () => {
    await holder.query('SELECT pg_advisory_lock(hashtext($1))', [`milk-run:${TODAY}`]);
    const port = await freePort();
    const { NODE_ENV: _runner, JWT_SECRET: _secret, ...inherited } = process.env;
    const shop = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: {
        ...inherited,
        NODE_ENV: 'development',
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        PORT: String(port),
        LOG_LEVEL: 'warn',
        // Its metrics server too, on a free port, must close with it.
        METRICS_PORT: '0',
        CLOCK_NOW: `${TODAY}T11:00:00+05:30`,
        JOB_SCHEDULES: 'true',
        OTP_TEST_NUMBERS: `${PHONE}:${OTP}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = shop;
    let said = '';
    const hear = (chunk: Buffer) => (said = (said + chunk.toString()).slice(-4000));
    shop.stdout?.on('data', hear);
    shop.stderr?.on('data', hear);
    const base = `http://127.0.0.1:${port}`;
    const call = async <T = Record<string, string>>(
      path: string,
      body?: object,
      token?: string,
    ) => {
      const res = await fetch(base + path, {
        method: body ? 'POST' : 'GET',
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, body: (await res.json()) as T };
    };
    await until(
      'the shop to start',
      () => accepts(port),
      () => said,
    );
    // The milk run's tick, sent at start, is now waiting for the run's lock.
    await until(
      'the milk-run tick to start',
      async () => (await waiting()) === 1,
      () => said,
    );

    const { session_id } = (await call('/api/auth/send-otp', { phoneNumber: PHONE })).body;
    await call('/api/auth/verify-otp', { session_id, otp: OTP });
    const created = (
      await call<{ token: string; userDetails: { _id: string } }>('/api/user/create', {
        phone: PHONE,
        session_id,
      })
    ).body;
    const { token } = created;
    const address = (
      await call<{ address: { _id: string } }>(
        '/api/addresses/create',
        {
          type: 'HOME',
          flat: '12 Lake Road',
          locality: 'Indiranagar',
          zip: '560038',
          name: 'Asha Rao',
        },
        token,
      )
    ).body;
    const { items } = (await call<{ items: Item[] }>('/api/items/all?availability=true')).body;
    const item = items.find((i) => !i.isVarient && i.price >= 100)!;

    await holder.query('SELECT pg_advisory_lock(hashtext($1))', [
      `coins:${created.userDetails._id}`,
    ]);
    const orderId = newOrderId(Date.parse(`${TODAY}T05:30:00Z`), randomUUID());
    let answered = false;
    const order = call<{ order: { orderId: string } }>(
      '/api/orders/create',
      {
        orderId,
        cartItems: [{ itemId: item._id, isVarient: false, variantName: null, quantity: 1 }],
        totalAmount: toRupees(
          linePrice({ price: toPaise(item.price), discountPrice: toPaise(item.discountPrice) }),
        ),
        deliveryType: 'DELIVERY',
        paymentMethod: 'COD',
        redeemedCoins: 0,
        address: address.address._id,
      },
      token,
    ).finally(() => (answered = true));
    await until(
      'the order to wait for the ledger',
      async () => (await waiting()) === 2,
      () => said,
    );

    shop.kill('SIGTERM');
    await until(
      'the shop to stop accepting',
      async () => !(await accepts(port)),
      () => said,
    );
    expect(answered).toBe(false);
    expect(shop.exitCode).toBeNull();

    // The order goes on and is answered whole.
    await holder.query('SELECT pg_advisory_unlock(hashtext($1))', [
      `coins:${created.userDetails._id}`,
    ]);
    const placed = await order;
    expect(placed.status).toBe(201);
    expect(placed.body.order.orderId).toBe(orderId);

    // The requests are done; the job still runs, and the shop waits for it.
    await new Promise((r) => setTimeout(r, 1000));
    expect(shop.exitCode).toBeNull();
    await holder.query('SELECT pg_advisory_unlock_all()');
    expect(await exited(shop), said).toBe(0);

    // Both finished and committed before the process went.
    const runs = await holder.query('SELECT date FROM milk_runs WHERE date = $1', [TODAY]);
    expect(runs.rowCount).toBe(1);
    const ticks = await holder.query<{ state: string }>(
      "SELECT state FROM pgboss.job WHERE name = 'milk-run-tick'",
    );
    // (A tick the cron sent meanwhile may wait for the next start; none ran and failed.)
    const states = ticks.rows.map((r) => r.state);
    expect(states).toContain('completed');
    expect(states.filter((s) => s === 'active' || s === 'failed')).toEqual([]);
    const orders = await holder.query('SELECT 1 FROM orders WHERE order_id = $1', [orderId]);
    expect(orders.rowCount).toBe(1);
  }, 90_000);
});
