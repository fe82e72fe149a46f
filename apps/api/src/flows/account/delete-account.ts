import { userMessages } from '@grofresh/contracts';
import type { Db, DbOrTx } from '../../db/database';
import { locks, takeLocks } from '../../db/locks';
import { AppError } from '../../lib/app-error';
import * as addresses from '../../modules/addresses/addresses.erase';
import * as auth from '../../modules/auth/auth.erase';
import * as complaints from '../../modules/complaints/complaints.erase';
import * as orders from '../../modules/orders/orders.erase';
import * as payments from '../../modules/payments/payments.erase';
import * as subscriptions from '../../modules/subscriptions/subscriptions.erase';
import { hasOpenTableOrder } from '../../modules/table-orders/table-orders.erase';
import * as users from '../../modules/users/users.erase';
import { lockUser } from '../../modules/users/users.service';

/**
 * DELETE /api/user/delete/:id for the signed-in shopper's own account. One transaction, under
 * the shopper's ledger lock (so no order or online payment can start meanwhile) and the
 * user's row lock. Refused while something is still owed either way: a live milk
 * subscription, an order or table order in progress, an online payment not settled.
 *
 * Each module erases what it holds of the shopper (its `eraseUser`): name, email and phone
 * (the number becomes `deleted-<uuid>`, so it can sign up again as a new account), saved
 * addresses, the address copies on orders, subscriptions, milk runs and payment drafts, the
 * words of complaints (open ones are closed), and the number's one-time-code sessions. Kept,
 * without anything that names the shopper: orders and their lines and totals, subscriptions'
 * bills, the Grocoin ledger and table orders, which the store needs for its accounts. The
 * token version rises, so every token ends at once.
 */
export async function deleteAccount(
  db: Db,
  request: { userId: string; now: Date },
): Promise<{ message: string }> {
  const { userId, now } = request;
  await db.transaction(async (tx) => {
    await takeLocks(tx, locks.ledger(userId));
    const user = await lockUser(tx, userId);
    if (user.role !== 'customer') throw new AppError('CONFLICT', userMessages.staffAccount);
    await refuseWhileOutstanding(tx, userId);

    await users.eraseUser(tx, userId, now);
    await auth.eraseUser(tx, user.phone);
    await addresses.eraseUser(tx, userId);
    await orders.eraseUser(tx, userId);
    await subscriptions.eraseUser(tx, userId);
    await payments.eraseUser(tx, userId);
    await complaints.eraseUser(tx, userId, now);
  });
  return { message: userMessages.deleted };
}

/** 409 while the shopper and the store still owe each other something. */
async function refuseWhileOutstanding(tx: DbOrTx, userId: string): Promise<void> {
  if (await subscriptions.hasLiveSubscription(tx, userId)) {
    throw new AppError('CONFLICT', userMessages.subscriptionLive);
  }
  const order = await orders.hasOrderInProgress(tx, userId);
  const payment = await payments.hasPaymentPending(tx, userId);
  const tableOrder = await hasOpenTableOrder(tx, userId);
  if (order || payment || tableOrder) {
    throw new AppError('CONFLICT', userMessages.orderInProgress);
  }
}
