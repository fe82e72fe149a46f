import {
  quantityOptionLabel,
  subscriptionDayStatusLabel,
  type SubscriptionDay,
  type SubscriptionDayStatus,
} from '@grofresh/contracts';

const shortDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** '2026-11-30' → "30 Nov" (a store date is a calendar day: read at UTC midnight). */
export const shortDateLabel = (date: string): string =>
  shortDate.format(new Date(`${date}T00:00:00Z`));

/** The days that bring (or brought) milk name their quantity; the others their coins. */
const withQuantity: ReadonlySet<SubscriptionDayStatus> = new Set([
  'PLANNED',
  'SCHEDULED',
  'DELIVERED',
]);

/**
 * What a screen reader says for a day of the subscriber's calendar, its state in words rather
 * than colour (docs/product/rules.md#milk-subscriptions): "30 Nov, skipped, 35 Grocoins
 * credited", "2 Dec, planned, 1 LITRE", or "5 Nov" for a day outside the subscription.
 */
export function calendarDayLabel(date: string, day: SubscriptionDay | undefined): string {
  const parts = [shortDateLabel(date)];
  if (day) {
    parts.push(subscriptionDayStatusLabel[day.status].toLowerCase());
    if (day.coins > 0) parts.push(`${day.coins} Grocoins credited`);
    else if (withQuantity.has(day.status)) parts.push(quantityOptionLabel(day.quantity));
  }
  return parts.join(', ');
}

/**
 * A day the shopper may still pick on the calendar to skip or bring back: a planned or skipped
 * day after the store's today that its run has not credited (the server refuses one whose run
 * is made, with its sentence).
 */
export const canPickDay = (day: SubscriptionDay, today: string): boolean =>
  day.date > today && day.coins === 0 && (day.status === 'PLANNED' || day.status === 'SKIPPED');

/** The legend's states, in the order a month usually shows them. */
export const LEGEND_STATUSES: readonly SubscriptionDayStatus[] = [
  'PLANNED',
  'DELIVERED',
  'SKIPPED',
  'PAUSED',
  'MISSED',
];

/** The legend: its usual states, and any other state this month shows. */
export const legendFor = (days: readonly SubscriptionDay[]): SubscriptionDayStatus[] => [
  ...LEGEND_STATUSES,
  ...[...new Set(days.map((d) => d.status))].filter((s) => !LEGEND_STATUSES.includes(s)),
];
