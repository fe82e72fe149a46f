import { z } from 'zod';
import { documentPaymentSchema } from './book-payment';
import { idParamsSchema } from './catalog';
import { endpoint } from './endpoint';
import { giveBackMessages, giveBackMethods } from './milk-give-back';
import { milkStopMoveSchema } from './milk-run-order';
import { nextCursorSchema, pageQuerySchema } from './pagination';
import {
  milkDeliveryStatuses,
  quantityTopUpSchema,
  skipRangeSchema,
  subscriptionMessages,
  subscriptionSchema,
  subscriptionStatuses,
  subscriptionTypes,
} from './subscriptions';
import { storeDateSchema } from './time';

// The route sheet's window, shared with the console (index.ts exports this file).
export * from './milk-run-window';

/** A subscription as staff see it: with the shopper, to call or search by. */
export const staffSubscriptionSchema = subscriptionSchema
  .extend({
    customer: z.object({ _id: z.string(), phone: z.string() }),
    /** Its current bill's payments (docs/product/rules.md#books). */
    paymentState: documentPaymentSchema,
  })
  .meta({ id: 'StaffSubscription' });
export type StaffSubscription = z.infer<typeof staffSubscriptionSchema>;

export const SUBSCRIPTION_SEARCH_MAX = 40;

export const staffSubscriptionsQuerySchema = pageQuerySchema.extend({
  status: z.enum(subscriptionStatuses).optional(),
  type: z.enum(subscriptionTypes).optional(),
  /** Only those whose payment the store has (true) or has not (false) confirmed. */
  paid: z.enum(['true', 'false']).optional(),
  /** Digits of the shopper's phone, or part of the address's locality. */
  q: z
    .string()
    .trim()
    .max(SUBSCRIPTION_SEARCH_MAX, `Search at most ${SUBSCRIPTION_SEARCH_MAX} characters`)
    .optional(),
});
export type StaffSubscriptionsQuery = z.input<typeof staffSubscriptionsQuerySchema>;

/**
 * What staff change on a subscription: confirm its payment, approve it (which confirms the
 * payment too), pause, resume or cancel it. Staff are not bound by the 10:00-15:00 window.
 */
export const staffSubscriptionUpdateSchema = z
  .object({
    status: z.enum(subscriptionStatuses).optional(),
    paid: z.literal(true).optional(),
    /**
     * With a cancel: how the paid days that will not be delivered come back (Grocoins unless
     * staff record a refund to hand back).
     */
    giveBackAs: z.enum(giveBackMethods).optional(),
    /** Skip days, or bring them back, as the shopper does (docs/product/rules.md#milk-subscriptions). */
    skip: skipRangeSchema.optional(),
    unskip: skipRangeSchema.optional(),
    /** A new daily quantity from a date on, as the shopper changes it (both together). */
    quantity: z.string().min(1, subscriptionMessages.quantityRequired).optional(),
    from: storeDateSchema.optional(),
  })
  .refine(
    (b) =>
      [b.status, b.paid, b.skip, b.unskip, b.quantity].filter((v) => v !== undefined).length > 0,
    'Send a status, paid: true, skip, unskip or a quantity with its from date',
  )
  .refine(
    (b) =>
      (b.skip === undefined && b.unskip === undefined) ||
      [b.status, b.paid, b.skip, b.unskip, b.giveBackAs, b.quantity, b.from].filter(
        (v) => v !== undefined,
      ).length === 1,
    'Send skip or unskip on its own',
  )
  .refine(
    (b) =>
      (b.quantity === undefined && b.from === undefined) ||
      (b.quantity !== undefined &&
        b.from !== undefined &&
        [b.status, b.paid, b.giveBackAs].every((v) => v === undefined)),
    'Send a quantity with its from date, on their own',
  )
  .refine((b) => b.giveBackAs === undefined || b.status === 'CANCELLED', {
    message: giveBackMessages.refundNeedsCancel,
    path: ['giveBackAs'],
  });
export type StaffSubscriptionUpdate = z.infer<typeof staffSubscriptionUpdateSchema>;

/** Staff mark each delivery of the route sheet. */
export const markableDeliveryStatuses = ['DELIVERED', 'MISSED'] as const;
/** A mark's body: a mark, or SCHEDULED to undo the day's mark. */
export const milkMarkBodySchema = z.object({
  status: z.enum([...markableDeliveryStatuses, 'SCHEDULED']),
});

export const milkRunDeliverySchema = z
  .object({
    _id: z.string(),
    subscriptionId: z.string(),
    date: storeDateSchema,
    name: z.string(),
    phone: z.string(),
    /** One line: flat, floor, landmark, locality, city, zip. */
    address: z.string(),
    locality: z.string(),
    quantity: z.string(),
    /** That day's milk in rupees (the subscription's daily price). */
    amount: z.number(),
    status: z.enum(milkDeliveryStatuses),
    /** Grocoins credited for the day (a missed delivery, a lowered quantity’s difference), else 0. */
    coins: z.number().int(),
    /** When it was last marked, or null: a mark is undone only on the store day it was made. */
    markedAt: z.string().nullable(),
    /** Why a rider marked it missed (docs/product/rules.md#riders), or null. */
    missedReason: z.string().nullable().optional(),
  })
  .meta({ id: 'MilkRunDelivery' });
export type MilkRunDelivery = z.infer<typeof milkRunDeliverySchema>;

export const pausedCreditSchema = z.object({
  subscriptionId: z.string(),
  name: z.string(),
  phone: z.string(),
  quantity: z.string(),
  coins: z.number().int(),
});
export type PausedCredit = z.infer<typeof pausedCreditSchema>;

/**
 * The route sheet (docs/product/records.md#staff-records); `generatedAt` is null for a date whose
 * run has not been made yet.
 */
export const milkRunSchema = z
  .object({
    date: storeDateSchema,
    generatedAt: z.string().nullable(),
    deliveries: z.array(milkRunDeliverySchema),
    /** Deliveries per quantity option (missed ones too, not paused ones). */
    totals: z.record(z.string(), z.number().int()),
    /** The subscriptions paused on the date, each credited once with that day's coins. */
    pausedCredits: z.array(pausedCreditSchema),
  })
  .meta({ id: 'MilkRun' });
export type MilkRun = z.infer<typeof milkRunSchema>;

export const milkRunParamsSchema = z.object({ date: storeDateSchema });

export const opsSubscriptionEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/subscription/all',
    summary: 'Subscriptions newest first, filtered (staff)',
    tags: ['ops'],
    query: staffSubscriptionsQuerySchema,
    response: z.object({
      subscriptions: z.array(staffSubscriptionSchema),
      nextCursor: nextCursorSchema,
    }),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/ops/subscriptions/:id',
    summary:
      'Confirm payment, approve, pause, resume or cancel a subscription, skip days or change its quantity from a date (staff)',
    tags: ['ops'],
    params: idParamsSchema,
    body: staffSubscriptionUpdateSchema,
    response: z.object({
      message: z.string(),
      subscription: staffSubscriptionSchema,
      bill: quantityTopUpSchema.optional(),
    }),
    errors: [409],
  }),
  milkRun: endpoint({
    method: 'GET',
    path: '/ops/milk-runs/:date',
    summary: 'The route sheet of a date (staff)',
    tags: ['ops'],
    params: milkRunParamsSchema,
    response: milkRunSchema,
  }),
  generateMilkRun: endpoint({
    method: 'POST',
    path: '/ops/milk-runs/:date/generate',
    summary: 'Make the run of a date now; running it again changes nothing (staff)',
    tags: ['ops'],
    params: milkRunParamsSchema,
    response: milkRunSchema,
    errors: [409],
  }),
  moveMilkStop: endpoint({
    method: 'PUT',
    path: '/ops/milk-runs/:date/walking-order',
    summary: "Move a stop of a date's route sheet right after another, or first (staff)",
    tags: ['ops'],
    params: milkRunParamsSchema,
    body: milkStopMoveSchema,
    response: milkRunSchema,
  }),
  markDelivery: endpoint({
    method: 'PUT',
    path: '/ops/milk-deliveries/:id',
    summary:
      'Mark a delivery of today or before delivered or missed (a missed one credits its day once), or undo the mark the same day (staff)',
    tags: ['ops'],
    params: idParamsSchema,
    body: milkMarkBodySchema,
    response: z.object({ message: z.string(), delivery: milkRunDeliverySchema }),
    errors: [409],
  }),
};
