import { PgTransaction } from 'drizzle-orm/pg-core';
import { runTogether, statement, step, type Statement, type Step } from '../lib/statement';
import type { DbOrTx } from './database';

/**
 * One advisory lock: PostgreSQL's `pg_advisory_xact_lock(hashtext(key))`, held until the
 * transaction ends. `rank` is its place in the one order every transaction takes locks in.
 */
export interface AdvisoryLock {
  readonly rank: number;
  readonly key: string;
}

const lock = (rank: number, key: string): AdvisoryLock => ({ rank, key });

/**
 * Every advisory lock the shop takes, by name, in the order they are taken: wider first (the
 * whole store, a day, a phone number, a shopper, an order number), then by key (so two runs'
 * dates go in date order). A transaction that holds one never waits for one ranked before it,
 * so two transactions never wait for each other. The keys are the texts hashed; changing one
 * changes what it serialises against, so every taker changes with it (they all come here).
 */
export const locks = {
  /** Role changes, so two admins demoting each other cannot leave the store without one. */
  userRoles: () => lock(1, 'user-roles'),
  /** Naming a category, so "is the name free?" and the write cannot interleave. */
  categoryNames: () => lock(2, 'category-names'),
  /**
   * The milk run's walking order (docs/product/rules.md#riders): every move of a stop, so each
   * reads the order as the last one left it. Store-wide: a place is kept per subscription, for
   * every date's sheet.
   */
  walkingOrder: () => lock(3, 'walking-order'),
  /** The milk run of a store date: making it, and every change it must see or be seen by. */
  milkRun: (date: string) => lock(4, `milk-run:${date}`),
  /** The table orders opened on a store day, so the next number read is still free. */
  tableOrderNumbers: (storeDate: string) => lock(5, `table-orders:${storeDate}`),
  /** Everything that counts a phone number's codes (requests and checks). */
  codesOf: (phone: string) => lock(6, `otp:${phone}`),
  /** A shopper's saved addresses, so the limit holds when two saves race. */
  addressesOf: (userId: string) => lock(7, `addresses:${userId}`),
  /** A shopper's complaints, so the open count holds when two race. */
  complaintsOf: (userId: string) => lock(8, `complaints:${userId}`),
  /**
   * A shopper's Grocoin ledger: every balance change of theirs, and with it their orders and
   * online payments, so two cannot spend the same coins.
   */
  ledger: (userId: string) => lock(9, `coins:${userId}`),
  /**
   * An order number: everything that claims it (an order, an online payment), whichever
   * shopper sends it; always after that shopper's ledger.
   */
  orderNumber: (orderId: string) => lock(10, `order-number:${orderId}`),
  /**
   * A counted unit's sales, queued one at a time (docs/product/rules.md#stock); last but the books.
   * Taken inside the database by `grofresh_sell_stock` (migration 0024) with this very key, in
   * key order, before the unit's row: named here so that its place in the order is known.
   */
  stockUnit: (itemId: string, variant: string) => lock(11, `stock:${itemId}:${variant}`),
  /**
   * A store date's books (docs/product/rules.md#books): every entry booked on it and its
   * closing, so an entry lands either before the day is counted or on the next open day.
   * Taken at the very end of a transaction that moves money, after the units' locks.
   */
  booksDay: (date: string) => lock(12, `books:${date}`),
} as const;

const inOrder = (a: AdvisoryLock, b: AdvisoryLock) =>
  a.rank - b.rank || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/** One statement per number of locks: a select list is evaluated in order. */
const statements: Statement<unknown>[] = [];
const takeStatement = (count: number): Statement<unknown> =>
  (statements[count] ??= statement(
    `advisory_locks_${count}`,
    `select ${Array.from({ length: count }, (_, i) => `pg_advisory_xact_lock(hashtext($${i + 1}))`).join(', ')}`,
  ));

/** What each open transaction has taken: the last lock in the order, and every key held. */
const taken = new WeakMap<object, { last: AdvisoryLock; held: Set<string> }>();

/**
 * Takes these locks, in the order above, in one round trip, inside the caller's transaction.
 * A lock ranked before one this transaction already holds is refused (an error in the code,
 * never in the shopper's request): taken here it could deadlock with a transaction taking the
 * two the right way round. Taking a held lock again is fine (it is held once more).
 */
export async function takeLocks(tx: DbOrTx, ...wanted: AdvisoryLock[]): Promise<void> {
  await runTogether(tx, lockStep(tx, ...wanted));
}

/**
 * `takeLocks` as a step, to be sent with the statements that read what the locks guard
 * (`runTogether`: each statement after it is run once it holds them, with a snapshot of its
 * own). Counted as taken once made: if the statement fails, the transaction fails with it.
 */
export function lockStep(tx: DbOrTx, ...wanted: AdvisoryLock[]): Step<void> {
  if (!(tx instanceof PgTransaction)) {
    throw new Error('Advisory locks are taken inside a transaction (they end with it).');
  }
  const sorted = [...new Map(wanted.map((l) => [l.key, l])).values()].sort(inOrder);
  if (sorted.length === 0) return step(null, [], () => undefined);
  const before = taken.get(tx);
  const first = sorted.find((l) => !before?.held.has(l.key));
  if (before && first && inOrder(first, before.last) < 0) {
    throw new Error(`Lock ${first.key} is taken after ${before.last.key}, out of order.`);
  }
  const last = sorted.at(-1)!;
  taken.set(tx, {
    last: before && inOrder(before.last, last) > 0 ? before.last : last,
    held: new Set([...(before?.held ?? []), ...sorted.map((l) => l.key)]),
  });
  return step(
    takeStatement(sorted.length),
    sorted.map((l) => l.key),
    () => undefined,
  );
}
