import type { FastifyPluginAsync } from 'fastify';
import { orderEndpoints } from '@grofresh/contracts';
import { withOrderPayment } from '../../flows/books/payment-states';
import { cancelOwnOrder } from '../../flows/orders/cancel-order';
import { placeOrder } from '../../flows/checkout/place-order';
import { redeemEligibility } from '../../flows/checkout/redeem-eligibility';
import { updateOrder } from '../../flows/orders/update-order';
import { notFound } from '../../lib/app-error';
import { route } from '../../lib/route';
import { actorOf, currentUser } from '../../plugins/auth';
import { listShopperOrders, shopperOrderOf } from '../../flows/orders/shopper-orders';
import { findOrder, orderOwnerFor, seesEveryOrder } from '../../modules/orders/orders.service';

/** The shopper's order calls; staff calls are in orders.ops-routes.ts. */
export const ordersRoutes: FastifyPluginAsync = async (app) => {
  // After validation: a bad request is 400 whether or not a token came with it.
  const signedIn = { preHandler: app.authenticate };

  route(
    app,
    orderEndpoints.create,
    async ({ body, req, reply }) => {
      const { order, created } = await placeOrder(
        app.db,
        { userId: currentUser(req).id, body, now: app.clock.now() },
        { gateway: app.gateway, jobs: app.jobs, log: req.log },
      );
      reply.status(created ? 201 : 200);
      return { order };
    },
    signedIn,
  );

  route(
    app,
    orderEndpoints.redeemEligibility,
    async ({ req }) => redeemEligibility(app.db, currentUser(req).id),
    signedIn,
  );

  route(
    app,
    orderEndpoints.mine,
    async ({ query, req }) => listShopperOrders(app.db, currentUser(req).id, query),
    signedIn,
  );

  route(
    app,
    orderEndpoints.one,
    async ({ params, req }) => {
      // Staff read any order; every other role (a new one too) only its own.
      const row = await findOrder(app.db, params.id, orderOwnerFor(currentUser(req)));
      if (!row) throw notFound('Order not found');
      return { order: await withOrderPayment(app.db, row, await shopperOrderOf(app.db, row)) };
    },
    signedIn,
  );

  // It cannot sit in the staff scope (routes/ops/index.ts), whose hook refuses shoppers.
  route(
    app,
    orderEndpoints.update,
    async ({ params, body, req }) => {
      const user = currentUser(req);
      const now = app.clock.now();
      const { id } = params;
      // Staff move any order along; everyone else may only cancel their own.
      if (seesEveryOrder(user.role)) {
        return updateOrder(app.db, app.jobs, { id, change: body, actor: actorOf(req), now });
      }
      return cancelOwnOrder(app.db, app.jobs, { id, userId: user.id, change: body, now });
    },
    // Before the body is read, as the staff scope does: no token is 401 whatever is sent.
    { onRequest: app.authenticate },
  );
};
