import type { FastifyPluginAsync } from 'fastify';
import { storeDate, subscriptionEndpoints } from '@grofresh/contracts';
import { mySubscriptions, shopperSubscriptions } from '../../flows/books/my-milk-bills';
import { subscribe } from '../../flows/milk/subscribe';
import { SUBSCRIPTION_NOT_FOUND, updateSubscription } from '../../flows/milk/update-subscription';
import { notFound } from '../../lib/app-error';
import { route } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import { subscriptionCalendar } from '../../modules/subscriptions/subscription-calendar';
import { findSubscription } from '../../modules/subscriptions/subscriptions.service';

/** The shopper's milk subscription calls: each reaches only the shopper's own. */
export const subscriptionsRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticate);

  const own = async (id: string, userId: string) => {
    const row = await findSubscription(app.db, id, userId);
    if (!row) throw notFound(SUBSCRIPTION_NOT_FOUND);
    return row;
  };

  route(app, subscriptionEndpoints.create, async ({ body, req }) =>
    subscribe(app.db, { userId: currentUser(req).id, body, now: app.clock.now() }),
  );

  route(app, subscriptionEndpoints.mine, async ({ req }) =>
    mySubscriptions(app.db, currentUser(req).id),
  );

  route(app, subscriptionEndpoints.one, async ({ params, req }) => {
    const row = await own(params.id, currentUser(req).id);
    const [subscription] = await shopperSubscriptions(app.db, [row]);
    return { subscription: subscription! };
  });

  route(app, subscriptionEndpoints.update, async ({ params, body, req }) =>
    updateSubscription(app.db, {
      id: params.id,
      userId: currentUser(req).id,
      change: body,
      now: app.clock.now(),
    }),
  );

  route(app, subscriptionEndpoints.days, async ({ params, query, req }) => {
    const row = await own(params.id, currentUser(req).id);
    return {
      days: await subscriptionCalendar(app.db, row, query.month, storeDate(app.clock.now())),
    };
  });
};
