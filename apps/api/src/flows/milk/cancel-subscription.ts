import { addStoreDays, storeDate, type GiveBackMethod } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { locks, takeLocks } from '../../db/locks';
import { milkRunExists } from '../../modules/subscriptions/milk-run.queries';
import {
  findSubscription,
  saveSubscriptionChange,
  type SubscriptionRow,
} from '../../modules/subscriptions/subscriptions.service';
import {
  addGivenBack,
  giveBackDays,
  nothingGivenBack,
  type GivenBackTotal,
} from './milk-give-back';

/**
 * Takes the locks of today's and tomorrow's runs, in date order, before the subscription's
 * row: a run holds its date's lock while it updates subscriptions (expiry), so everything
 * that changes a live subscription takes the run locks first and never waits the other way
 * round. Under them, a run is either made (and its rows are in) or not started.
 */
export async function lockNearRuns(tx: DbOrTx, now: Date): Promise<void> {
  const today = storeDate(now);
  await takeLocks(tx, locks.milkRun(today), locks.milkRun(addStoreDays(today, 1)));
}

/**
 * The first date whose run is not made yet (today, tomorrow or the day after: tomorrow's is
 * made at 15:00). A cancel counts from it; the days before it are on route sheets already.
 * Call under `lockNearRuns`.
 */
export async function firstOpenRunDate(tx: DbOrTx, now: Date): Promise<string> {
  let date = storeDate(now);
  for (let i = 0; i < 2 && (await milkRunExists(tx, date)); i++) date = addStoreDays(date, 1);
  return date;
}

/**
 * Cancels a live subscription from `from` on (docs/product.md, "Cancelling milk"): every paid
 * day of its bill from `from` comes back as CANCELLED, and any earlier paid day that no run
 * ever served (the store approved late, or made no run) as UNSERVED; each day once, whoever
 * cancels and however often. Days before `from` already on a route sheet stay there, to be
 * delivered or marked missed. Answers the saved row and what came back.
 */
export async function cancelLiveSubscription(
  tx: DbOrTx,
  row: SubscriptionRow,
  input: { from: string; as?: GiveBackMethod; actorId?: string; now: Date },
): Promise<{ saved: SubscriptionRow; givenBack: GivenBackTotal }> {
  const { from, now } = input;
  const saved = await saveSubscriptionChange(tx, row.id, { status: 'CANCELLED', updatedAt: now });
  if (!row.paidAt) return { saved, givenBack: nothingGivenBack() };
  const common = {
    subscriptionIds: [row.id],
    as: input.as,
    actorId: input.actorId,
    at: now,
  };
  const unserved = await giveBackDays(tx, {
    ...common,
    from: row.startDate,
    to: addStoreDays(from, -1),
    status: 'UNSERVED',
  });
  const cancelled = await giveBackDays(tx, {
    ...common,
    from,
    to: row.endDate,
    status: 'CANCELLED',
  });
  const givenBack = addGivenBack(unserved, cancelled);
  // Read again when days came back: they may have paid off a top-up, lowering the bill.
  const after = givenBack.days > 0 ? await findSubscription(tx, row.id, undefined) : saved;
  return { saved: after ?? saved, givenBack };
}
