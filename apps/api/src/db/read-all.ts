import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './database';

/**
 * Runs independent reads: at once on the pool (each on a connection of its own), one after the
 * other in a transaction, which is one connection running one query at a time (pg warns of a
 * query sent while another runs, and its next major version refuses it).
 */
export async function readAll<T extends unknown[]>(
  db: DbOrTx,
  ...reads: { [K in keyof T]: () => PromiseLike<T[K]> }
): Promise<T> {
  if (!(db instanceof PgTransaction)) {
    return (await Promise.all(reads.map((read) => read()))) as T;
  }
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as T;
}
