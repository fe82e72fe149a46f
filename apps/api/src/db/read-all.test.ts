import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestShop } from '../../test/harness';
import { readAll } from './read-all';

const { database } = await createTestShop();
const { db } = database;

/** A read that notes when it started and ended, taking `ms` on the server. */
function timedRead(db_: Parameters<typeof readAll>[0], log: string[], name: string, ms: number) {
  return async () => {
    log.push(`${name} start`);
    await db_.execute(sql`select pg_sleep(${ms / 1000})`);
    log.push(`${name} end`);
    return name;
  };
}

describe('readAll', () => {
  it('runs reads at once on the pool, answering in the order asked', async () => {
    const log: string[] = [];
    const answers = await readAll(db, timedRead(db, log, 'a', 150), timedRead(db, log, 'b', 10));
    expect(answers).toEqual(['a', 'b']);
    expect(log.slice(0, 2)).toEqual(['a start', 'b start']);
  });

  it('runs them one after the other in a transaction (one connection, one query at a time)', async () => {
    const log: string[] = [];
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.message);
    process.on('warning', onWarning);
    try {
      const answers = await db.transaction((tx) =>
        readAll(tx, timedRead(tx, log, 'a', 50), timedRead(tx, log, 'b', 10)),
      );
      expect(answers).toEqual(['a', 'b']);
      expect(log).toEqual(['a start', 'a end', 'b start', 'b end']);
      expect(warnings.filter((w) => w.includes('already executing'))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });
});
