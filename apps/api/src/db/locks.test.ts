import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestShop } from '../../test/harness';
import { locks, takeLocks } from './locks';

const { database } = await createTestShop();
const { db } = database;

/** The advisory locks this transaction holds, as hashtext values. */
const heldKeys = async (tx: Parameters<Parameters<typeof db.transaction>[0]>[0]) => {
  const { rows } = await tx.execute<{ objid: string }>(sql`
    select objid::text from pg_locks
    where locktype = 'advisory' and pid = pg_backend_pid() and granted`);
  return rows.map((r) => Number(r.objid)).sort();
};
const hashes = async (keys: string[]) => {
  const { rows } = await db.execute<{ h: number }>(
    sql`select hashtext(k)::bigint & 4294967295 as h from unnest(${`{${keys.join(',')}}`}::text[]) as k`,
  );
  return rows.map((r) => Number(r.h)).sort();
};

describe('takeLocks', () => {
  it('takes each named lock on the same key as before (hashtext of its text)', async () => {
    await db.transaction(async (tx) => {
      await takeLocks(tx, locks.orderNumber('GF-1'), locks.ledger('u1'), locks.ledger('u1'));
      expect(await heldKeys(tx)).toEqual(await hashes(['coins:u1', 'order-number:GF-1']));
    });
  });

  it('keeps another transaction waiting for the same lock until the first ends', async () => {
    const order: string[] = [];
    let release!: () => void;
    const holding = new Promise<void>((resolve) => (release = resolve));
    let held!: () => void;
    const taken = new Promise<void>((resolve) => (held = resolve));
    const first = db.transaction(async (tx) => {
      await takeLocks(tx, locks.milkRun('2026-11-24'));
      held();
      await holding;
      order.push('first ends');
    });
    await taken;
    const second = db.transaction(async (tx) => {
      await takeLocks(tx, locks.milkRun('2026-11-24'));
      order.push('second takes it');
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(order).toEqual([]);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first ends', 'second takes it']);
  });

  it('refuses a lock ranked before one the transaction already holds', async () => {
    await expect(
      db.transaction(async (tx) => {
        await takeLocks(tx, locks.ledger('u2'));
        await takeLocks(tx, locks.milkRun('2026-11-24'));
      }),
    ).rejects.toThrow('Lock milk-run:2026-11-24 is taken after coins:u2, out of order.');
    await expect(
      db.transaction(async (tx) => {
        await takeLocks(tx, locks.milkRun('2026-11-25'));
        await takeLocks(tx, locks.milkRun('2026-11-24'));
      }),
    ).rejects.toThrow('out of order');
  });

  it('allows the right order across calls, and a held lock again after a later one', async () => {
    await db.transaction(async (tx) => {
      await takeLocks(tx, locks.milkRun('2026-11-24'));
      await takeLocks(tx, locks.milkRun('2026-11-25'));
      await takeLocks(tx, locks.ledger('u3'));
      await takeLocks(tx, locks.milkRun('2026-11-25'), locks.orderNumber('GF-3'));
      expect((await heldKeys(tx)).length).toBe(4);
    });
  });

  it('is taken inside a transaction only', async () => {
    await expect(takeLocks(db, locks.userRoles())).rejects.toThrow('inside a transaction');
  });
});
