import type { FastifyInstance } from 'fastify';
import { signIn } from '../../flows/account/sign-in';
import type { OtpSettings } from '../../modules/auth/auth.service';
import { shopperEventsRoute } from '../../plugins/event-streams';
import { addressesRoutes } from './addresses.routes';
import { analyticsRoutes } from './analytics.routes';
import { authRoutes } from './auth.routes';
import { booksRoutes } from './books.routes';
import { catalogRoutes } from './catalog.routes';
import { coinsRoutes } from './coins.routes';
import { invoicesRoutes } from './invoices.routes';
import { complaintsRoutes } from './complaints.routes';
import { ordersRoutes } from './orders.routes';
import { paymentsRoutes } from './payments.routes';
import { riderRoutes } from './rider.routes';
import { storeRoutes } from './store.routes';
import { subscriptionsRoutes } from './subscriptions.routes';
import { tableOrdersRoutes } from './table-orders.routes';
import { usersRoutes } from './users.routes';

/**
 * Every call of the shop (shoppers and anyone signed out) under /api, registered on the scope
 * app.ts gives them (behind the rate limit). The pictures (`mediaRoutes`) are served outside
 * /api, and the console's calls are routes/ops/index.ts.
 */
export async function registerShopRoutes(
  api: FastifyInstance,
  { otp }: { otp: OtpSettings },
): Promise<void> {
  await api.register(catalogRoutes);
  await api.register(storeRoutes);
  await api.register(analyticsRoutes);
  await api.register(authRoutes(otp));
  await api.register(usersRoutes(signIn));
  await api.register(addressesRoutes);
  await api.register(ordersRoutes);
  await api.register(subscriptionsRoutes);
  await api.register(complaintsRoutes);
  await api.register(tableOrdersRoutes);
  await api.register(shopperEventsRoute);
  await api.register(coinsRoutes);
  await api.register(paymentsRoutes);
  await api.register(booksRoutes);
  await api.register(invoicesRoutes);
  await api.register(riderRoutes);
}
