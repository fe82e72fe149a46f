import { randomUUID } from 'node:crypto';
import { formatRupees, storeDateText, toRupees, type GiveBackMethod } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { coinRef, creditMany } from '../../modules/coins/coins.service';
import { recordMilkCoins } from './milk-coin-entries';
import { dropUnpaidTopUps } from './unpaid-top-ups';
import {
  insertGivenBackDays,
  insertMilkRefund,
  type GivenBackDay,
  type GivenBackRange,
} from '../../modules/subscriptions/milk-days.service';

/**
 * Paid milk days that will not be delivered come back exactly once (docs/product.md, "Every
 * paid milk day is delivered or given back"): each such day gets its row (CANCELLED or
 * UNSERVED) and its worth goes back in the same transaction, as one ledger credit per
 * subscription and call, or as one recorded refund when staff chose one.
 */

export const milkPausedDescription = (date: string) => `Milk paused on ${storeDateText(date)}`;
export const milkSkippedDescription = (date: string) => `Milk skipped on ${storeDateText(date)}`;
export const milkLoweredDescription = (date: string) => `Milk lowered on ${storeDateText(date)}`;
export const milkNotDeliveredDescription = (dates: readonly string[]): string =>
  dates.length === 1
    ? `Milk not delivered on ${storeDateText(dates[0]!)}`
    : `Milk not delivered from ${storeDateText(dates[0]!)} to ${storeDateText(dates.at(-1)!)} (${dates.length} days)`;
export const milkCancelledDescription = (dates: readonly string[]): string =>
  `Milk cancelled from ${storeDateText(dates[0]!)} (${dates.length} day${dates.length === 1 ? '' : 's'})`;

const daysDescription = (status: 'CANCELLED' | 'UNSERVED', dates: readonly string[]) =>
  status === 'CANCELLED' ? milkCancelledDescription(dates) : milkNotDeliveredDescription(dates);

export interface GivenBackTotal {
  days: number;
  coins: number;
  refundPaise: number;
}

export const nothingGivenBack = (): GivenBackTotal => ({ days: 0, coins: 0, refundPaise: 0 });

export const addGivenBack = (a: GivenBackTotal, b: GivenBackTotal): GivenBackTotal => ({
  days: a.days + b.days,
  coins: a.coins + b.coins,
  refundPaise: a.refundPaise + b.refundPaise,
});

/**
 * Gives back the days from `from` to `to` of these subscriptions' current paid bills that have
 * no fate yet. REFUND (staff, one subscription) records the money to hand back; otherwise
 * each subscription's days are credited as Grocoins in one ledger row, a refund in the books. Call inside the
 * transaction that decided it (a cancel, an approval, a run's expiry).
 */
export async function giveBackDays(
  tx: DbOrTx,
  input: GivenBackRange & {
    as?: GiveBackMethod;
    /** The member of staff who chose a refund. */
    actorId?: string;
  },
): Promise<GivenBackTotal> {
  if (input.as === 'REFUND' && input.subscriptionIds.length !== 1) {
    throw new Error('a refund is recorded for one subscription at a time');
  }
  const refundId = input.as === 'REFUND' ? randomUUID() : undefined;
  const written = await insertGivenBackDays(tx, { ...input, refundId });
  if (written.length === 0) return nothingGivenBack();
  // What they are worth first pays off a top-up their bill still owes (unpaid-top-ups.ts).
  const charges = await dropUnpaidTopUps(
    tx,
    written.map((d) => d.id),
    input.at,
  );
  const days = written.map((d) => {
    const charge = charges.get(d.id);
    return charge ? { ...d, pricePaise: charge.paidPaise, coins: charge.coins } : d;
  });
  const reason = input.status === 'CANCELLED' ? 'cancelled' : 'unserved';
  if (refundId) {
    const first = days[0]!;
    const amountPaise = days.reduce((sum, d) => sum + d.pricePaise, 0);
    const dates = days.map((d) => d.date);
    // All of it paid off a top-up: no money to hand back.
    if (amountPaise === 0) return { days: days.length, coins: 0, refundPaise: 0 };
    await insertMilkRefund(tx, {
      id: refundId,
      subscriptionId: first.subscriptionId,
      userId: first.userId,
      billNo: first.billNo,
      days: days.length,
      amountPaise,
      description: `${daysDescription(input.status, dates)}: ${rupees(amountPaise)} to hand back`,
      ref: coinRef.milkGiveBack(reason, first.subscriptionId, first.billNo, first.date),
      status: 'DUE',
      createdBy: input.actorId ?? null,
      createdAt: input.at,
    });
    return { days: days.length, coins: 0, refundPaise: amountPaise };
  }
  const bySubscription = new Map<string, GivenBackDay[]>();
  for (const day of days) {
    const list = bySubscription.get(day.subscriptionId) ?? [];
    list.push(day);
    bySubscription.set(day.subscriptionId, list);
  }
  const kind = input.status === 'CANCELLED' ? 'MILK_CANCELLED' : 'MILK_UNSERVED';
  const credits = [...bySubscription].flatMap(([subscriptionId, list]) => {
    const first = list[0]!;
    const coins = list.reduce((sum, d) => sum + d.coins, 0);
    if (coins === 0) return [];
    return [
      {
        userId: first.userId,
        subscriptionId,
        billNo: first.billNo,
        coins,
        kind,
        ref: coinRef.milkGiveBack(reason, subscriptionId, first.billNo, first.date),
        description: daysDescription(
          input.status,
          list.map((d) => d.date),
        ),
        at: input.at,
      } as const,
    ];
  });
  await creditMany(tx, credits);
  await recordMilkCoins(
    tx,
    credits.map((c) => ({ ...c, byUserId: input.actorId ?? null })),
  );
  return {
    days: days.length,
    coins: credits.reduce((sum, c) => sum + c.coins, 0),
    refundPaise: 0,
  };
}

const rupees = (paise: number) => formatRupees(toRupees(paise));
