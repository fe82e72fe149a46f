import type { ShopperSubscription } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { subscriptionBillsOf } from '../../modules/subscriptions/subscription-bills';
import {
  withGivenBack,
  type SubscriptionRow,
} from '../../modules/subscriptions/subscriptions.service';
import { subscriptionPaymentStates } from './payment-states';

/**
 * Subscriptions as their shopper reads them: what each current bill gave back and where its
 * payment stands (docs/product/rules.md#books).
 */
export async function shopperSubscriptions(
  db: DbOrTx,
  rows: SubscriptionRow[],
): Promise<ShopperSubscription[]> {
  // One after the other: `db` may be a transaction, whose one connection runs one query at a time.
  const shown = await withGivenBack(db, rows);
  const states = await subscriptionPaymentStates(db, rows);
  return shown.map((s, i) => ({ ...s, paymentState: states[i]! }));
}

/** GET /api/subscription/user: the shopper's subscriptions, newest first. */
export async function mySubscriptions(db: DbOrTx, userId: string): Promise<ShopperSubscription[]> {
  const rows = await subscriptionBillsOf(db, userId);
  rows.sort(
    (a, b) =>
      b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
  );
  return shopperSubscriptions(db, rows);
}
