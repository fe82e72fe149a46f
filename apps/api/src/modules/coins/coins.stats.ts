import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';

/** Grocoins earned, spent and given back in [start, end), from the ledger (its created_at index). */
export async function coinStats(
  db: DbOrTx,
  range: { start: Date; end: Date },
): Promise<{ earned: number; redeemed: number; refunded: number }> {
  const { rows } = await db.execute(sql`
    select coalesce(sum(amount) filter (where kind = 'EARNED'), 0) as earned,
      coalesce(-sum(amount) filter (where kind = 'REDEEMED'), 0) as redeemed,
      coalesce(sum(amount) filter (where kind = 'REFUND'), 0) as refunded
    from coin_transactions
    where created_at >= ${range.start} and created_at < ${range.end}`);
  const row = rows[0] ?? {};
  return {
    earned: Number(row.earned ?? 0),
    redeemed: Number(row.redeemed ?? 0),
    refunded: Number(row.refunded ?? 0),
  };
}
