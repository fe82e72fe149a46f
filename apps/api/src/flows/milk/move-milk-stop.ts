import { milkRunOrderMessages, type MilkRun, type MilkStopMove } from '@grofresh/contracts';
import type { Db } from '../../db/database';
import { locks, takeLocks } from '../../db/locks';
import { notFound } from '../../lib/app-error';
import { recordActivity, type Actor } from '../../modules/activity/activity.service';
import { readMilkRun } from '../../modules/subscriptions/milk-run.queries';
import { saveWalkingOrder, sheetInOrder } from '../../modules/subscriptions/milk-run-order';
import { movedAfter } from '../../modules/subscriptions/walking-order';

/**
 * Staff move one stop of a date's route sheet right after another, or first
 * (docs/product/rules.md#riders). In one transaction under the walking order's lock, so two
 * moves at once each apply to the order the other left: the sheet is read in its order, the
 * stop moved, every stop on it given its place (1, 2, …) in one statement, and the move
 * recorded. A subscription, or the stop to go after, not on that sheet is 404 and nothing
 * changes. Answers the sheet as `GET /ops/milk-runs/:date` does.
 */
export async function moveMilkStop(
  db: Db,
  date: string,
  move: MilkStopMove,
  by: { actor: Actor; now: Date },
): Promise<MilkRun> {
  return db.transaction(async (tx) => {
    await takeLocks(tx, locks.walkingOrder());
    const sheet = await sheetInOrder(tx, date);
    // A subscription is on a sheet once; its days of two bills on one date would be twice.
    const order = [...new Set(sheet.map((row) => row.subscriptionId))];
    const stop = sheet.find((row) => row.subscriptionId === move.subscriptionId);
    if (!stop) throw notFound(milkRunOrderMessages.notOnSheet(date));
    if (move.after !== null && !order.includes(move.after)) {
      throw notFound(milkRunOrderMessages.afterNotOnSheet(date));
    }
    const moved = movedAfter(order, move.subscriptionId, move.after);
    await saveWalkingOrder(tx, moved);
    await recordActivity(tx, {
      actor: by.actor,
      action: 'milk-run.reordered',
      subject: { type: 'milk-run', id: date, label: `${stop.name}, ${date}` },
      before: { place: order.indexOf(move.subscriptionId) + 1 },
      after: { place: moved.indexOf(move.subscriptionId) + 1 },
      at: by.now,
    });
    return readMilkRun(tx, date);
  });
}
