import { z } from 'zod';
import { idParamsSchema } from './catalog';
import { endpoint } from './endpoint';
import { staffOrderSchema } from './ops-orders';
import { cancelOrderBodySchema } from './order-cancel';
import {
  createOrderBodySchema,
  orderListResponseSchema,
  oneOrderResponseSchema,
  orderResponseSchema,
  orderSchema,
  pendingRedeemedResponseSchema,
  updateOrderBodySchema,
  updateOrderResponseSchema,
} from './orders';
import { pageQuerySchema } from './pagination';

/** The shopper's order calls; the console's are `opsOrderEndpoints`. */
export const orderEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/orders/create',
    summary: 'Place an order, priced by the server (retrying the same orderId is safe)',
    tags: ['orders'],
    body: createOrderBodySchema,
    // A retry of an order already placed answers it again, 200.
    status: 201,
    alsoStatus: 200,
    response: orderResponseSchema,
    // 404 an unknown address; 409 a used order number, an item gone, a price changed or a line
    // asking for more than is left (OUT_OF_STOCK, docs/product/rules.md#stock); 422 a
    // pick-up time or dairy outside their window; 503 before the store is set up.
    errors: [404, 409, 422, 503],
  }),
  redeemEligibility: endpoint({
    method: 'GET',
    path: '/orders/check-pending-redeemed',
    summary: 'Whether the shopper may redeem Grocoins now, and how many',
    tags: ['orders'],
    response: pendingRedeemedResponseSchema,
  }),
  mine: endpoint({
    method: 'GET',
    path: '/orders/all-user',
    summary: "The shopper's orders, newest first",
    tags: ['orders'],
    query: pageQuerySchema,
    response: orderListResponseSchema,
  }),
  one: endpoint({
    method: 'GET',
    path: '/orders/:id',
    summary: 'One order by _id or orderId: the shopper’s own, or any for staff',
    tags: ['orders'],
    params: idParamsSchema,
    response: oneOrderResponseSchema,
  }),
  /**
   * One call, two audiences (the server's route): staff move any order along
   * (`opsOrderEndpoints.update`), a shopper cancels their own PENDING order
   * (`cancelOrderEndpoint`). Each client calls it through its own view.
   */
  update: endpoint({
    method: 'PUT',
    path: '/orders/update/:id',
    summary:
      'Shoppers: cancel your own PENDING order with a listed reason. Staff: move any order along, assign its delivery person, or cancel it with a reason',
    tags: ['orders', 'ops'],
    params: idParamsSchema,
    body: updateOrderBodySchema,
    response: z.object({ message: z.string(), order: z.union([staffOrderSchema, orderSchema]) }),
    // A move the order's status does not allow.
    errors: [409],
  }),
};

/**
 * The shopper's view of `PUT /orders/update/:id` (docs/product/calls.md#shopper-calls): cancel
 * their own PENDING order with a reason. Staff use the same call to move any order along
 * (`opsOrderEndpoints.update`).
 */
export const cancelOrderEndpoint = endpoint({
  method: 'PUT',
  path: '/orders/update/:id',
  summary: 'Cancel your own order while it is PENDING, with a reason from the list',
  tags: ['orders'],
  params: idParamsSchema,
  body: cancelOrderBodySchema,
  response: updateOrderResponseSchema,
  errors: [409],
});
