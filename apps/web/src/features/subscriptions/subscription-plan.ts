import {
  datesBetween,
  deliveryDates,
  storeDate,
  subscriptionBillPaise,
  subscriptionLastDate,
  subscriptionMessages,
  subscriptionStartDate,
  toPaise,
  type DeliveryPlan,
  type Paise,
  type SubscriptionBody,
} from '@grofresh/contracts';
import { SUBSCRIPTION_TAB_MESSAGES } from './messages';

/** What the shopper has chosen on the subscription checkout. */
export interface PlanChoices {
  daily: boolean;
  quantity: string;
  endDate: string;
  addressId: string | null;
  /** CUSTOM: the days clicked off the calendar. */
  excluded: ReadonlySet<string>;
}

/** The store dates the checkout works with, read on the store's clock. */
export interface PlanDays {
  today: string;
  /** The first delivery day (DAILY starts the next day: docs/product/rules.md#time). */
  tomorrow: string;
  /** The last day a subscription may run to. */
  last: string;
}

export const planDays = (storeNow: Date): PlanDays => ({
  today: storeDate(storeNow),
  tomorrow: subscriptionStartDate(storeNow),
  last: subscriptionLastDate(storeNow),
});

/**
 * CUSTOM: the calendar offers tomorrow up to the chosen end date (never past the horizon), and
 * nothing before one is chosen: the whole period is billed up front, so a missing end date
 * must not quietly bill every day to the horizon (docs/product.md, "Custom days need an end
 * date").
 */
export const customLastDay = (choices: PlanChoices, days: PlanDays): string | null =>
  !choices.endDate ? null : choices.endDate < days.last ? choices.endDate : days.last;

export function deliveryPlan(choices: PlanChoices, days: PlanDays): DeliveryPlan {
  if (choices.daily) {
    const plan = { startDate: days.tomorrow, endDate: choices.endDate };
    return { type: 'DAILY', ...plan, includedDates: [], excludedDates: [] };
  }
  const endDate = customLastDay(choices, days);
  const includedDates = endDate ? datesBetween(days.tomorrow, endDate) : [];
  const excludedDates = includedDates.filter((d) => choices.excluded.has(d));
  return {
    type: 'CUSTOM',
    startDate: days.tomorrow,
    endDate: endDate ?? '',
    includedDates,
    excludedDates,
  };
}

export type PlanField = 'quantity' | 'endDate' | 'address' | 'days';
export type PlanProblems = Partial<Record<PlanField, string>>;

/**
 * The checks of docs/product/rules.md#validation, in their words, plus the dates the server would
 * refuse anyway.
 */
export function planProblems(choices: PlanChoices, days: PlanDays): PlanProblems {
  const problems: PlanProblems = {};
  const { endDate } = choices;
  if (!choices.quantity) problems.quantity = subscriptionMessages.quantityRequired;
  // Daily and custom days alike: the end date fixes the bill.
  if (!endDate) problems.endDate = subscriptionMessages.endDateRequired;
  else if (endDate < days.today) problems.endDate = SUBSCRIPTION_TAB_MESSAGES.endDateInPast;
  else if (endDate > days.last) problems.endDate = subscriptionMessages.endTooFar;
  else if (endDate < days.tomorrow) problems.endDate = subscriptionMessages.endBeforeStart;
  if (!choices.addressId) problems.address = subscriptionMessages.addressRequired;
  if (!choices.daily && !problems.endDate && deliveryCount(choices, days) === 0)
    problems.days = subscriptionMessages.customNoDays;
  return problems;
}

export const deliveryCount = (choices: PlanChoices, days: PlanDays): number =>
  deliveryDates(deliveryPlan(choices, days)).length;

/** The live bill: delivery days × the option's daily price. */
export const planBillPaise = (choices: PlanChoices, days: PlanDays, rupeesPerDay: number): Paise =>
  subscriptionBillPaise(deliveryPlan(choices, days), toPaise(rupeesPerDay));

/**
 * The create body (docs/product/calls.md#shopper-calls; also the body of a renewal). Call only when
 * planProblems is empty.
 */
export function subscriptionBody(
  choices: PlanChoices,
  days: PlanDays,
  at: { lat: number; lon: number },
): SubscriptionBody {
  const plan = deliveryPlan(choices, days);
  const body = {
    productName: 'MILK' as const,
    status: 'PENDING',
    type: plan.type,
    address: choices.addressId ?? '',
    quantity: choices.quantity,
    endDate: plan.endDate,
    lat: at.lat,
    lon: at.lon,
  };
  return plan.type === 'DAILY'
    ? { ...body, startDate: plan.startDate }
    : { ...body, includedDates: [...plan.includedDates], excludedDates: [...plan.excludedDates] };
}
