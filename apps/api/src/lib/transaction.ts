import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../db/database';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What `db.transaction` itself reads off the database to make a transaction (drizzle-orm 0.45). */
interface DrizzleParts {
  session: {
    client: unknown;
    dialect: ConstructorParameters<typeof NodePgSession>[1];
    schema: ConstructorParameters<typeof NodePgSession>[2];
    options: ConstructorParameters<typeof NodePgSession>[3];
  };
}

/** A Drizzle transaction on one pooled connection, made as `db.transaction` makes its own. */
function transactionOn(db: Db, client: pg.PoolClient): Tx {
  const { session } = db as unknown as DrizzleParts;
  const own = new NodePgSession(client, session.dialect, session.schema, session.options);
  return new NodePgTransaction(session.dialect, own, session.schema) as unknown as Tx;
}

/**
 * `db.transaction(work)` for a hot path (placing an order) that saves the shop's two waits
 * around its statements (bench/results/orders.md): `begin` is sent without waiting for its
 * answer, so it goes out just ahead of the first round trip of `work`; and `work` may end its
 * last `runTogether` with `commitStep`, so the commit goes out with the last writes, and the
 * row locks they took (a unit's sale) are let go without waiting for the shop's busy event
 * loop. Whether the transaction is still open when `work` ends is read off the connection (its
 * last ReadyForQuery): open, it is committed, or rolled back if `work` threw, as
 * `db.transaction` does; ended by `commitStep`, nothing more is sent.
 *
 * On a database that is not a pool (a single client, as migrations and seeding use) this is
 * `db.transaction(work)`, where a `commitStep` commits early and Drizzle's own commit then finds
 * no transaction (PostgreSQL warns; nothing is lost). Only placing an order uses this, on the
 * shop's pool.
 */
export async function transaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const pool = (db as unknown as DrizzleParts).session.client;
  if (!(pool instanceof pg.Pool)) return db.transaction(work);
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const begun = client.query('begin');
    begun.catch(() => undefined);
    let result: T;
    try {
      result = await work(transactionOn(db, client));
    } catch (error) {
      await begun.catch(() => undefined);
      if (client.getTransactionStatus() !== 'I') {
        await client.query('rollback').catch((failed: Error) => (broken = failed));
      }
      throw error;
    }
    await begun;
    if (client.getTransactionStatus() !== 'I') await client.query('commit');
    return result;
  } catch (error) {
    broken ??= client.getTransactionStatus() === 'I' ? undefined : (error as Error);
    throw error;
  } finally {
    // A connection left inside a transaction (a rollback or commit that could not be sent) is
    // closed, never handed to the next caller.
    client.release(broken);
  }
}
