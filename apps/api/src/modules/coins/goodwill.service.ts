import { and, eq, gte, lt, sum } from 'drizzle-orm';
import { addStoreDays, storeDayStart } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { coinTransactions } from './coins.table';

/**
 * The goodwill Grocoins one shopper received on a store date (Asia/Kolkata), from every
 * complaint and whoever gave them. A range of `coin_transactions_user_created_idx` (user,
 * then time) reads only that shopper's rows of that day. Deciding on a credit, call it
 * under the ledger lock (`locks.ledger`), so a credit racing this one is counted or waits.
 */
export async function goodwillReceivedOn(
  db: DbOrTx,
  userId: string,
  date: string,
): Promise<number> {
  const [row] = await db
    .select({ total: sum(coinTransactions.amount).mapWith(Number) })
    .from(coinTransactions)
    .where(
      and(
        eq(coinTransactions.userId, userId),
        gte(coinTransactions.createdAt, storeDayStart(date)),
        lt(coinTransactions.createdAt, storeDayStart(addStoreDays(date, 1))),
        eq(coinTransactions.kind, 'GOODWILL'),
      ),
    );
  return row?.total ?? 0;
}
