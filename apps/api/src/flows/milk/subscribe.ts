import {
  deliveryDates,
  isInsideSubscriptionWindow,
  OUTSIDE_WINDOW_MESSAGE,
  subscriptionBillPaise,
  subscriptionLastDate,
  subscriptionMessages,
  subscriptionStartDate,
  toPaise,
  type Subscription,
  type subscriptionBodySchema,
} from '@grofresh/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { publishEvent } from '../../lib/events';
import { findOwnAddress } from '../../modules/addresses/addresses.service';
import { getStoreConfig } from '../../modules/store/store.service';
import {
  ensureNoOtherLive,
  insertSubscription,
  toSubscription,
  type SubscriptionPlanFields,
} from '../../modules/subscriptions/subscriptions.service';
import { dairyPoint, dairyReaches } from '../../modules/store/dairy-rule';

export type SubscriptionRequest = z.output<typeof subscriptionBodySchema>;

/** Every shopper change waits for the 10:00-15:00 window; staff are not bound by it. */
export function ensureInsideWindow(now: Date): void {
  if (!isInsideSubscriptionWindow(now))
    throw new AppError('OUTSIDE_WINDOW', OUTSIDE_WINDOW_MESSAGE);
}

/** A refusal about the body's fields; the message is shown to the shopper as it is. */
const refuse = (message: string, ...fields: string[]) =>
  new AppError('VALIDATION_ERROR', message, {
    fields: fields.map((field) => ({ field: `body.${field}`, message })),
  });

/**
 * POST /api/subscription/create, in one transaction: the plan is checked against the store's
 * clock, options and delivery area, and the bill is the server's own. The shopper may hold
 * one live subscription of a product (the unique index decides a race).
 */
export async function subscribe(
  db: Db,
  request: { userId: string; body: SubscriptionRequest; now: Date },
): Promise<{ message: string; subscription: Subscription }> {
  const { userId, body, now } = request;
  ensureInsideWindow(now);
  return db.transaction(async (tx) => {
    await ensureNoOtherLive(tx, { userId, productName: body.productName });
    const plan = await planSubscription(tx, userId, body, now);
    const row = await insertSubscription(tx, {
      ...plan,
      userId,
      productName: body.productName,
      status: 'PENDING',
      paidAt: null,
      approvedAt: null,
      createdAt: now,
      updatedAt: now,
    });
    await publishEvent(tx, { type: 'subscription.created', id: row.id, userId });
    return { message: subscriptionMessages.created, subscription: toSubscription(row) };
  });
}

/**
 * Checks a create (or renewal, or edit) body and prices it: the dates against today's store
 * date, the quantity against the store's options (its price now is locked in), the address
 * against the shopper's own, the location against the delivery radius (the address's pin when
 * it has one, as for dairy orders).
 */
export async function planSubscription(
  tx: DbOrTx,
  userId: string,
  body: SubscriptionRequest,
  now: Date,
): Promise<SubscriptionPlanFields> {
  const dates = datesOf(body, now);
  const config = await getStoreConfig(tx);
  const options = config.milkPriceSubscription;
  const price = Object.hasOwn(options, body.quantity) ? options[body.quantity] : undefined;
  if (price === undefined) {
    throw refuse(subscriptionMessages.unknownQuantity, 'quantity');
  }
  const address = await findOwnAddress(tx, userId, body.address);
  if (!address) throw refuse(subscriptionMessages.addressNotFound, 'address');
  // The orders' dairy rule: the address's pin when it has one, else the checked location.
  const reach = await dairyReaches(tx, dairyPoint(address, { lat: body.lat, lon: body.lon }));
  if (!reach.withinRange) throw refuse(subscriptionMessages.outsideRadius, 'lat', 'lon');

  const pricePaise = toPaise(price);
  const plan = { type: body.type, ...dates };
  return {
    ...plan,
    addressId: address._id,
    address,
    quantity: body.quantity,
    pricePaise,
    deliveryDays: deliveryDates(plan).length,
    amountDuePaise: subscriptionBillPaise(plan, pricePaise),
  };
}

interface PlanDates {
  startDate: string;
  endDate: string;
  includedDates: string[];
  excludedDates: string[];
}

/** DAILY runs from tomorrow whatever was sent; CUSTOM from its first chosen date. */
function datesOf(body: SubscriptionRequest, now: Date): PlanDates {
  const first = subscriptionStartDate(now);
  const last = subscriptionLastDate(now);
  if (body.type === 'DAILY') {
    if (body.endDate < first) throw refuse(subscriptionMessages.endBeforeStart, 'endDate');
    if (body.endDate > last) throw refuse(subscriptionMessages.endTooFar, 'endDate');
    return { startDate: first, endDate: body.endDate, includedDates: [], excludedDates: [] };
  }
  const included = sortedUnique(body.includedDates ?? []);
  const excluded = sortedUnique(body.excludedDates ?? []);
  if (included.length === 0) throw refuse(subscriptionMessages.customNoDays, 'includedDates');
  if (included.some((d) => d < first || d > last)) {
    throw refuse(subscriptionMessages.customDatesRange, 'includedDates');
  }
  if (excluded.some((d) => !included.includes(d))) {
    throw refuse(subscriptionMessages.customExcludedNotIncluded, 'excludedDates');
  }
  if (excluded.length === included.length) {
    throw refuse(subscriptionMessages.customNoDays, 'excludedDates');
  }
  if (body.endDate < included.at(-1)!) {
    throw refuse(subscriptionMessages.customEndBeforeLastDay, 'endDate');
  }
  // The same horizon as DAILY: the whole period is billed and planned up front.
  if (body.endDate > last) throw refuse(subscriptionMessages.endTooFar, 'endDate');
  return {
    startDate: included[0]!,
    endDate: body.endDate,
    includedDates: included,
    excludedDates: excluded,
  };
}

const sortedUnique = (dates: readonly string[]): string[] => [...new Set(dates)].sort();
