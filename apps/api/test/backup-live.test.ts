import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { MyCoins } from '@grofresh/contracts';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { backupDatabase } from '../src/db/backup';
import { connect } from '../src/db/database';
import { restoreDatabase } from '../src/db/restore';
import { setRole } from '../src/modules/users/users.service';
import { createTestShop, RecordingSender, signInAs, TestClock } from './harness';
import { orderKit } from './order-kit';

// Monday 11:00 in Bengaluru.
const clock = new TestClock('2026-11-23T11:00:00+05:30');
const sender = new RecordingSender();
const { app, database } = await createTestShop({ clock, sms: sender });
const kit = await orderKit(app);
const staff = await signInAs(app, sender, '9470000011');
await setRole(database.db, '9470000011', 'staff');
const shoppers = await Promise.all(
  ['9470000012', '9470000013', '9470000014'].map((phone) => signInAs(app, sender, phone)),
);
const move = (id: string, status: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/orders/update/${id}`,
    headers: staff.headers,
    payload: { status },
  });

const workDir = await mkdtemp(join(tmpdir(), 'grofresh-backup-live-'));
afterAll(() => rm(workDir, { recursive: true, force: true }));

/** An empty database on the test's server, as a new server's would be. */
async function freshDatabase(): Promise<string> {
  const url = new URL(inject('adminUrl'));
  const name = `${inject('templateDb').replace(/_template$/, '')}_l${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`).finally(() => admin.end());
  url.pathname = `/${name}`;
  return url.toString();
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

const orderCount = async (url: string) =>
  Number((await query<{ n: string }>(url, 'SELECT count(*) AS n FROM orders'))[0]!.n);

describe('a backup taken while orders are being placed (docs/deploy.md, Backups)', () => {
  it('restores into an empty database with every table as of one instant', async () => {
    // Three shoppers keep ordering; each order is accepted and delivered (coins earned).
    let placing = true;
    const finishedAt: number[] = [];
    const delivered = shoppers.map(() => 0);
    const shopping = shoppers.map(async (who, i) => {
      while (placing) {
        // Each write's end is noted: a backup read between two of them saw the shop change.
        const order = await kit.place(who, { quantity: 2 });
        finishedAt.push(performance.now());
        await move(order._id, 'ACCEPTED');
        finishedAt.push(performance.now());
        await move(order._id, 'DELIVERED');
        finishedAt.push(performance.now());
        delivered[i]! += 1;
      }
    });
    // Every shopper has a delivered order before the backup starts (on a busy machine one
    // shopper can do three writes before another has done one).
    while (finishedAt.length < 9 || delivered.some((n) => n === 0)) {
      await new Promise((r) => setTimeout(r, 20));
    }

    const ordersBefore = await orderCount(database.url);
    const started = performance.now();
    const file = join(workDir, 'live.dump');
    const made = await backupDatabase({ url: database.url, file });
    const ended = performance.now();
    const ordersAfter = await orderCount(database.url);
    placing = false;
    await Promise.all(shopping);
    // Writes went in while the backup was read.
    expect(finishedAt.some((at) => at > started && at < ended)).toBe(true);
    expect(ordersAfter).toBeGreaterThan(ordersBefore);
    expect(made.rows.orders).toBeGreaterThanOrEqual(ordersBefore);
    expect(made.rows.orders).toBeLessThanOrEqual(ordersAfter);

    const target = await freshDatabase();
    const restored = await restoreDatabase({ url: target, file, clean: false });
    expect(restored.rows).toEqual(made.rows);
    // Every table holds what the snapshot held.
    for (const [table, rows] of Object.entries(made.rows)) {
      const found = await query<{ n: string }>(target, `SELECT count(*) AS n FROM "${table}"`);
      expect([table, Number(found[0]!.n)]).toEqual([table, rows]);
    }
    // Each order with its lines; each delivered order with the coins it earned, and no coins
    // for an order the backup does not hold as delivered.
    expect(
      await query(
        target,
        'SELECT id FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id)',
      ),
    ).toEqual([]);
    expect(
      await query(
        target,
        `SELECT o.id FROM orders o WHERE o.status = 'DELIVERED' AND o.earned_coins > 0
           AND NOT EXISTS (SELECT 1 FROM coin_transactions c
                           WHERE c.order_ref = o.id AND c.kind = 'EARNED' AND c.amount = o.earned_coins)`,
      ),
    ).toEqual([]);
    expect(
      await query(
        target,
        `SELECT c.id FROM coin_transactions c LEFT JOIN orders o ON o.id = c.order_ref
         WHERE c.kind = 'EARNED' AND (o.id IS NULL OR o.status <> 'DELIVERED')`,
      ),
    ).toEqual([]);

    // The restored shop (its next start) tells each shopper the balance their ledger sums to,
    // which is what their delivered orders earned (they spent none).
    const restoredDb = connect(target, 2);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' });
    const shop = await buildApp({ config, database: restoredDb, clock, sms: sender });
    try {
      for (const who of shoppers) {
        const [sums] = await query<{ ledger: string; earned: string }>(
          target,
          `SELECT (SELECT coalesce(sum(amount), 0) FROM coin_transactions
                   WHERE user_id = '${who.userId}') AS ledger,
                  (SELECT coalesce(sum(earned_coins), 0) FROM orders
                   WHERE user_id = '${who.userId}' AND status = 'DELIVERED') AS earned`,
        );
        const coins = await shop.inject({
          method: 'GET',
          url: '/api/coins/mine-coins',
          headers: who.headers,
        });
        expect(coins.statusCode).toBe(200);
        const { totalCoins } = coins.json() as MyCoins;
        expect(totalCoins).toBeGreaterThan(0);
        expect([totalCoins, totalCoins]).toEqual([Number(sums!.ledger), Number(sums!.earned)]);
      }
    } finally {
      await shop.close();
      await restoredDb.close();
    }
  }, 120_000);
});
