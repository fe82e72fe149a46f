import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { isId } from '../../lib/ids';
import { users } from './users.table';

/**
 * How records of staff work name who did it (a stock movement): the name, else the number;
 * `former` once the account is deleted (its row stays, without name or number). One query for
 * a whole page; ids of no user are absent.
 */
export async function staffNamesOf(
  db: DbOrTx,
  ids: (string | null)[],
  former: string,
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null && isId(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, phone: users.phone, deletedAt: users.deletedAt })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(
    rows.map((r) => [r.id, r.deletedAt ? former : r.name?.trim() || r.phone] as const),
  );
}
