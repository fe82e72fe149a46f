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

/**
 * A statement with its values and what its rows become: one step of `runTogether`. A step
 * without a statement has nothing to ask (an empty cart): `read([])` answers it. `refuse`
 * turns the statement's own error into what the caller throws (a sale's short lines into
 * OUT_OF_STOCK); other errors are thrown as they are.
 */
export interface Step<T> {
  readonly statement: Statement<unknown> | null;
  readonly values: unknown[];
  readonly read: (rows: never[]) => T;
  readonly refuse?: (error: unknown) => unknown;
}

export const step = <Row, T>(
  s: Statement<Row> | null,
  values: unknown[],
  read: (rows: Row[]) => T,
  refuse?: (error: unknown) => unknown,
): Step<T> => ({ statement: s, values, read: read as (rows: never[]) => T, refuse });

/**
 * The transaction's COMMIT as the last step of its last round trip (`transaction` in
 * lib/transaction.ts): nothing waits for the shop between the last write and the commit. Sent
 * behind a step that failed, it ends the transaction as a rollback, and the step's error is
 * what `runTogether` throws. Once it has answered, the writes are kept: nothing the caller does
 * afterwards can take them back, so it ends the work (placing an order answers a retry of
 * the same order number with the order kept).
 */
export const commitStep: Step<void> = step(statement('commit', 'commit'), [], () => undefined);

/** A transaction's client, as node-postgres (8.21+) lets it pipeline. */
type PipelinedClient = pg.PoolClient & {
  pipeline?: boolean;
  connection?: { stream?: { cork?: () => void; uncork?: () => void } };
};

/**
 * Runs steps in one round trip inside a transaction: node-postgres's pipeline mode sends them
 * all at once (one write, the stream corked), PostgreSQL runs them in order, each a statement
 * of its own (its own snapshot, so one after a lock sees what the lock guards), and answers
 * each (bench/results/orders.md: each round trip an order saves is ~0.1 ms of the shop's CPU
 * and PostgreSQL's). After a step fails, the transaction is aborted and the steps behind it
 * fail too: the first error is thrown once every step has answered (the connection is then
 * back out of pipeline mode), and the caller's transaction rolls back. Outside a transaction
 * (the pool: no one connection), they run one after another.
 */
export async function runTogether<T extends unknown[]>(
  db: DbOrTx,
  ...steps: { [K in keyof T]: Step<T[K]> }
): Promise<T> {
  const client = connectionOf(db) as PipelinedClient;
  const asked = steps.filter((s) => s.statement !== null);
  const send = (s: Step<unknown>) =>
    client.query({ name: s.statement!.name, text: s.statement!.text, values: s.values });
  const refused = (s: Step<unknown>, error: unknown) => s.refuse?.(error) ?? error;
  const rows: unknown[][] = [];
  if (typeof client.release !== 'function' || asked.length < 2) {
    for (const s of asked) {
      try {
        rows.push((await send(s)).rows);
      } catch (error) {
        throw refused(s, error);
      }
    }
  } else {
    const stream = client.connection?.stream;
    client.pipeline = true;
    stream?.cork?.();
    let sent: Promise<pg.QueryResult>[];
    try {
      sent = asked.map(send);
    } finally {
      stream?.uncork?.();
    }
    const answers = await Promise.allSettled(sent);
    client.pipeline = false;
    for (const [i, answer] of answers.entries()) {
      if (answer.status === 'rejected') throw refused(asked[i]!, answer.reason);
      rows.push(answer.value.rows);
    }
  }
  return steps.map((s) => s.read((s.statement ? rows.shift()! : []) as never[])) as T;
}
