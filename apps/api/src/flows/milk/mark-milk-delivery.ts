import {
  giveBackMessages,
  milkDayCoins,
  milkDeliveryStatusLabel,
  storeDate,
  storeDateText,
  type markableDeliveryStatuses,
  type MilkRunDelivery,
} from '@grofresh/contracts';
import type { Db, DbOrTx } from '../../db/database';
import { locks, takeLocks } from '../../db/locks';
import { AppError, notFound } from '../../lib/app-error';
import { publishEvent } from '../../lib/events';
import { isId } from '../../lib/ids';
import { changedFields, recordActivity, type Actor } from '../../modules/activity/activity.service';
import { balanceOf, coinRef, creditOnce } from '../../modules/coins/coins.service';
import {
  lockMilkDelivery,
  saveMilkMark,
  toMilkRunDelivery,
  type MilkDeliveryRow,
} from '../../modules/subscriptions/milk-run.queries';
import { recordMilkCoins } from './milk-coin-entries';

export const milkMissedDescription = (date: string) =>
  `Milk not delivered on ${storeDateText(date)}`;
export const milkMissedUndoneDescription = (date: string) =>
  `Correction: milk of ${storeDateText(date)} was delivered after all`;

type Markable = (typeof markableDeliveryStatuses)[number];

/**
 * Staff mark one delivery of the route sheet, under its row lock: a SCHEDULED one of today or
 * before moves to delivered or missed (a delivery of a later date has not happened yet); asking
 * for the status it already has changes nothing, so a double click records once. A missed day
 * is credited to the shopper once per mark, worth that day's milk, and kept on the row.
 * SCHEDULED undoes the mark, on the store day it was made only: an undone missed day takes its
 * Grocoins back, unless the shopper has spent them (docs/product.md, "Marking milk").
 */
export async function markMilkDelivery(
  db: Db,
  request: MilkMark,
): Promise<{ message: string; delivery: MilkRunDelivery }> {
  if (!isId(request.id)) throw notFound('Delivery not found');
  return db.transaction((tx) => markMilkDeliveryIn(tx, request));
}

export interface MilkMark {
  id: string;
  status: Markable | 'SCHEDULED';
  actor: Actor;
  now: Date;
  /** Why it was missed, as a rider says (docs/product/rules.md#riders). */
  reason?: string;
}

/**
 * `markMilkDelivery` inside the caller's transaction (a rider's mark stores its markId with it);
 * the shopper's stream hears of a mark made (subscription.updated), as of any change to their milk.
 */
export async function markMilkDeliveryIn(
  tx: DbOrTx,
  request: MilkMark,
): Promise<{ message: string; delivery: MilkRunDelivery }> {
  const { status, now } = request;
  const row = await lockMilkDelivery(tx, request.id);
  if (!row) throw notFound('Delivery not found');
  if (status === 'SCHEDULED') return undoMark(tx, row, request);
  const label = milkDeliveryStatusLabel[status].toLowerCase();
  if (row.status === status) {
    return { message: `Already marked ${label}`, delivery: toMilkRunDelivery(row) };
  }
  if (row.status !== 'SCHEDULED') {
    const was = milkDeliveryStatusLabel[row.status].toLowerCase();
    throw new AppError(
      'CONFLICT',
      `This delivery is already marked ${was}, so it can’t be marked ${label}.`,
    );
  }
  if (row.date > storeDate(now)) throw new AppError('CONFLICT', giveBackMessages.futureMark);
  const coins = status === 'MISSED' ? milkDayCoins(row.pricePaise) : 0;
  const marks = row.marks + 1;
  const missedReason = status === 'MISSED' ? request.reason || null : null;
  // The row keeps what its run credited (a lowered quantity's difference) and adds the mark's.
  const mark = { status, coins: row.coins + coins, marks, markedAt: now, missedReason };
  const saved = await saveMilkMark(tx, row.id, mark, now);
  if (coins > 0) {
    const credit = {
      userId: row.userId,
      coins,
      ref: coinRef.milkMissed(row.subscriptionId, row.date, row.billNo, marks),
      at: now,
    };
    await creditOnce(tx, {
      ...credit,
      kind: 'MILK_MISSED',
      description: milkMissedDescription(row.date),
    });
    await recordMilkCoins(tx, [{ ...credit, ...billOf(row, request.actor) }]);
  }
  await record(tx, request, row, saved);
  await publishEvent(tx, {
    type: 'subscription.updated',
    id: row.subscriptionId,
    userId: row.userId,
  });
  const message =
    status === 'MISSED'
      ? `Marked missed; ${coins} Grocoins credited to the shopper`
      : 'Marked delivered';
  return { message, delivery: toMilkRunDelivery(saved) };
}

async function undoMark(
  tx: DbOrTx,
  row: MilkDeliveryRow,
  request: { actor: Actor; now: Date },
): Promise<{ message: string; delivery: MilkRunDelivery }> {
  const { now } = request;
  if (row.status === 'SCHEDULED') {
    return { message: giveBackMessages.undone, delivery: toMilkRunDelivery(row) };
  }
  if (row.status !== 'DELIVERED' && row.status !== 'MISSED') {
    throw new AppError('CONFLICT', giveBackMessages.notMarked);
  }
  if (!row.markedAt || storeDate(row.markedAt) !== storeDate(now)) {
    throw new AppError('CONFLICT', giveBackMessages.undoOnlySameDay);
  }
  // What the missed mark credited: the day's milk (a lowered quantity's difference stays).
  const missedCoins = row.status === 'MISSED' ? milkDayCoins(row.pricePaise) : 0;
  if (missedCoins > 0) {
    // Taking coins back spends them: the ledger lock, as an order's debit takes it.
    await takeLocks(tx, locks.ledger(row.userId));
    if ((await balanceOf(tx, row.userId)) < missedCoins) {
      throw new AppError('CONFLICT', giveBackMessages.undoSpent);
    }
    const debit = {
      userId: row.userId,
      coins: -missedCoins,
      ref: coinRef.milkMissedUndo(row.subscriptionId, row.date, row.billNo, row.marks),
      at: now,
    };
    await creditOnce(tx, {
      ...debit,
      kind: 'MILK_MISSED',
      description: milkMissedUndoneDescription(row.date),
    });
    await recordMilkCoins(tx, [{ ...debit, ...billOf(row, request.actor) }]);
  }
  const saved = await saveMilkMark(
    tx,
    row.id,
    {
      status: 'SCHEDULED',
      coins: row.coins - missedCoins,
      marks: row.marks,
      markedAt: null,
      missedReason: null,
    },
    now,
  );
  await record(tx, { ...request, status: 'SCHEDULED' }, row, saved);
  return { message: giveBackMessages.undone, delivery: toMilkRunDelivery(saved) };
}

/** The milk bill a marked day belongs to, and who marked it, for its entry in the books. */
const billOf = (row: MilkDeliveryRow, actor: Actor) => ({
  subscriptionId: row.subscriptionId,
  billNo: row.billNo,
  byUserId: actor.id,
});

async function record(
  tx: DbOrTx,
  request: { actor: Actor; now: Date; status: Markable | 'SCHEDULED' },
  row: MilkDeliveryRow,
  saved: MilkDeliveryRow,
): Promise<void> {
  await recordActivity(tx, {
    actor: request.actor,
    action:
      request.status === 'SCHEDULED'
        ? 'milk-delivery.undone'
        : request.status === 'MISSED'
          ? 'milk-delivery.missed'
          : 'milk-delivery.delivered',
    subject: { type: 'milk-delivery', id: row.id, label: `${row.name}, ${row.date}` },
    ...changedFields<{ status: string; coins: number }>(
      { status: row.status, coins: row.coins },
      { status: saved.status, coins: saved.coins },
    ),
    at: request.now,
  });
}
