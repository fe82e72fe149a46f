import { SUBSCRIPTION_HORIZON_DAYS, type SubscriptionStatus } from './subscription-rules';

/**
 * What daily milk says to people (docs/product/records.md#subscription-status): the status notes
 * and labels, and the sentences of every refusal and change. The rules are in
 * subscription-rules.ts.
 */

/** The status notes, shown under the details card (docs/product/records.md#subscription-status). */
export const subscriptionStatusNote: Record<SubscriptionStatus, string> = {
  ACTIVE:
    'Pausing stops deliveries from tomorrow until you resume. You can pause or resume between 10 AM and 3 PM.',
  INACTIVE:
    'Paused: no milk until you resume. Each paused day’s amount is converted to Grocoins. Resume between 10 AM and 3 PM to get milk again from the next day.',
  PENDING: 'Waiting for the store to confirm your payment and approve the subscription.',
  CANCELLED: 'This subscription was cancelled. It can be renewed.',
  EXPIRED: 'This subscription has ended. Renew it to keep the milk coming.',
};

/**
 * The screen's own messages (docs/product/messages.md#account, docs/product/rules.md#validation).
 */
export const subscriptionMessages = {
  quantityRequired: 'Please select Quantity.',
  endDateRequired: 'Please select End date.',
  addressRequired: 'Please select address.',
  created: 'Subscription created successfully!',
  paused: 'Subscription Paused',
  resumed: 'Subscription Reactive',
  createFailed: 'Failed to create subscription.',
  // The server's own sentences (a refusal names what to fix).
  endBeforeStart: 'The end date can’t be before the first delivery day (tomorrow for Daily).',
  endTooFar: `Choose an end date within the next ${SUBSCRIPTION_HORIZON_DAYS} days.`,
  customDatesRange: `Pick delivery dates from tomorrow to ${SUBSCRIPTION_HORIZON_DAYS} days ahead.`,
  customExcludedNotIncluded: 'An excluded date must be one of the delivery dates.',
  customNoDays: 'Pick at least one delivery day.',
  customEndBeforeLastDay: 'The end date can’t be before the last delivery day.',
  unknownQuantity: 'That quantity is not on offer. Please pick one of the store’s options.',
  addressNotFound: 'Please select one of your saved addresses.',
  outsideRadius:
    'Milk is delivered only within the store’s delivery area. Your location is outside it.',
  alreadyLive: 'You already have a milk subscription. Pause, resume or renew that one instead.',
  notEditable: 'Only a pending, expired or cancelled subscription can be changed this way.',
  pauseDailyOnly: 'Only a Daily subscription can be paused or resumed.',
  paid: 'Payment confirmed.',
  approved: 'Subscription approved.',
  cancelled: 'Subscription cancelled.',
  updated: 'Subscription updated.',
  renewed: 'Subscription renewed. Pay the bill and the store will approve it.',
  // Skipping days (docs/product/rules.md#milk-subscriptions).
  skipped: (days: number) =>
    `Skipped ${days} day${days === 1 ? '' : 's'}. Each is credited as Grocoins.`,
  unskipped: (days: number) => `Milk comes again on ${days} day${days === 1 ? '' : 's'}.`,
  skipNeedsLive: 'Only an active or paused subscription’s days can be skipped.',
  skipRangeBackwards: 'The last day can’t be before the first.',
  skipOutsideDates: (start: string, end: string) =>
    `Pick days between ${start} and ${end}, the subscription’s dates.`,
  skipNoDeliveries: 'None of those days has a milk delivery.',
  skipRunMade: (date: string) =>
    `Milk for ${date} is already on the route sheet, so that day can’t be skipped or brought back. Pick a later day.`,
  // Changing the daily quantity from a date on (docs/product/rules.md#milk-subscriptions).
  quantityChanged: (label: string, from: string) => `Quantity changed to ${label} from ${from}.`,
  quantityChangedWithBill: (label: string, from: string, amount: string, days: number) =>
    `Quantity changed to ${label} from ${from}. ${amount} more for ${days} day${days === 1 ? '' : 's'} is added to your bill.`,
  quantityNeedsLive: 'Only an active or paused subscription’s quantity can be changed.',
  quantityOutsideDates: (start: string, end: string) =>
    `Pick a day between ${start} and ${end}, the subscription’s dates.`,
  quantitySame: (label: string, from: string) =>
    `The quantity on ${from} is already ${label}. Pick another quantity.`,
  quantityBeforePlanned: (date: string) =>
    `A change from ${date} is already planned; pick that day or later.`,
  quantityNoDeliveries: 'No milk is delivered on or after that day.',
  quantityRunMade: (date: string) =>
    `Milk for ${date} is already on the route sheet, so its quantity can’t be changed. Pick a later day.`,
} as const;

/** Human words for a refused move, e.g. "A pending subscription can't be paused." */
export const subscriptionMoveRefusal = (from: SubscriptionStatus, to: SubscriptionStatus): string =>
  `A ${subscriptionStatusLabel[from].toLowerCase()} subscription can’t be ${subscriptionMoveVerb[to]}.`;

export const subscriptionStatusLabel: Record<SubscriptionStatus, string> = {
  ACTIVE: 'Active',
  INACTIVE: 'Paused',
  PENDING: 'Pending',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Expired',
};
const subscriptionMoveVerb: Record<SubscriptionStatus, string> = {
  ACTIVE: 'made active',
  INACTIVE: 'paused',
  PENDING: 'made pending',
  CANCELLED: 'cancelled',
  EXPIRED: 'expired',
};
