import { and, eq, sum } from 'drizzle-orm';
import type { MyCoins, PageQuery } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { newestFirst, page } from '../../lib/cursor';
import { runTogether, statement, step, type Step } from '../../lib/statement';
import { coinRef } from './coin-refs';
import { coinTransactions } from './coins.table';

export { coinRef };

export async function balanceOf(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sum(coinTransactions.amount).mapWith(Number) })
    .from(coinTransactions)
    .where(eq(coinTransactions.userId, userId));
  return row?.total ?? 0;
}

type CoinKind = (typeof coinTransactions.$inferInsert)['kind'];

export interface CoinEntry {
  userId: string;
  coins: number;
  kind: CoinKind;
  ref: string;
  description: string;
  at: Date;
}

/** Rows are inserted this many at a time (well inside PostgreSQL's parameter limit). */
const LEDGER_BATCH = 1000;

/**
 * `creditOnce` for many rows (a milk run's paused days): each `ref` is written once, whatever
 * was written before. Answers how many rows this call wrote.
 */
export async function creditMany(tx: DbOrTx, entries: readonly CoinEntry[]): Promise<number> {
  let written = 0;
  for (let i = 0; i < entries.length; i += LEDGER_BATCH) {
    const rows = await tx
      .insert(coinTransactions)
      .values(
        entries.slice(i, i + LEDGER_BATCH).map((e) => ({
          userId: e.userId,
          amount: e.coins,
          kind: e.kind,
          ref: e.ref,
          description: e.description,
          createdAt: e.at,
        })),
      )
      .onConflictDoNothing({ target: coinTransactions.ref })
      .returning({ id: coinTransactions.id });
    written += rows.length;
  }
  return written;
}

/**
 * Credits coins once per `ref`: true if this call wrote the row, false if it already existed
 * (a retry, a double click or a second instance). Runs inside the caller's transaction.
 */
export async function creditOnce(tx: DbOrTx, entry: CoinEntry): Promise<boolean> {
  return (await creditMany(tx, [entry])) > 0;
}

interface OrderEntry {
  userId: string;
  orderRef: string;
  orderId: string;
  coins: number;
  at: Date;
}

const insertRedeemed = statement(
  'coins_debit_redeemed',
  `insert into coin_transactions (user_id, amount, kind, ref, order_ref, description, created_at)
   values ($1, $2, 'REDEEMED', $3, $4, $5, $6)`,
);

/** Coins spent on an order, taken when it is placed, under the ledger lock (`locks.ledger`). */
export async function debitRedeemed(tx: DbOrTx, entry: OrderEntry): Promise<void> {
  await runTogether(tx, redeemedDebit(entry));
}

/**
 * `debitRedeemed` as a step, to be sent with the order's insert and sale (`runTogether`); none
 * when the order spends no coins.
 */
export function redeemedDebit(entry: OrderEntry): Step<void> {
  const values = [
    entry.userId,
    -entry.coins,
    coinRef.order(entry.orderRef, 'redeemed'),
    entry.orderRef,
    `Redeemed on order ${entry.orderId}`,
    entry.at,
  ];
  return step(entry.coins > 0 ? insertRedeemed : null, values, () => undefined);
}

/** Earned coins, credited once when the order is delivered. True if this call credited them. */
export async function creditEarned(tx: DbOrTx, entry: OrderEntry): Promise<boolean> {
  const rows = await tx
    .insert(coinTransactions)
    .values({
      userId: entry.userId,
      amount: entry.coins,
      kind: 'EARNED',
      ref: coinRef.order(entry.orderRef, 'earned'),
      orderRef: entry.orderRef,
      description: `Earned on order ${entry.orderId}`,
      createdAt: entry.at,
    })
    .onConflictDoNothing({ target: coinTransactions.ref })
    .returning({ id: coinTransactions.id });
  return rows.length > 0;
}

/** Redeemed coins given back once when the order is cancelled. */
export async function refundRedeemed(tx: DbOrTx, entry: OrderEntry): Promise<boolean> {
  const rows = await tx
    .insert(coinTransactions)
    .values({
      userId: entry.userId,
      amount: entry.coins,
      kind: 'REFUND',
      ref: coinRef.order(entry.orderRef, 'refund'),
      orderRef: entry.orderRef,
      description: `Refund for cancelled order ${entry.orderId}`,
      createdAt: entry.at,
    })
    .onConflictDoNothing({ target: coinTransactions.ref })
    .returning({ id: coinTransactions.id });
  return rows.length > 0;
}

export async function myCoins(db: DbOrTx, userId: string, query: PageQuery): Promise<MyCoins> {
  const keyset = newestFirst(coinTransactions.createdAt, coinTransactions.id, query);
  const [totalCoins, rows] = await Promise.all([
    balanceOf(db, userId),
    db
      .select()
      .from(coinTransactions)
      .where(and(eq(coinTransactions.userId, userId), keyset.after))
      .orderBy(...keyset.orderBy)
      .limit(keyset.limit),
  ]);
  const result = page(rows, query.limit);
  return {
    totalCoins,
    transactions: result.rows.map((t) => ({
      _id: t.id,
      date: t.createdAt.toISOString(),
      description: t.description,
      amount: t.amount,
    })),
    nextCursor: result.nextCursor,
  };
}
