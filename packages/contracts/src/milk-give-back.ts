import { z } from 'zod';
import { rupeesSchema } from './money';
import type { SubscriptionStatus } from './subscription-rules';

/**
 * Prepaid milk (docs/product.md, "Every paid milk day is delivered or given back"): each day
 * of a paid bill is delivered, or comes back exactly once, as Grocoins unless staff record a
 * refund instead.
 */

/** How a paid day that will not be delivered comes back. */
export const giveBackMethods = ['COINS', 'REFUND'] as const;
export type GiveBackMethod = (typeof giveBackMethods)[number];

/**
 * Why a paid day came back: the day statuses that give back, and LOWERED for the days delivered
 * at a lower quantity than the bill paid for (their difference came back).
 */
export const givenBackReasons = [
  'PAUSED',
  'SKIPPED',
  'MISSED',
  'CANCELLED',
  'UNSERVED',
  'LOWERED',
] as const;
export type GivenBackReason = (typeof givenBackReasons)[number];
export const givenBackReasonLabel: Record<GivenBackReason, string> = {
  LOWERED: 'Delivered at a lower quantity',
  PAUSED: 'Paused days',
  SKIPPED: 'Skipped days',
  MISSED: 'Missed by the store',
  CANCELLED: 'Cancelled days',
  UNSERVED: 'Not delivered (approved late, never approved, or no run)',
};

/** What the current bill gave back for one reason: its days, as coins and as refund. */
export const givenBackSchema = z.object({
  reason: z.enum(givenBackReasons),
  days: z.number().int(),
  coins: z.number().int(),
  /** Rupees recorded as a refund the store owes or paid back. */
  refund: rupeesSchema,
});
export type GivenBack = z.infer<typeof givenBackSchema>;

/**
 * A shopper may cancel a pending subscription at any hour; an active or paused one only in
 * the 10 AM – 3 PM window, from the next run on. Ended ones have nothing to cancel.
 */
export const shopperCanCancel = (status: SubscriptionStatus): boolean =>
  status === 'PENDING' || status === 'ACTIVE' || status === 'INACTIVE';
export const cancelNeedsWindow = (status: SubscriptionStatus): boolean =>
  status === 'ACTIVE' || status === 'INACTIVE';

export const giveBackMessages = {
  cancelConfirmTitle: 'Cancel your milk subscription?',
  cancelConfirmText:
    'Milk stops from the next delivery the store has not yet planned. Every paid day that is not delivered comes back to you as Grocoins.',
  cancelled: (days: number, coins: number): string =>
    days === 0
      ? 'Subscription cancelled.'
      : `Subscription cancelled. ${days} paid day${days === 1 ? '' : 's'} given back as ${coins} Grocoins.`,
  cancelledAsRefund: (days: number, rupees: string): string =>
    `Subscription cancelled. ${days} paid day${days === 1 ? '' : 's'} recorded as a refund of ${rupees} to hand back.`,
  refundNeedsCancel: 'A refund can be chosen only when cancelling.',
  futureMark: 'A delivery can be marked on its day or later, not before.',
  undoOnlySameDay: 'A mark can be undone only on the day it was made.',
  undoSpent:
    'The shopper has already spent the Grocoins this missed day gave back, so the mark can’t be undone.',
  notMarked: 'This delivery has not been marked, so there is nothing to undo.',
  undone: 'Mark undone: the delivery is scheduled again.',
} as const;
