import {
  addStoreDays,
  datesBetween,
  deliversOn,
  formatRupees,
  quantityOptionLabel,
  storeDate,
  storeDateText,
  SUBSCRIPTION_HORIZON_DAYS,
  subscriptionMessages,
  toPaise,
  toRupees,
  type QuantityTopUp,
  type Subscription,
} from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { locks, takeLocks } from '../../db/locks';
import { AppError } from '../../lib/app-error';
import { publishEvent } from '../../lib/events';
import { getStoreConfig } from '../../modules/store/store.service';
import { firstMadeRun } from '../../modules/subscriptions/milk-run.queries';
import {
  dayPlanOn,
  lastChange,
  type MilkQuantityChange,
} from '../../modules/subscriptions/quantity-changes';
import {
  saveSubscriptionChange,
  toSubscription,
  type SubscriptionRow,
} from '../../modules/subscriptions/subscriptions.service';

/** `{quantity, from}`: a store option key delivered from a store date on. */
export interface QuantityChange {
  quantity: string;
  from: string;
}

export interface QuantityChanged {
  message: string;
  subscription: Subscription;
  saved: SubscriptionRow;
  bill?: QuantityTopUp;
}

const refuse = (code: 'CONFLICT' | 'VALIDATION_ERROR', message: string, field?: string) =>
  new AppError(
    code,
    message,
    field ? { fields: [{ field: `body.${field}`, message }] } : undefined,
  );

/**
 * The run locks a quantity change takes before the subscription's row (after `lockTomorrowRun`
 * or `lockNearRuns`, in date order): every date from `from` to the farthest end date a plan can
 * have, so no run of a date the change covers is made while it is decided. A `from` of today
 * or before is refused first: its run is made, or being made.
 */
export async function lockRunsFrom(tx: DbOrTx, from: string, now: Date): Promise<void> {
  const today = storeDate(now);
  if (from <= today) {
    throw refuse('CONFLICT', subscriptionMessages.quantityRunMade(storeDateText(from)), 'from');
  }
  const dates = datesBetween(from, addStoreDays(today, SUBSCRIPTION_HORIZON_DAYS));
  if (dates.length > 0) await takeLocks(tx, ...dates.map((d) => locks.milkRun(d)));
}

/**
 * Changes an active or paused subscription's daily quantity from a date on
 * (docs/product/rules.md#milk-subscriptions), under `lockRunsFrom` and the row's lock. The new
 * entry is delivered from `from` to the end date; it pays at least what the bill paid for
 * those days, and a dearer option adds the difference for each delivery day from `from`
 * (skipped and paused ones too: they are credited at that price) to the bill as a top-up,
 * answered as `bill`. A cheaper one is credited day by day by the runs. Each refusal changes
 * nothing.
 */
export async function changeQuantity(
  tx: DbOrTx,
  row: SubscriptionRow,
  change: QuantityChange,
  now: Date,
): Promise<QuantityChanged> {
  const { from, quantity } = change;
  if (row.status !== 'ACTIVE' && row.status !== 'INACTIVE') {
    throw refuse('CONFLICT', subscriptionMessages.quantityNeedsLive);
  }
  if (from < row.startDate || from > row.endDate) {
    const message = subscriptionMessages.quantityOutsideDates(
      storeDateText(row.startDate),
      storeDateText(row.endDate),
    );
    throw refuse('VALIDATION_ERROR', message, 'from');
  }
  const made = await firstMadeRun(tx, from, row.endDate);
  if (made) {
    throw refuse('CONFLICT', subscriptionMessages.quantityRunMade(storeDateText(made)), 'from');
  }
  const planned = lastChange(row.quantityChanges);
  if (planned && planned.from > from) {
    const message = subscriptionMessages.quantityBeforePlanned(storeDateText(planned.from));
    throw refuse('CONFLICT', message, 'from');
  }
  const options = (await getStoreConfig(tx)).milkPriceSubscription;
  const price = Object.hasOwn(options, quantity) ? options[quantity] : undefined;
  if (price === undefined) {
    throw refuse('VALIDATION_ERROR', subscriptionMessages.unknownQuantity, 'quantity');
  }
  const label = quantityOptionLabel(quantity);
  const dateText = storeDateText(from);
  const before = dayPlanOn(row, from);
  if (before.quantity === quantity) {
    throw refuse(
      'VALIDATION_ERROR',
      subscriptionMessages.quantitySame(label, dateText),
      'quantity',
    );
  }
  const days = datesBetween(from, row.endDate).filter((d) => deliversOn(row, d)).length;
  if (days === 0) {
    throw refuse('VALIDATION_ERROR', subscriptionMessages.quantityNoDeliveries, 'from');
  }

  const pricePaise = toPaise(price);
  const entry: MilkQuantityChange = {
    from,
    quantity,
    pricePaise,
    paidPricePaise: Math.max(before.paidPricePaise, pricePaise),
  };
  const topUpPaise = Math.max(pricePaise - before.paidPricePaise, 0) * days;
  const saved = await saveSubscriptionChange(tx, row.id, {
    // A change of the same day replaces that one; every other is earlier (refused above).
    quantityChanges: [...row.quantityChanges.filter((c) => c.from !== from), entry],
    amountDuePaise: row.amountDuePaise + topUpPaise,
    updatedAt: now,
  });
  await publishEvent(tx, { type: 'subscription.updated', id: row.id, userId: row.userId });
  if (topUpPaise === 0) {
    return {
      message: subscriptionMessages.quantityChanged(label, dateText),
      subscription: toSubscription(saved),
      saved,
    };
  }
  const amount = toRupees(topUpPaise);
  return {
    message: subscriptionMessages.quantityChangedWithBill(
      label,
      dateText,
      formatRupees(amount),
      days,
    ),
    subscription: toSubscription(saved),
    saved,
    bill: { amount, days, from, quantity },
  };
}
