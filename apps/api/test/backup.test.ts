import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { earnedCoins, newOrderId, toRupees } from '@grofresh/contracts';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { backupDatabase } from '../src/db/backup';
import { connect } from '../src/db/database';
import { restoreDatabase } from '../src/db/restore';
import { setRole } from '../src/modules/users/users.service';
import { createTestShop, RecordingSender, signInAs, TestClock } from './harness';
import { orderKit, type Shopper } from './order-kit';

// Monday 11:00 in Bengaluru.
const clock = new TestClock('2026-11-23T11:00:00+05:30');
const sender = new RecordingSender();
const { app, database } = await createTestShop({ clock, sms: sender });
const kit = await orderKit(app);
const staff = await signInAs(app, sender, '9470000001');
await setRole(database.db, '9470000001', 'staff');
const asha = await signInAs(app, sender, '9470000002');
const ravi = await signInAs(app, sender, '9470000003');
const move = (id: string, status: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/orders/update/${id}`,
    headers: staff.headers,
    payload: { status },
  });

// Asha's first order is delivered (coins earned), her second spends them; Ravi pays by QR.
const first = await kit.place(asha, { quantity: 3 });
await move(first._id, 'ACCEPTED');
await move(first._id, 'DELIVERED');
const earned = earnedCoins(kit.unit * 3);
const spending = await app.inject({
  method: 'POST',
  url: '/api/orders/create',
  headers: asha.headers,
  payload: {
    orderId: newOrderId(1_796_000_000_000, randomUUID()),
    cartItems: [{ itemId: kit.plain._id, isVarient: false, variantName: null, quantity: 2 }],
    totalAmount: toRupees(kit.unit * 2 - earned * 100),
    deliveryType: 'DELIVERY',
    paymentMethod: 'COD',
    redeemedCoins: earned,
    address: (await kit.addressOf(asha))._id,
  },
});
const second = spending.json().order as { _id: string };
const third = await kit.place(ravi, { paymentMethod: 'QR', quantity: 2 });
const placed: { id: string; who: Shopper }[] = [
  { id: first._id, who: asha },
  { id: second._id, who: asha },
  { id: third._id, who: ravi },
];

const workDir = await mkdtemp(join(tmpdir(), 'grofresh-backup-'));
afterAll(() => rm(workDir, { recursive: true, force: true }));

/** What a restore must bring back: the orders, their lines and the whole coin ledger. */
async function snapshot(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const ids = placed.map((p) => p.id);
    const read = async (text: string, values: unknown[] = []) =>
      (await client.query(text, values)).rows;
    return {
      orders: await read('SELECT * FROM orders WHERE id = ANY($1) ORDER BY id', [ids]),
      lines: await read(
        'SELECT * FROM order_lines WHERE order_id = ANY($1) ORDER BY order_id, position',
        [ids],
      ),
      ledger: await read('SELECT * FROM coin_transactions ORDER BY id'),
    };
  } finally {
    await client.end();
  }
}

/** An empty database on the test's server, as a new server's would be. */
async function freshDatabase(): Promise<string> {
  const url = new URL(inject('adminUrl'));
  const name = `${inject('templateDb').replace(/_template$/, '')}_r${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`).finally(() => admin.end());
  url.pathname = `/${name}`;
  return url.toString();
}

describe('npm run restore refuses to mix a backup into data', () => {
  it('refuses a database that already holds tables unless --clean, and files that are no backup', async () => {
    const file = join(workDir, 'refused.dump');
    await backupDatabase({ url: database.url, file });
    await expect(restoreDatabase({ url: database.url, file, clean: false })).rejects.toThrow(
      /^The database "[^"]+" is not empty \(\d+ tables\)\. .*--clean/,
    );
    const sql = join(workDir, 'plain.sql');
    await writeFile(sql, 'CREATE TABLE t (x int);\n');
    await expect(restoreDatabase({ url: database.url, file: sql, clean: true })).rejects.toThrow(
      'is not a backup made by npm run backup',
    );
    const old = join(workDir, 'pg-dump.dump');
    await writeFile(old, 'PGDMP\u0001');
    await expect(restoreDatabase({ url: database.url, file: old, clean: true })).rejects.toThrow(
      'was made by pg_dump',
    );
  });
});

/** The shop on a restored database, as its next start would serve it. */
async function shopOn(url: string) {
  const restored = connect(url, 2);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' });
  const shop = await buildApp({ config, database: restored, clock, sms: sender });
  const order = (id: string, who: Shopper) =>
    shop.inject({ method: 'GET', url: `/api/orders/${id}`, headers: who.headers });
  const close = async () => {
    await shop.close();
    await restored.close();
  };
  return { shop, order, close };
}

describe('a backup restored into a fresh database', () => {
  const file = join(workDir, 'shop.dump');
  let target = '';
  let before: Awaited<ReturnType<typeof snapshot>>;

  it('brings back every order, its lines and the coin ledger', async () => {
    before = await snapshot(database.url);
    expect(before.orders).toHaveLength(3);
    expect(before.lines).toHaveLength(3);
    expect(before.ledger.map((row) => row.kind).sort()).toEqual(['EARNED', 'REDEEMED']);

    const made = await backupDatabase({ url: database.url, file });
    expect(made.bytes).toBeGreaterThan(0);
    target = await freshDatabase();
    await restoreDatabase({ url: target, file, clean: false });
    expect(await snapshot(target)).toEqual(before);

    // Each shopper finds each order on the restored shop, as it was.
    const restored = await shopOn(target);
    for (const { id, who } of placed) {
      const mine = await app.inject({
        method: 'GET',
        url: `/api/orders/${id}`,
        headers: who.headers,
      });
      const found = await restored.order(id, who);
      expect(found.statusCode).toBe(200);
      expect(found.json()).toEqual(mine.json());
    }
    await restored.close();
  });

  it('with --clean replaces everything the database holds, whole or not at all', async () => {
    const restored = await shopOn(target);
    const later = await (await orderKit(restored.shop)).place(ravi);
    await restored.close();
    await expect(restoreDatabase({ url: target, file, clean: false })).rejects.toThrow(
      'is not empty',
    );

    // A backup that breaks off halfway changes nothing.
    const cut = join(workDir, 'cut.dump');
    const whole = await readFile(file);
    await writeFile(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    await expect(restoreDatabase({ url: target, file: cut, clean: true })).rejects.toThrow(
      /unexpected end of file|ends before/,
    );
    const again = await shopOn(target);
    expect((await again.order(later._id, ravi)).statusCode).toBe(200);
    await again.close();

    await restoreDatabase({ url: target, file, clean: true });
    expect(await snapshot(target)).toEqual(before);
    const back = await shopOn(target);
    expect((await back.order(later._id, ravi)).statusCode).toBe(404);
    await back.close();
  });
});
