import { addStoreDays, storeDate, storeSecondsOfDay } from './time';

/**
 * Daily milk (docs/product/records.md#subscription-status, docs/product.md#milk-subscriptions): the
 * rules the server keeps and the shopper's screen mirrors, declared once.
 */

export const subscriptionStatuses = [
  'ACTIVE',
  'INACTIVE',
  'PENDING',
  'CANCELLED',
  'EXPIRED',
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** A live subscription blocks another one of the same product for the same shopper. */
export const liveSubscriptionStatuses = [
  'PENDING',
  'ACTIVE',
  'INACTIVE',
] as const satisfies readonly SubscriptionStatus[];
export const isLiveSubscription = (status: SubscriptionStatus): boolean =>
  (liveSubscriptionStatuses as readonly SubscriptionStatus[]).includes(status);

export const subscriptionTypes = ['DAILY', 'CUSTOM'] as const;
export type SubscriptionType = (typeof subscriptionTypes)[number];

/** Only milk is on offer; curd is shown as coming later (docs/product/screens.md#my-account). */
export const subscriptionProducts = ['MILK'] as const;
export type SubscriptionProduct = (typeof subscriptionProducts)[number];

/** The 10:00-15:00 store-time window for every shopper change (docs/product/rules.md#time). */
export const SUBSCRIPTION_WINDOW_OPENS_HOUR = 10;
export const SUBSCRIPTION_WINDOW_CLOSES_HOUR = 15;
export const OUTSIDE_WINDOW_MESSAGE = 'Actions allowed between 10 AM – 3 PM only';

/** True from 10:00:00 up to (not including) 15:00:00, Asia/Kolkata. */
export const isInsideSubscriptionWindow = (at: Date): boolean => {
  const s = storeSecondsOfDay(at);
  return s >= SUBSCRIPTION_WINDOW_OPENS_HOUR * 3600 && s < SUBSCRIPTION_WINDOW_CLOSES_HOUR * 3600;
};

/**
 * How far ahead a subscription may run: CUSTOM dates inside the coming 62 days (the issue), and
 * the same horizon for a DAILY end date, since the whole period is billed up front.
 */
export const SUBSCRIPTION_HORIZON_DAYS = 62;

/** The first day a subscription made at `at` can deliver: tomorrow, store date. */
export const subscriptionStartDate = (at: Date): string => addStoreDays(storeDate(at), 1);
/** The last day it may run to. */
export const subscriptionLastDate = (at: Date): string =>
  addStoreDays(storeDate(at), SUBSCRIPTION_HORIZON_DAYS);

/** Every date from `from` to `to`, both included (empty when `to` is before `from`). */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let d = from; d <= to; d = addStoreDays(d, 1)) dates.push(d);
  return dates;
}

export interface DeliveryPlan {
  type: SubscriptionType;
  startDate: string;
  endDate: string;
  includedDates: readonly string[];
  excludedDates: readonly string[];
}

/** The dates milk comes: DAILY every day of its period, CUSTOM its included minus excluded. */
export function deliveryDates(plan: DeliveryPlan): string[] {
  if (plan.type === 'DAILY') return datesBetween(plan.startDate, plan.endDate);
  const excluded = new Set(plan.excludedDates);
  return [...new Set(plan.includedDates)].filter((d) => !excluded.has(d)).sort();
}

/** Does the plan deliver on `date`? */
export const deliversOn = (plan: DeliveryPlan, date: string): boolean =>
  plan.type === 'DAILY'
    ? plan.startDate <= date && date <= plan.endDate
    : plan.includedDates.includes(date) && !plan.excludedDates.includes(date);

/** The prepaid bill in paise: delivery days × the option's daily price. */
export const subscriptionBillPaise = (plan: DeliveryPlan, dailyPricePaise: number): number =>
  deliveryDates(plan).length * dailyPricePaise;

/** A paused or missed day is given back as whole Grocoins: the floor of its rupee price. */
export const milkDayCoins = (dailyPricePaise: number): number => Math.floor(dailyPricePaise / 100);

/** Who may move a subscription from which status to which. */
export type SubscriptionActor = 'shopper' | 'staff';

/**
 * The status rule, shared by the server and both screens. A shopper pauses and resumes a
 * DAILY one and cancels a live one (renewal and edits go through the full body, not here);
 * staff approve or refuse a pending one, pause, resume and cancel.
 */
export const subscriptionTransitions: Record<
  SubscriptionActor,
  Record<SubscriptionStatus, readonly SubscriptionStatus[]>
> = {
  shopper: {
    ACTIVE: ['INACTIVE', 'CANCELLED'],
    INACTIVE: ['ACTIVE', 'CANCELLED'],
    PENDING: ['CANCELLED'],
    CANCELLED: [],
    EXPIRED: [],
  },
  staff: {
    PENDING: ['ACTIVE', 'CANCELLED'],
    ACTIVE: ['INACTIVE', 'CANCELLED'],
    INACTIVE: ['ACTIVE', 'CANCELLED'],
    CANCELLED: [],
    EXPIRED: [],
  },
};

export const canMoveSubscription = (
  actor: SubscriptionActor,
  type: SubscriptionType,
  from: SubscriptionStatus,
  to: SubscriptionStatus,
): boolean => {
  // Pause and resume are for DAILY subscriptions (docs/product/records.md#subscription-status).
  const pauseOrResume =
    (from === 'ACTIVE' && to === 'INACTIVE') || (from === 'INACTIVE' && to === 'ACTIVE');
  if (pauseOrResume && type !== 'DAILY') return false;
  return subscriptionTransitions[actor][from].includes(to);
};

/** A renewal (or an edit of a pending one) sends the whole body again. */
export const renewableSubscriptionStatuses = [
  'EXPIRED',
  'CANCELLED',
] as const satisfies readonly SubscriptionStatus[];
export const editableSubscriptionStatuses = [
  'PENDING',
  'EXPIRED',
  'CANCELLED',
] as const satisfies readonly SubscriptionStatus[];
