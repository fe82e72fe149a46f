import {
  quantityOptionLabel,
  toRupees,
  type QuantityTopUp,
  type StaffSubscription,
  type StaffSubscriptionUpdate,
} from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { recordActivity, type Actor } from '../../modules/activity/activity.service';
import type { SubscriptionRow } from '../../modules/subscriptions/subscriptions.service';
import { changeQuantity } from './change-quantity';
import { changeSkippedDays } from './skip-days';
import { staffSubscriptionOf } from './staff-subscriptions';

// Staff change a live plan's days as the shopper does, at any hour (staff-update-subscription.ts
// calls these under the near runs' locks and then the row's), each with one activity record.

export const staffSubscriptionLabel = (row: SubscriptionRow, s: StaffSubscription) =>
  `Milk ${quantityOptionLabel(row.quantity)} · ${s.customer.phone}`;

/** Skip days or bring them back (skip-days.ts); a record when the list changes. */
export async function staffSkip(
  tx: DbOrTx,
  row: SubscriptionRow,
  change: StaffSubscriptionUpdate,
  actor: Actor,
  now: Date,
): Promise<{ message: string; subscription: StaffSubscription }> {
  const { message, saved } = await changeSkippedDays(
    tx,
    row,
    change.skip ? { skip: change.skip } : { unskip: change.unskip! },
    now,
  );
  const subscription = await staffSubscriptionOf(tx, saved);
  if (saved !== row) {
    await recordActivity(tx, {
      actor,
      action: 'subscription.skipped',
      subject: {
        type: 'subscription',
        id: row.id,
        label: staffSubscriptionLabel(saved, subscription),
      },
      before: { skippedDates: row.skippedDates },
      after: { skippedDates: saved.skippedDates },
      at: now,
    });
  }
  return { message, subscription };
}

/**
 * Change the daily quantity from a date on (change-quantity.ts), taking the runs' locks from
 * that date first; the record names the change and any top-up added to the bill.
 */
export async function staffQuantity(
  tx: DbOrTx,
  row: SubscriptionRow,
  change: { quantity: string; from: string },
  actor: Actor,
  now: Date,
): Promise<{ message: string; subscription: StaffSubscription; bill?: QuantityTopUp }> {
  const { message, saved, bill } = await changeQuantity(tx, row, change, now);
  const subscription = await staffSubscriptionOf(tx, saved);
  await recordActivity(tx, {
    actor,
    action: 'subscription.quantity-changed',
    subject: {
      type: 'subscription',
      id: row.id,
      label: staffSubscriptionLabel(saved, subscription),
    },
    before: { quantityChanges: row.quantityChanges, amountDue: toRupees(row.amountDuePaise) },
    after: {
      quantityChanges: saved.quantityChanges,
      amountDue: subscription.amountDue,
      ...(bill ? { topUp: bill } : {}),
    },
    at: now,
  });
  return { message, subscription, ...(bill ? { bill } : {}) };
}
