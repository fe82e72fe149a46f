import { z } from 'zod';
import { addressSchema } from './addresses';
import { idParamsSchema } from './catalog';
import { endpoint } from './endpoint';
import { rupeesSchema } from './money';
import { personSchema } from './ops-people';
import { markableDeliveryStatuses, milkRunDeliverySchema } from './ops-subscriptions';
import { orderSchema, orderStatuses, paymentMethods } from './orders';
import { storeDateSchema } from './store-date-schema';

/**
 * Riders (docs/product/rules.md#riders): staff give an accepted order to a person with the
 * rider role; the rider sees their own open orders and the day's milk run, and marks them.
 * Every mark carries a `markId` the phone makes once, so a mark sent again (a weak signal, a
 * queue replayed) is applied once and answered like the first time.
 */
export const riderMessages = {
  notRider: 'This person is not a rider. Give them the rider role in People first.',
  notAccepted: 'Only an accepted order can be given to a rider.',
  outOnlyAccepted: 'Only an accepted order can go out for delivery.',
  orderNotFound: 'Order not found',
  deliveryNotFound: 'Delivery not found',
  markUsedElsewhere: 'This mark was already used for something else.',
} as const;

export const markIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'A mark id is 8 to 64 letters, digits, - or _');

export const assignRiderBodySchema = z.object({ riderId: z.string().min(1).max(64) });

/** One order on the rider's list: where, whom to call, what to hand over and collect. */
export const riderOrderSchema = z
  .object({
    _id: z.string(),
    orderId: z.string(),
    status: z.enum(orderStatuses),
    paymentMethod: z.enum(paymentMethods),
    address: addressSchema.nullable(),
    /** The address's phone, else the shopper's own number. */
    phone: z.string(),
    items: z.array(
      z.object({
        name: z.string(),
        variantName: z.string().nullable(),
        quantity: z.number().int(),
      }),
    ),
    totalAmount: rupeesSchema,
    /** Cash to collect at the door: what a cash-on-delivery order still owes; 0 otherwise. */
    collect: rupeesSchema,
    /** When the rider set out with it, or null (a marker, not a status). */
    outForDeliveryAt: z.string().nullable(),
  })
  .meta({ id: 'RiderOrder' });
export type RiderOrder = z.infer<typeof riderOrderSchema>;

export const riderTodaySchema = z.object({
  orders: z.array(riderOrderSchema),
  milk: z.object({ date: storeDateSchema, deliveries: z.array(milkRunDeliverySchema) }),
});
export type RiderToday = z.infer<typeof riderTodaySchema>;

export const riderOrderMarkBodySchema = z.object({
  status: z.enum(['OUT_FOR_DELIVERY', 'DELIVERED']),
  /** Delivering a cash-on-delivery order: the cash taken; left out, what it still owes. */
  cashReceived: rupeesSchema.optional(),
  markId: markIdSchema,
});

export const riderMilkMarkBodySchema = z.object({
  status: z.enum(markableDeliveryStatuses),
  /** Why it was missed (door locked, no one home): kept on the day. */
  reason: z.string().trim().max(200).optional(),
  markId: markIdSchema,
});

export const riderEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/ops/riders',
    summary: 'The people with the rider role, to give an accepted order to (staff)',
    tags: ['ops'],
    response: z.object({ riders: z.array(personSchema) }),
  }),
  assign: endpoint({
    method: 'PUT',
    path: '/ops/orders/:id/rider',
    summary:
      "Give an accepted order to a rider; the order shows the rider's name and number (staff)",
    tags: ['ops'],
    params: idParamsSchema,
    body: assignRiderBodySchema,
    response: z.object({ message: z.string(), order: orderSchema }),
    errors: [409],
  }),
  today: endpoint({
    method: 'GET',
    path: '/rider/today',
    summary: "The rider's open orders and today's milk run in walking order (rider)",
    tags: ['rider'],
    response: riderTodaySchema,
  }),
  markOrder: endpoint({
    method: 'PUT',
    path: '/rider/orders/:id',
    summary:
      'Mark one of the rider’s own orders out for delivery or delivered; the same markId again is applied once (rider)',
    tags: ['rider'],
    params: idParamsSchema,
    body: riderOrderMarkBodySchema,
    response: z.object({ message: z.string(), order: riderOrderSchema }),
    errors: [409],
  }),
  markMilk: endpoint({
    method: 'PUT',
    path: '/rider/milk-deliveries/:id',
    summary:
      'Mark a milk delivery delivered or missed (with a reason); the same markId again is applied once (rider)',
    tags: ['rider'],
    params: idParamsSchema,
    body: riderMilkMarkBodySchema,
    response: z.object({ message: z.string(), delivery: milkRunDeliverySchema }),
    errors: [409],
  }),
};
