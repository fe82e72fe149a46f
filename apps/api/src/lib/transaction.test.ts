import { describe, expect, it } from 'vitest';
import { createTestShop } from '../../test/harness';
import { AppError } from './app-error';
import { commitStep, runTogether, statement, step } from './statement';
import { transaction } from './transaction';

// The order's transaction (lib/transaction.ts): begun without waiting, committed with its
// last writes (bench/results/orders.md).
const shop = await createTestShop();
const { db, pool } = shop.database;
await pool.query('create table tx_probe (name text primary key)');

const insert = (name: string) =>
  step(statement('tx_probe_insert', 'insert into tx_probe (name) values ($1)'), [name], () => 1);
const refusing = step(
  statement('tx_probe_refuse', 'select 1 / 0 as never'),
  [],
  () => 1,
  (error) => new AppError('CONFLICT', 'refused', undefined, { cause: error }),
);
const kept = async (name: string) =>
  (await pool.query('select 1 from tx_probe where name = $1', [name])).rowCount;

describe('a transaction committed with its last writes', () => {
  it('keeps what it wrote, committed by its last round trip or after it', async () => {
    await transaction(db, (tx) => runTogether(tx, insert('a1'), insert('a2'), commitStep));
    await transaction(db, (tx) => runTogether(tx, insert('b1'), insert('b2')));
    expect([await kept('a1'), await kept('a2'), await kept('b1'), await kept('b2')]).toEqual([
      1, 1, 1, 1,
    ]);
  });

  it('keeps nothing when a step before the commit fails, and throws that step refusal', async () => {
    await expect(
      transaction(db, (tx) => runTogether(tx, insert('c1'), refusing, insert('c2'), commitStep)),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: 'refused' });
    expect([await kept('c1'), await kept('c2')]).toEqual([0, 0]);
  });

  it('rolls back what was written before the work threw', async () => {
    await expect(
      transaction(db, async (tx) => {
        await runTogether(tx, insert('d1'), insert('d2'));
        throw new Error('changed its mind');
      }),
    ).rejects.toThrow('changed its mind');
    expect(await kept('d1')).toBe(0);
  });

  it('hands every connection back outside a transaction, whatever happened on it', async () => {
    const failing = Array.from({ length: 25 }, (_, i) =>
      transaction(db, (tx) => runTogether(tx, insert(`e${i}`), refusing, commitStep)).catch(
        () => 'refused',
      ),
    );
    expect(await Promise.all(failing)).toEqual(Array(25).fill('refused'));
    // Each of the pool's connections is used again: none is left in an aborted transaction.
    await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        transaction(db, (tx) => runTogether(tx, insert(`f${i}`), insert(`g${i}`), commitStep)),
      ),
    );
    const { rows } = await pool.query(
      "select count(*)::int as n from tx_probe where name ~ '^[efg]'",
    );
    expect(rows[0].n).toBe(50);
  });
});
