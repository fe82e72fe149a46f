import { PAISE_PER_COIN } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { recordOnceEach, type OnceEntry } from '../../modules/books/books.service';

/** Grocoins given back (or, a missed mark undone, taken back) against one milk bill. */
export interface MilkCoins {
  userId: string;
  subscriptionId: string;
  billNo: number;
  /** Positive given back, negative taken back. */
  coins: number;
  /** The ledger row's unique ref: the entry happens once with it. */
  ref: string;
  at: Date;
  /** The member of staff whose step gave them; null for the milk run. */
  byUserId?: string | null;
}

/**
 * Grocoins for milk days not delivered are refunds in the store's books, against the bill that
 * paid for those days (docs/product/rules.md#books): a REFUND by COINS, and a missed mark undone
 * takes them back as a PAYMENT by COINS. Keyed by the ledger row's ref, so a replayed step adds
 * no second entry. Call in the transaction that credits the ledger.
 */
export function recordMilkCoins(tx: DbOrTx, list: readonly MilkCoins[]): Promise<number> {
  return recordOnceEach(
    tx,
    list
      .filter((c) => c.coins !== 0)
      .map((c): OnceEntry => ({
        kind: c.coins > 0 ? 'REFUND' : 'PAYMENT',
        method: 'COINS',
        amountPaise: Math.abs(c.coins) * PAISE_PER_COIN,
        document: { type: 'SUBSCRIPTION', id: c.subscriptionId, billNo: c.billNo },
        userId: c.userId,
        byUserId: c.byUserId ?? null,
        onceKey: `coins:${c.ref}`,
        at: c.at,
      })),
  );
}
