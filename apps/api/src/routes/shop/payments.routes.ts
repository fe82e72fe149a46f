import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import {
  gatewayCallbackEndpoint,
  MILK_PAYMENT_ID_PATTERN,
  milkPaymentReturnUrl,
  paymentEndpoints,
  paymentReturnOf,
  type PaymentClient,
  type PaymentReturn,
} from '@grofresh/contracts';
import { initiatePayment } from '../../flows/checkout/pay-online';
import { initiateMilkPayment } from '../../flows/payments/pay-milk-bill';
import {
  paymentStatusOf,
  receiveCallback,
  type CallbackResult,
} from '../../flows/payments/payment-return';
import { acceptFormBodies } from '../../lib/form-body';
import { route } from '../../lib/route';
import { currentUser } from '../../plugins/auth';

/**
 * Where the browser lands after the gateway: the web checkout (a milk bill's payment: the
 * Subscriptions tab of My Account, `milkPaymentReturnUrl`), or the app's bridge page. A
 * Success the gateway's status has not confirmed yet (still Pending) goes back as `success`:
 * that page asks the status endpoint before it says anything, so a payment that may still
 * succeed is never called failed.
 */
export function returnLocation(client: PaymentClient, result: CallbackResult): string {
  const outcome: PaymentReturn = result.refused
    ? result.refused === 'SOLD_OUT'
      ? 'sold-out'
      : 'refunded'
    : result.status === 'Pending'
      ? 'success'
      : paymentReturnOf(result.status);
  if (client === 'web' && MILK_PAYMENT_ID_PATTERN.test(result.orderId)) {
    return milkPaymentReturnUrl(outcome, result.orderId);
  }
  return client === 'web'
    ? `/checkout?${new URLSearchParams({ payment: outcome, orderId: result.orderId })}`
    : `/payment-redirect?${new URLSearchParams({ status: outcome, orderId: result.orderId })}`;
}

/** The shop's side of online card payment (docs/product.md#card-payments). */
export const paymentsRoutes: FastifyPluginAsync = async (app) => {
  route(app, paymentEndpoints.options, async () => ({
    online: app.gateway !== null,
    mode: app.config.ccavenue.mode,
    appDeepLink: app.config.appDeepLink,
  }));

  route(
    app,
    paymentEndpoints.initiate,
    async ({ body, req }) => {
      const request = {
        userId: currentUser(req).id,
        now: app.clock.now(),
        origin: app.config.publicUrl ?? `${req.protocol}://${req.host}`,
      };
      // A milk bill's payment names its subscription instead of an order's cart.
      return 'subscriptionId' in body
        ? initiateMilkPayment(app.db, app.gateway, { ...request, body })
        : initiatePayment(app.db, app.gateway, { ...request, body });
    },
    { onRequest: app.authenticate },
  );

  route(
    app,
    paymentEndpoints.status,
    async ({ params, req }) =>
      paymentStatusOf(app.db, app.gateway, {
        userId: currentUser(req).id,
        orderId: params.orderId,
        now: app.clock.now(),
        log: req.log,
        jobs: app.jobs,
      }),
    { onRequest: app.authenticate },
  );

  await app.register(gatewayCallbacks);
};

/**
 * The gateway's form posts (no token: they come from the shopper's browser on the gateway's
 * behalf, and are believed only for what decrypts with the working key). Form bodies are read
 * in this scope alone.
 */
async function gatewayCallbacks(app: FastifyInstance): Promise<void> {
  acceptFormBodies(app);
  route(app, gatewayCallbackEndpoint, async ({ params, body, req, reply }) => {
    const result = await receiveCallback(app.db, app.gateway, {
      form: body,
      now: app.clock.now(),
      log: req.log,
      jobs: app.jobs,
    });
    return reply.redirect(returnLocation(params.client, result), 303);
  });
}
