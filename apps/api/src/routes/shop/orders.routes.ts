import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createOrderBodySchema,
  errorBodySchema,
  idParamsSchema,
  orderListResponseSchema,
  orderResponseSchema,
  orderSchema,
  pageQuerySchema,
  pendingRedeemedResponseSchema,
  staffOrderSchema,
  updateOrderBodySchema,
} from '@grofresh/contracts';
import { cancelOwnOrder } from '../../flows/orders/cancel-order';
import { placeOrder } from '../../flows/checkout/place-order';
import { redeemEligibility } from '../../flows/checkout/redeem-eligibility';
import { updateOrder } from '../../flows/orders/update-order';
import { notFound } from '../../lib/app-error';
import { actorOf, currentUser } from '../../plugins/auth';
import { listShopperOrders, shopperOrderOf } from '../../flows/orders/shopper-orders';
import { findOrder, orderOwnerFor, seesEveryOrder } from '../../modules/orders/orders.service';

const security = [{ bearer: [] }];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};

/** The shopper's order calls; staff calls are in orders.ops-routes.ts. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/orders/create',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'Place an order, priced by the server (retrying the same orderId is safe)',
        security,
        body: createOrderBodySchema,
        response: { 200: orderResponseSchema, 201: orderResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      const { order, created } = await placeOrder(
        app.db,
        { userId: currentUser(req).id, body: req.body, now: app.clock.now() },
        { gateway: app.gateway, jobs: app.jobs, log: req.log },
      );
      return reply.status(created ? 201 : 200).send({ order });
    },
  );

  app.get(
    '/orders/check-pending-redeemed',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'Whether the shopper may redeem Grocoins now, and how many',
        security,
        response: { 200: pendingRedeemedResponseSchema, ...errors },
      },
    },
    async (req) => redeemEligibility(app.db, currentUser(req).id),
  );

  app.get(
    '/orders/all-user',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: "The shopper's orders, newest first",
        security,
        querystring: pageQuerySchema,
        response: { 200: orderListResponseSchema, ...errors },
      },
    },
    async (req) => listShopperOrders(app.db, currentUser(req).id, req.query),
  );

  app.get(
    '/orders/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'One order by _id or orderId: the shopper’s own, or any for staff',
        security,
        params: idParamsSchema,
        response: { 200: orderResponseSchema, ...errors },
      },
    },
    async (req) => {
      // Staff read any order; every other role (a new one too) only its own.
      const row = await findOrder(app.db, req.params.id, orderOwnerFor(currentUser(req)));
      if (!row) throw notFound('Order not found');
      return { order: await shopperOrderOf(app.db, row) };
    },
  );

  // It cannot sit in the staff scope of app.ts, whose hook refuses shoppers.
  app.put(
    '/orders/update/:id',
    {
      // Before the body is read, as the staff scope does: no token is 401 whatever is sent.
      onRequest: app.authenticate,
      schema: {
        tags: ['orders', 'ops'],
        summary:
          'Shoppers: cancel your own PENDING order with a listed reason. Staff: move any order along, assign its delivery person, or cancel it with a reason',
        security,
        params: idParamsSchema,
        body: updateOrderBodySchema,
        response: {
          200: z.object({ message: z.string(), order: z.union([staffOrderSchema, orderSchema]) }),
          ...errors,
        },
      },
    },
    async (req) => {
      const user = currentUser(req);
      const now = app.clock.now();
      const { id } = req.params;
      // Staff move any order along; everyone else may only cancel their own.
      if (seesEveryOrder(user.role)) {
        return updateOrder(app.db, app.jobs, { id, change: req.body, actor: actorOf(req), now });
      }
      return cancelOwnOrder(app.db, app.jobs, { id, userId: user.id, change: req.body, now });
    },
  );
};
