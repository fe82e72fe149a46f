import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/database';

/** Rows removed per statement: small enough that each delete holds its locks only briefly. */
export const DELETE_BATCH = 5000;

/**
 * Deletes the rows matching `where`, at most `batch` per statement (each its own short
 * transaction), until none is left: a large backlog never holds one long lock or one huge
 * transaction, and the shop's own writes slip in between batches. Answers how many went.
 */
export async function deleteInBatches(
  db: DbOrTx,
  target: { table: PgTable; id: PgColumn; where: SQL | undefined },
  batch = DELETE_BATCH,
): Promise<number> {
  const { table, id, where } = target;
  let total = 0;
  for (;;) {
    const result = await db.execute(
      sql`delete from ${table} where ${id} in (select ${id} from ${table} where ${where} limit ${batch})`,
    );
    const deleted = result.rowCount ?? 0;
    total += deleted;
    if (deleted < batch) return total;
  }
}
