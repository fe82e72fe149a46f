import { addStoreDays, storeDate } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { joinFixedRuns } from '../../modules/subscriptions/milk-run.writes';
import type { SubscriptionRow } from '../../modules/subscriptions/subscriptions.service';
import { giveBackDays, type GivenBackTotal } from './milk-give-back';

/**
 * What an approval does to the days (docs/product/rules.md#milk-subscriptions): joins the runs
 * already made from today on, and gives back the paid days before today, whose runs were made
 * without this subscription, so they can no longer be delivered. Staff's approval and the
 * store's automatic approval of a bill paid online (settle-milk.ts) both come here. Call under
 * `lockNearRuns` and the subscription's row lock.
 */
export async function approveLate(
  tx: DbOrTx,
  row: SubscriptionRow,
  now: Date,
): Promise<GivenBackTotal> {
  await joinFixedRuns(tx, row.id, now);
  return giveBackDays(tx, {
    subscriptionIds: [row.id],
    from: row.startDate,
    to: addStoreDays(storeDate(now), -1),
    status: 'UNSERVED',
    at: now,
  });
}
