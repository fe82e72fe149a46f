import { z } from 'zod';
import { userDetailsSchema } from './auth';
import { documentPaymentSchema } from './book-payment';
import { idParamsSchema } from './catalog';
import { endpoint } from './endpoint';
import {
  assignedToSchema,
  deliveryTypes,
  orderSchema,
  orderStatuses,
  paymentMethods,
  updateOrderBodySchema,
} from './orders';
import { nextCursorSchema, pageQuerySchema } from './pagination';
import { orderPaymentSchema } from './payments';
import { storeDateSchema } from './time';

/**
 * An order as staff see it: with the shopper's number, to call or search by, for an order
 * paid online, the payment and any refund, and for a home delivery, how far it goes.
 */
export const staffOrderSchema = orderSchema
  .extend({
    customer: z.object({ _id: z.string(), phone: z.string() }),
    payment: orderPaymentSchema.nullable(),
    /** What it owes and every payment and refund recorded against it (docs/product/rules.md#books). */
    paymentState: documentPaymentSchema,
    /**
     * Straight-line km from the store's place to the pinned address of a home delivery; null
     * for a pick-up or an address without a pin.
     */
    distanceKm: z.number().nullable(),
  })
  .meta({ id: 'StaffOrder' });
export type StaffOrder = z.infer<typeof staffOrderSchema>;

/** `queue`: today's orders and every order still open, whatever its day. */
export const orderViews = ['queue', 'all'] as const;
export type OrderView = (typeof orderViews)[number];

export const ORDER_SEARCH_MAX = 40;

export const staffOrdersQuerySchema = pageQuerySchema.extend({
  view: z.enum(orderViews).default('all'),
  status: z.enum(orderStatuses).optional(),
  deliveryType: z.enum(deliveryTypes).optional(),
  paymentMethod: z.enum(paymentMethods).optional(),
  /** Orders placed on this store date. */
  date: storeDateSchema.optional(),
  /** Part of an order number or of the shopper's phone number. */
  q: z
    .string()
    .trim()
    .max(ORDER_SEARCH_MAX, `Search at most ${ORDER_SEARCH_MAX} characters`)
    .optional(),
});
export type StaffOrdersQuery = z.input<typeof staffOrdersQuerySchema>;

export const deliveryPersonSchema = assignedToSchema.meta({ id: 'DeliveryPerson' });
export type DeliveryPerson = z.infer<typeof deliveryPersonSchema>;

export const opsOrderEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/orders/all',
    summary: 'Orders newest first, filtered and searched (staff)',
    tags: ['ops'],
    query: staffOrdersQuerySchema,
    response: z.object({ orders: z.array(staffOrderSchema), nextCursor: nextCursorSchema }),
  }),
  one: endpoint({
    method: 'GET',
    path: '/ops/orders/:id',
    summary: 'One order by _id or orderId, with the shopper (staff)',
    tags: ['ops'],
    params: idParamsSchema,
    response: z.object({ order: staffOrderSchema }),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/orders/update/:id',
    summary: 'Move an order along, assign its delivery person, or cancel it with a reason (staff)',
    tags: ['ops'],
    params: idParamsSchema,
    body: updateOrderBodySchema,
    response: z.object({ message: z.string(), order: staffOrderSchema }),
    errors: [409],
  }),
  deliveryPeople: endpoint({
    method: 'GET',
    path: '/ops/delivery-people',
    summary: 'Delivery people assigned before, most recently used first (staff)',
    tags: ['ops'],
    response: z.object({ people: z.array(deliveryPersonSchema) }),
  }),
};

export const opsMeEndpoint = endpoint({
  method: 'GET',
  path: '/ops/me',
  summary: 'The signed-in member of staff, or 403 for anyone else',
  tags: ['ops'],
  response: z.object({ user: userDetailsSchema }),
});
