import { z } from 'zod';
import { addressSchema } from './addresses';
import { documentPaymentSchema } from './book-payment';
import { idParamsSchema } from './catalog';
import { endpoint } from './endpoint';
import { givenBackSchema } from './milk-give-back';
import { monthSchema, subscriptionDaySchema } from './milk-calendar';
import {
  quantityChangeSchema,
  quantityTopUpSchema,
  subscriptionQuantityBodySchema,
} from './milk-quantity';
import { rupeesSchema } from './money';
import {
  SUBSCRIPTION_HORIZON_DAYS,
  subscriptionProducts,
  subscriptionStatuses,
  subscriptionTypes,
} from './subscription-rules';
import { subscriptionMessages } from './subscription-words';
import { storeDateSchema } from './time';

/** Daily milk's bodies, answers and calls; its rules are in subscription-rules.ts, its words in subscription-words.ts. */
export * from './subscription-rules';
export * from './subscription-words';
export * from './milk-quantity';
export * from './milk-calendar';

const coordinate = (min: number, max: number) => z.number().min(min).max(max);

/**
 * The create body (docs/product/calls.md#shopper-calls). The server decides the start (DAILY:
 * tomorrow, whatever is sent) and checks every date against its own clock; `status` is accepted and
 * ignored (the first client sends it).
 */
export const subscriptionBodySchema = z.object({
  productName: z.enum(subscriptionProducts, { error: 'Only milk can be subscribed to.' }),
  status: z.string().optional(),
  type: z.enum(subscriptionTypes, { error: 'Choose Daily or Custom.' }),
  address: z
    .string({ error: subscriptionMessages.addressRequired })
    .min(1, subscriptionMessages.addressRequired),
  quantity: z
    .string({ error: subscriptionMessages.quantityRequired })
    .min(1, subscriptionMessages.quantityRequired),
  endDate: storeDateSchema,
  startDate: storeDateSchema.optional(),
  includedDates: z
    .array(storeDateSchema)
    .max(SUBSCRIPTION_HORIZON_DAYS + 1)
    .optional(),
  excludedDates: z
    .array(storeDateSchema)
    .max(SUBSCRIPTION_HORIZON_DAYS + 1)
    .optional(),
  lat: coordinate(-90, 90),
  lon: coordinate(-180, 180),
});
export type SubscriptionBody = z.input<typeof subscriptionBodySchema>;

/** Pause, resume and cancel send only the status; a renewal or edit sends the create body. */
export const subscriptionStatusBodySchema = z.object({
  status: z.enum(['ACTIVE', 'INACTIVE', 'CANCELLED'], {
    error: 'Send ACTIVE to resume, INACTIVE to pause or CANCELLED to cancel.',
  }),
});
/** Dates to skip or bring back, both included (docs/product/rules.md#milk-subscriptions). */
export const skipRangeSchema = z.object({ from: storeDateSchema, to: storeDateSchema });
export const subscriptionSkipBodySchema = z.union([
  z.object({ skip: skipRangeSchema }).strict(),
  z.object({ unskip: skipRangeSchema }).strict(),
]);
export const subscriptionUpdateBodySchema = z.union([
  subscriptionStatusBodySchema.strict(),
  subscriptionSkipBodySchema,
  subscriptionQuantityBodySchema,
  subscriptionBodySchema,
]);
export type SubscriptionUpdateBody = z.input<typeof subscriptionUpdateBodySchema>;

export const subscriptionSchema = z
  .object({
    _id: z.string(),
    productName: z.enum(subscriptionProducts),
    status: z.enum(subscriptionStatuses),
    type: z.enum(subscriptionTypes),
    /** The address as it was when the subscription was made (the milk goes there). */
    address: addressSchema,
    quantity: z.string(),
    startDate: storeDateSchema,
    endDate: storeDateSchema,
    includedDates: z.array(storeDateSchema),
    excludedDates: z.array(storeDateSchema),
    /** The dates the shopper or staff skipped, in order: no milk, their worth as Grocoins. */
    skippedDates: z.array(storeDateSchema),
    /**
     * The current bill's quantity changes, in order of `from`: each is delivered from its date
     * on (until the next one), at `price` rupees a day; before the first, `quantity` and
     * `pricePerDay` hold.
     */
    quantityChanges: z.array(quantityChangeSchema),
    /** The option's daily price when the subscription was made, in rupees. */
    pricePerDay: rupeesSchema,
    deliveryDays: z.number().int(),
    /** The prepaid bill (docs/product/records.md#subscription): delivery days × pricePerDay. */
    amountDue: rupeesSchema,
    /** When the store confirmed the payment, or null. */
    paidAt: z.string().nullable(),
    /** Which bill this is: 1, and one more at each renewal. */
    billNo: z.number().int(),
    /**
     * What the current bill gave back so far, by reason (the shopper's own calls answer it;
     * lists of many subscriptions leave it out).
     */
    givenBack: z.array(givenBackSchema).optional(),
    createdAt: z.string(),
  })
  .meta({ id: 'Subscription' });
export type Subscription = z.infer<typeof subscriptionSchema>;

/** A subscription as its shopper reads it: with its current bill's payments (docs/product/rules.md#books). */
export const shopperSubscriptionSchema = subscriptionSchema
  .extend({ paymentState: documentPaymentSchema })
  .meta({ id: 'ShopperSubscription' });
export type ShopperSubscription = z.infer<typeof shopperSubscriptionSchema>;

export const subscriptionEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/subscription/create',
    summary: 'Subscribe to daily milk; answers the prepaid bill (PENDING until the store approves)',
    tags: ['subscriptions'],
    body: subscriptionBodySchema,
    status: 201,
    response: z.object({ message: z.string(), subscription: subscriptionSchema }),
    errors: [409, 422, 503],
  }),
  mine: endpoint({
    method: 'GET',
    path: '/subscription/user',
    summary: "The shopper's subscriptions, newest first",
    tags: ['subscriptions'],
    response: z.array(shopperSubscriptionSchema),
  }),
  one: endpoint({
    method: 'GET',
    path: '/subscription/:id',
    summary: 'One of the shopper’s subscriptions (anyone else’s is 404)',
    tags: ['subscriptions'],
    params: idParamsSchema,
    response: z.object({ subscription: shopperSubscriptionSchema }),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/subscription/update/:id',
    summary:
      'Pause, resume or cancel (status only), skip or unskip dates ({skip|unskip: {from, to}}), change the quantity from a date ({quantity, from}; a larger one answers the top-up `bill`), or renew or edit (the create body); 10:00-15:00 only, but a pending one is cancelled at any hour',
    tags: ['subscriptions'],
    params: idParamsSchema,
    body: subscriptionUpdateBodySchema,
    response: z.object({
      message: z.string(),
      subscription: subscriptionSchema,
      bill: quantityTopUpSchema.optional(),
    }),
    errors: [409, 422, 503],
  }),
  days: endpoint({
    method: 'GET',
    path: '/subscription/:id/days',
    summary:
      'Each day of a month within the subscription: delivered, missed, paused or skipped (with its coins), or planned',
    tags: ['subscriptions'],
    params: idParamsSchema,
    query: z.object({ month: monthSchema }),
    response: z.object({ days: z.array(subscriptionDaySchema) }),
  }),
};
