import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { linePrice, newOrderId, toPaise, toRupees, type Item } from '@grofresh/contracts';
import { DEVELOPMENT_JWT_SECRET, KEPT_SECRET_FILE } from '../src/config/secret';

const apiDir = new URL('..', import.meta.url).pathname;
const dataDir = await mkdtemp(join(tmpdir(), 'grofresh-restart-'));
const running: ChildProcess[] = [];
const OTP = '123456';
const phones = ['9000000101', '9000000102', '9000000103', '9000000104'];

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

interface Shop {
  child: ChildProcess;
  base: string;
}

/**
 * The shop as a newcomer's `npm start` runs it: no NODE_ENV and no JWT_SECRET (whatever the
 * test runner has), on its own embedded database in dataDir, with fixed codes for the test's
 * numbers.
 */
async function startShop(): Promise<Shop> {
  const port = await freePort();
  const { NODE_ENV: _runner, JWT_SECRET: _secret, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...inherited,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      OTP_TEST_NUMBERS: phones.map((p) => `${p}:${OTP}`).join(','),
      RATE_LIMIT_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let said = '';
  child.stderr?.on('data', (chunk: Buffer) => (said = (said + chunk.toString()).slice(-4000)));
  running.push(child);
  const base = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 60_000; waited += 250) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, base };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the shop did not start:\n${said}`);
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

const postgresPid = async () =>
  Number((await readFile(join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0]);

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  // Whatever postgres the last run left gets a fast shutdown before its data goes.
  const pid = await postgresPid().catch(() => 0);
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

const call = async (base: string, path: string, token?: string, body?: object) => {
  const res = await fetch(base + path, {
    method: body ? 'POST' : 'GET',
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as never };
};

async function signIn(base: string, phone: string): Promise<string> {
  const sent = await call(base, '/api/auth/send-otp', undefined, { phoneNumber: phone });
  const { session_id } = sent.body as { session_id: string };
  await call(base, '/api/auth/verify-otp', undefined, { session_id, otp: OTP });
  const created = await call(base, '/api/user/create', undefined, { phone, session_id });
  return (created.body as { token: string }).token;
}

interface Shopper {
  token: string;
  address: string;
}

interface Acked {
  orderId: string;
  who: Shopper;
}

/**
 * Places orders as fast as the shop takes them, two at a time per shopper, until the shop
 * stops answering; every order whose create answered 201 goes to `acked`.
 */
async function placeOrders(base: string, shoppers: Shopper[], acked: Acked[]) {
  const { items } = (await call(base, '/api/items/all?availability=true')).body as {
    items: Item[];
  };
  const item = items.find((i) => !i.isVarient && i.price >= 100)!;
  const total = toRupees(
    linePrice({ price: toPaise(item.price), discountPrice: toPaise(item.discountPrice) }),
  );
  let sequence = 0;
  const writer = async (who: Shopper) => {
    for (;;) {
      const orderId = newOrderId(1_795_000_000_000 + sequence++, randomUUID());
      const placed = await call(base, '/api/orders/create', who.token, {
        orderId,
        cartItems: [{ itemId: item._id, isVarient: false, variantName: null, quantity: 1 }],
        totalAmount: total,
        deliveryType: 'DELIVERY',
        paymentMethod: 'COD',
        redeemedCoins: 0,
        address: who.address,
      }).catch(() => null);
      if (placed === null) return; // the shop is gone
      if (placed.status === 201) acked.push({ orderId, who });
    }
  };
  await Promise.all(shoppers.flatMap((who) => [writer(who), writer(who)]));
}

/** The acknowledged orders the shop cannot find, each asked for by its shopper. */
async function missingOrders(base: string, acked: Acked[]) {
  const missing: string[] = [];
  for (let i = 0; i < acked.length; i += 25) {
    await Promise.all(
      acked.slice(i, i + 25).map(async ({ orderId, who }) => {
        const found = await call(base, `/api/orders/${orderId}`, who.token);
        if (found.status !== 200) missing.push(`${orderId}: ${found.status}`);
      }),
    );
  }
  return missing;
}

/** Lets the writers run until 60 more orders are acknowledged, then crashes the shop. */
async function crashDuringWrites(shop: Shop, shoppers: Shopper[], crash: () => Promise<void>) {
  const before = acked.length;
  const writing = placeOrders(shop.base, shoppers, acked);
  for (let waited = 0; acked.length < before + 60 && waited < 15_000; waited += 20) {
    await new Promise((r) => setTimeout(r, 20));
  }
  expect(acked.length).toBeGreaterThanOrEqual(before + 60);
  await crash();
  await writing;
}

let shop: Shop;
const shoppers: Shopper[] = [];
const acked: Acked[] = [];

describe('a start without NODE_ENV or JWT_SECRET (npm start on a fresh machine)', () => {
  it('signs tokens with a secret of its own, kept private in the data folder', async () => {
    shop = await startShop();
    for (const phone of phones) {
      const token = await signIn(shop.base, phone);
      const made = await call(shop.base, '/api/addresses/create', token, {
        type: 'HOME',
        flat: '12 Lake Road',
        locality: 'Indiranagar',
        zip: '560038',
        name: 'Asha Rao',
      });
      shoppers.push({ token, address: (made.body as { address: { _id: string } }).address._id });
    }
    const { token } = shoppers[0]!;
    expect((await call(shop.base, '/api/coins/mine-coins', token)).status).toBe(200);

    // The same claims signed with the secret published in the code are refused.
    const forged = await new SignJWT(decodeJwt(token))
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(DEVELOPMENT_JWT_SECRET));
    expect((await call(shop.base, '/api/coins/mine-coins', forged)).status).toBe(401);
    expect((await stat(join(dataDir, KEPT_SECRET_FILE))).mode & 0o777).toBe(0o600);
  }, 60_000);
});

describe('the embedded database survives the shop being killed', () => {
  it('adopts the server a shop killed mid-write left behind, with every acknowledged order', async () => {
    // kill -9 the shop while orders pour in: its postgres child lives on, holding the data.
    await crashDuringWrites(shop, shoppers, async () => {
      shop.child.kill('SIGKILL');
      await exited(shop.child);
    });

    shop = await startShop();
    // The kept secret signs on: tokens from before the restart still work.
    expect(await missingOrders(shop.base, acked)).toEqual([]);
  }, 60_000);

  it('recovers after the database is killed mid-write too, with every acknowledged order', async () => {
    // The machine goes down: postgres and the shop killed at once, writes in flight. The next
    // start finds a lock file whose server is gone; PostgreSQL replays its log first.
    await crashDuringWrites(shop, shoppers, async () => {
      process.kill(await postgresPid(), 'SIGKILL');
      // Let the shop reap its child, as a machine's init would, before it dies too.
      await new Promise((r) => setTimeout(r, 200));
      shop.child.kill('SIGKILL');
      await exited(shop.child);
    });

    shop = await startShop();
    expect(await missingOrders(shop.base, acked)).toEqual([]);

    shop.child.kill('SIGTERM');
    expect(await exited(shop.child)).toBe(0);
    const lock = await readFile(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => null);
    expect(lock).toBeNull();
  }, 60_000);
});
