import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createOrderBodySchema,
  errorBodySchema,
  idParamsSchema,
  orderListResponseSchema,
  orderResponseSchema,
  pageQuerySchema,
  pendingRedeemedResponseSchema,
} from '@grofresh/contracts';
import { placeOrder } from '../../flows/place-order';
import { redeemEligibility } from '../../flows/redeem-eligibility';
import { notFound } from '../../lib/app-error';
import { currentUser } from '../../plugins/auth';
import { findOrder, listUserOrders, withLines } from './orders.service';

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
        { gateway: app.gateway, log: req.log },
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
    async (req) => listUserOrders(app.db, currentUser(req).id, req.query),
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
      const user = currentUser(req);
      const owner = user.role === 'customer' ? user.id : undefined;
      const row = await findOrder(app.db, req.params.id, owner);
      if (!row) throw notFound('Order not found');
      return { order: await withLines(app.db, row) };
    },
  );
};
