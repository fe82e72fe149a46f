import { z } from 'zod';
import { storeDateSchema } from './time';

// The days of a milk bill, on the route sheet and the subscriber's calendar.

/**
 * What happened to one day of a bill's milk, for the shopper's month and the route sheet:
 * scheduled by a run (then delivered or missed), paused, or given back without a run,
 * CANCELLED (the subscription was cancelled before it) or UNSERVED (the store could not serve
 * it: approved after it, never approved, or no run was made for it).
 */
export const milkDeliveryStatuses = [
  'SCHEDULED',
  'DELIVERED',
  'MISSED',
  'PAUSED',
  'CANCELLED',
  'UNSERVED',
  'SKIPPED',
] as const;
export type MilkDeliveryStatus = (typeof milkDeliveryStatuses)[number];
export const milkDeliveryStatusLabel: Record<MilkDeliveryStatus, string> = {
  SCHEDULED: 'Scheduled',
  DELIVERED: 'Delivered',
  MISSED: 'Missed',
  PAUSED: 'Paused',
  CANCELLED: 'Cancelled',
  UNSERVED: 'Not delivered',
  SKIPPED: 'Skipped',
};

/**
 * A day on the subscriber's calendar: what its row says once its run is made, or PLANNED,
 * SKIPPED or PAUSED for a day still to come (docs/product/rules.md#milk-subscriptions).
 */
export const subscriptionDayStatuses = [...milkDeliveryStatuses, 'PLANNED'] as const;
export type SubscriptionDayStatus = (typeof subscriptionDayStatuses)[number];
export const subscriptionDayStatusLabel: Record<SubscriptionDayStatus, string> = {
  ...milkDeliveryStatusLabel,
  PLANNED: 'Planned',
};

export const subscriptionDaySchema = z.object({
  date: storeDateSchema,
  status: z.enum(subscriptionDayStatuses),
  /** The quantity option that day (the store's key, e.g. HALF_LITRE). */
  quantity: z.string(),
  /** Grocoins credited for this day (paused, skipped, missed, cancelled, not delivered), else 0. */
  coins: z.number().int(),
});
export type SubscriptionDay = z.infer<typeof subscriptionDaySchema>;

export const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use a month as YYYY-MM');
