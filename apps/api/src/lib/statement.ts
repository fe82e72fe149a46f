import type pg from 'pg';
import type { DbOrTx } from '../db/database';

/**
 * A statement of a hot path (placing an order), written once in SQL and sent by name: each
 * connection parses and plans it once, and nothing is rebuilt per call. Drizzle builds a
 * query's SQL from its parts on every call (a tenth of a millisecond and more for a wide
 * select, bench/results/orders.md), and sends it unnamed, so PostgreSQL plans it every time.
 * Values are always parameters, never spliced into the text.
 */
export interface Statement<Row> {
  readonly name: string;
  readonly text: string;
  /** Only for typing the rows; never set. */
  readonly row?: Row;
}

export const statement = <Row>(name: string, text: string): Statement<Row> => ({ name, text });

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

/**
 * The connection behind a Drizzle database or transaction: the pool, or, inside
 * `db.transaction`, the client that transaction holds (drizzle-orm's node-postgres session
 * keeps it as `client`), so a statement run here is part of that transaction.
 */
function connectionOf(db: DbOrTx): Queryable {
  const client = (db as unknown as { session?: { client?: Queryable } }).session?.client;
  if (typeof client?.query !== 'function') {
    throw new Error('statement: this Drizzle database has no node-postgres client');
  }
  return client;
}

/** Runs a statement with its parameters on the database or transaction given. */
export async function run<Row>(db: DbOrTx, s: Statement<Row>, values: unknown[]): Promise<Row[]> {
  const result = await connectionOf(db).query({ name: s.name, text: s.text, values });
  return result.rows as Row[];
}
