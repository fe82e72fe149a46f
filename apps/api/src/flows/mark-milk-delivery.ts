import { eq } from 'drizzle-orm';
import {
  milkDayCoins,
  milkDeliveryStatusLabel,
  storeDateText,
  type markableDeliveryStatuses,
  type MilkRunDelivery,
} from '@grofresh/contracts';
import type { Db } from '../db/database';
import { AppError, notFound } from '../lib/app-error';
import { isId } from '../lib/ids';
import { changedFields, recordActivity, type Actor } from '../modules/activity/activity.service';
import { coinRef, creditOnce } from '../modules/coins/coins.service';
import { toMilkRunDelivery } from '../modules/subscriptions/milk-run.queries';
import { milkDeliveries } from '../modules/subscriptions/subscriptions.table';

export const milkMissedDescription = (date: string) => `Milk missed on ${storeDateText(date)}`;

type Markable = (typeof markableDeliveryStatuses)[number];

/**
 * Staff mark one delivery of the route sheet, under its row lock: only a SCHEDULED one moves
 * (asking for the status it already has changes nothing, so a double click records once). A
 * missed day is credited to the shopper once, worth that day's milk, and kept on the row.
 */
export async function markMilkDelivery(
  db: Db,
  request: { id: string; status: Markable; actor: Actor; now: Date },
): Promise<{ message: string; delivery: MilkRunDelivery }> {
  const { status, actor, now } = request;
  if (!isId(request.id)) throw notFound('Delivery not found');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(milkDeliveries)
      .where(eq(milkDeliveries.id, request.id))
      .for('update');
    if (!row) throw notFound('Delivery not found');
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
    const coins = status === 'MISSED' ? milkDayCoins(row.pricePaise) : 0;
    const [saved] = await tx
      .update(milkDeliveries)
      .set({ status, coins, updatedAt: now })
      .where(eq(milkDeliveries.id, row.id))
      .returning();
    if (coins > 0) {
      await creditOnce(tx, {
        userId: row.userId,
        coins,
        kind: 'MILK_MISSED',
        ref: coinRef.milkMissed(row.subscriptionId, row.date),
        description: milkMissedDescription(row.date),
        at: now,
      });
    }
    await recordActivity(tx, {
      actor,
      action: status === 'MISSED' ? 'milk-delivery.missed' : 'milk-delivery.delivered',
      subject: { type: 'milk-delivery', id: row.id, label: `${row.name}, ${row.date}` },
      ...changedFields<{ status: string; coins: number }>(
        { status: row.status, coins: row.coins },
        { status, coins },
      ),
      at: now,
    });
    const message =
      status === 'MISSED'
        ? `Marked missed; ${coins} Grocoins credited to the shopper`
        : 'Marked delivered';
    return { message, delivery: toMilkRunDelivery(saved!) };
  });
}
