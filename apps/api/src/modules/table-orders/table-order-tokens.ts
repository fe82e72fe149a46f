import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { isId } from '../../lib/ids';
import { tableOrders } from './table-orders.table';

/** The tokens counter orders are called by ('T-017'), by id, in one query; unknown ids absent. */
export async function tableOrderTokens(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter(isId))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: tableOrders.id, token: tableOrders.token })
    .from(tableOrders)
    .where(inArray(tableOrders.id, wanted));
  return new Map(rows.map((r) => [r.id, r.token]));
}
