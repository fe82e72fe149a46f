import {
  addStoreDays,
  canMoveSubscription,
  cancelNeedsWindow,
  giveBackMessages,
  isLiveSubscription,
  storeDate,
  subscriptionMessages,
  subscriptionMoveRefusal,
  type QuantityTopUp,
  type Subscription,
  type SubscriptionStatus,
  type subscriptionUpdateBodySchema,
} from '@grofresh/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/database';
import { locks, takeLocks } from '../../db/locks';
import { AppError, notFound } from '../../lib/app-error';
import { publishEvent } from '../../lib/events';
import {
  ensureNoOtherLive,
  findSubscription,
  saveSubscriptionChange,
  toSubscription,
  type SubscriptionRow,
} from '../../modules/subscriptions/subscriptions.service';
import { cancelLiveSubscription } from './cancel-subscription';
import { changeQuantity, lockRunsFrom } from './change-quantity';
import { ensureTomorrowOpen } from './milk-run-window';
import { changeSkippedDays, lockTomorrowRun } from './skip-days';
import { ensureInsideWindow, planSubscription } from './subscribe';

type ShopperChange = z.output<typeof subscriptionUpdateBodySchema>;

export const SUBSCRIPTION_NOT_FOUND = 'Subscription not found';
/** A confirmed payment fixes the bill; the store sorts out any change by hand. */
export const PAID_BILL_FIXED =
  'The store has already confirmed your payment for this subscription, so it can’t be changed. Please contact the store.';
export const PAYMENT_NEEDS_LIVE =
  'Only a pending, active or paused subscription’s payment can be confirmed.';

const isPauseOrResume = (from: SubscriptionStatus, to: SubscriptionStatus) =>
  (from === 'ACTIVE' && to === 'INACTIVE') || (from === 'INACTIVE' && to === 'ACTIVE');

/** The refusal of a move the rule does not allow, in words the screen can show. */
export function refuseMove(row: SubscriptionRow, to: SubscriptionStatus): AppError {
  const message =
    row.type === 'CUSTOM' && (isPauseOrResume(row.status, to) || to === 'INACTIVE')
      ? subscriptionMessages.pauseDailyOnly
      : subscriptionMoveRefusal(row.status, to);
  return new AppError('CONFLICT', message);
}

/**
 * PUT /api/subscription/update/:id by its shopper, 10:00-15:00 only, under the row's lock:
 * a status alone pauses or resumes a DAILY one, or cancels a live one (a pending one at any
 * hour, `shopperCancel`); `skip` or `unskip` with a range skips days or brings them back
 * (skip-days.ts); `{quantity, from}` changes the daily quantity from a date on
 * (change-quantity.ts); the whole create body edits a pending one
 * (until its payment is confirmed) or renews an expired or cancelled one, which becomes
 * pending with its new bill. Asking for the status it already has changes nothing.
 */
export async function updateSubscription(
  db: Db,
  request: { id: string; userId: string; change: ShopperChange; now: Date },
): Promise<{ message: string; subscription: Subscription; bill?: QuantityTopUp }> {
  const { userId, change, now } = request;
  if ('from' in change) {
    ensureInsideWindow(now);
    return db.transaction(async (tx) => {
      await lockTomorrowRun(tx, now);
      await lockRunsFrom(tx, change.from, now);
      const row = await findSubscription(tx, request.id, userId, { forUpdate: true });
      if (!row) throw notFound(SUBSCRIPTION_NOT_FOUND);
      const { message, subscription, bill } = await changeQuantity(tx, row, change, now);
      return { message, subscription, ...(bill ? { bill } : {}) };
    });
  }
  if ('skip' in change || 'unskip' in change) {
    ensureInsideWindow(now);
    return db.transaction(async (tx) => {
      await lockTomorrowRun(tx, now);
      const row = await findSubscription(tx, request.id, userId, { forUpdate: true });
      if (!row) throw notFound(SUBSCRIPTION_NOT_FOUND);
      const { message, subscription } = await changeSkippedDays(tx, row, change, now);
      return { message, subscription };
    });
  }
  const statusOnly = !('productName' in change);
  // A pending one is cancelled at any hour; the window is checked once its status is known.
  if (!statusOnly || change.status !== 'CANCELLED') ensureInsideWindow(now);
  return db.transaction(async (tx) => {
    // Tomorrow's run lock before the row's (cancel-subscription.ts says why).
    if (statusOnly) await takeLocks(tx, locks.milkRun(addStoreDays(storeDate(now), 1)));
    const row = await findSubscription(tx, request.id, userId, { forUpdate: true });
    if (!row) throw notFound(SUBSCRIPTION_NOT_FOUND);

    if (!('productName' in change)) {
      const to = change.status;
      if (to === 'CANCELLED') return shopperCancel(tx, row, now);
      const message =
        to === 'INACTIVE' ? subscriptionMessages.paused : subscriptionMessages.resumed;
      if (row.status === to) return { message, subscription: toSubscription(row) };
      if (!canMoveSubscription('shopper', row.type, row.status, to)) throw refuseMove(row, to);
      await ensureTomorrowOpen(tx, now);
      const saved = await saveSubscriptionChange(tx, row.id, { status: to, updatedAt: now });
      await publishEvent(tx, { type: 'subscription.updated', id: row.id, userId });
      return { message, subscription: toSubscription(saved) };
    }

    if (isLiveSubscription(row.status) && row.status !== 'PENDING') {
      throw new AppError('CONFLICT', subscriptionMessages.notEditable);
    }
    if (row.status === 'PENDING' && row.paidAt) throw new AppError('CONFLICT', PAID_BILL_FIXED);
    const renewing = row.status !== 'PENDING';
    if (renewing) {
      await ensureNoOtherLive(tx, { userId, productName: row.productName, exceptId: row.id });
    }
    const plan = await planSubscription(tx, userId, change, now);
    // A renewal is a new bill: its days are told apart from the old bill's by its number.
    const saved = await saveSubscriptionChange(tx, row.id, {
      ...plan,
      ...(renewing
        ? {
            status: 'PENDING' as const,
            paidAt: null,
            approvedAt: null,
            billNo: row.billNo + 1,
            // The old bill's skips and quantity changes end with it.
            skippedDates: [],
            quantityChanges: [],
          }
        : {}),
      updatedAt: now,
    });
    await publishEvent(tx, { type: 'subscription.updated', id: row.id, userId });
    return {
      message: renewing ? subscriptionMessages.renewed : subscriptionMessages.updated,
      subscription: toSubscription(saved),
    };
  });
}

/**
 * The shopper cancels (docs/product.md, "Cancelling milk"): a pending one at any hour, an
 * active or paused one in the window while tomorrow's run is not made, from tomorrow on.
 * What the bill paid for and will not deliver comes back as Grocoins; cancelling again
 * changes nothing.
 */
async function shopperCancel(
  tx: DbOrTx,
  row: SubscriptionRow,
  now: Date,
): Promise<{ message: string; subscription: Subscription }> {
  if (row.status === 'CANCELLED') {
    return { message: giveBackMessages.cancelled(0, 0), subscription: toSubscription(row) };
  }
  if (!canMoveSubscription('shopper', row.type, row.status, 'CANCELLED')) {
    throw refuseMove(row, 'CANCELLED');
  }
  if (cancelNeedsWindow(row.status)) {
    ensureInsideWindow(now);
    await ensureTomorrowOpen(tx, now);
  }
  const from = addStoreDays(storeDate(now), 1);
  const { saved, givenBack } = await cancelLiveSubscription(tx, row, { from, now });
  await publishEvent(tx, { type: 'subscription.updated', id: row.id, userId: row.userId });
  return {
    message: giveBackMessages.cancelled(givenBack.days, givenBack.coins),
    subscription: toSubscription(saved),
  };
}
