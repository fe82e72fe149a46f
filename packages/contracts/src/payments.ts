import { z } from 'zod';
import { endpoint } from './endpoint';
import { rupeesSchema } from './money';
import { orderRefundSchema } from './order-payment';
import { MILK_PAYMENT_ID_PATTERN, MILK_PAYMENT_MESSAGES } from './milk-payments';
import { createOrderBodySchema, ORDER_ID_PATTERN } from './orders';

/**
 * Online card payment through CCAvenue, 'Pay Via Online' (docs/product.md#card-payments).
 * The shop prices the order and keeps its draft from initiation; the gateway's callback creates
 * the order once when the payment succeeded, and `orders/create` with the same orderId then
 * answers that order.
 */

/** Where a payment attempt stands, as `GET /payments/ccAvenue/status/:orderId` answers it. */
export const paymentStatuses = ['Success', 'Aborted', 'Failure', 'Pending'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * The `payment` query value the callback sends the browser back with. `refunded`: paid, but
 * the order was not placed because the Grocoins it used were spent meanwhile (the payment is
 * refunded in full, `PAYMENT_MESSAGES.refundedLate`).
 */
export const paymentReturns = ['success', 'failed', 'aborted', 'refunded', 'sold-out'] as const;
export type PaymentReturn = (typeof paymentReturns)[number];
export const paymentReturnOf = (status: PaymentStatus): PaymentReturn =>
  status === 'Success' ? 'success' : status === 'Aborted' ? 'aborted' : 'failed';

/** Where the browser goes after the gateway: the web checkout or the mobile app's bridge. */
export const paymentClients = ['web', 'app'] as const;
export type PaymentClient = (typeof paymentClients)[number];

/** Held coins go back, and the attempt is given up, when it stays unpaid this long. */
export const PAYMENT_ATTEMPT_TTL_MINUTES = 30;

/** Card payments a shopper may have started and not finished (Pending) at once. */
export const MAX_OPEN_CARD_PAYMENTS = 3;
export const OPEN_CARD_PAYMENTS_MESSAGE = `You have ${MAX_OPEN_CARD_PAYMENTS} card payments still open. Finish one, or wait ${PAYMENT_ATTEMPT_TTL_MINUTES} minutes, before starting another.`;

/**
 * The payment return's texts (docs/product/messages.md#cart-checkout-and-payment), written once.
 * `aborted` is the toast after the return; `abortedShort` is the status check's answer when it says
 * Aborted.
 */
export const PAYMENT_MESSAGES = {
  success: 'Payment Successful & Order Placed',
  aborted: 'Payment Aborted. Try again.',
  abortedShort: 'Payment Aborted',
  failed: 'Payment Failed. Please try again.',
  verifyFailed: 'Unable to verify payment status. Please contact support.',
  processing: 'Processing your payment...',
  redirectHint: "If nothing happens, we'll redirect you shortly.",
  refundedLate:
    'Your card payment came after the Grocoins it used were spent on another order, so this order was not placed and the full amount is being refunded to your card.',
  refundedSoldOut:
    'Your card payment came after some items in your order sold out, so this order was not placed and the full amount is being refunded to your card.',
} as const;

/** An attempt's gateway order number: an order's (ORD-…) or a milk bill's (MLK-…). */
export const paymentIdSchema = z
  .string()
  .refine((id) => ORDER_ID_PATTERN.test(id) || MILK_PAYMENT_ID_PATTERN.test(id), {
    message: 'Not a valid order number',
  });

/**
 * Why a paid attempt placed no order (refunded in full instead): the Grocoins it used were spent
 * meanwhile, or units it held went back and sold out (docs/product/rules.md#stock); for a milk
 * bill, MILK_BILL_CLOSED: the bill was paid another way, renewed, or its subscription ended
 * before the payment arrived (docs/product/rules.md#milk-subscriptions).
 */
export const orderRefusedReasons = ['COINS_SPENT', 'SOLD_OUT', 'MILK_BILL_CLOSED'] as const;
export type OrderRefused = (typeof orderRefusedReasons)[number];
export const refusedOrderMessage = (reason: OrderRefused): string =>
  reason === 'SOLD_OUT'
    ? PAYMENT_MESSAGES.refundedSoldOut
    : reason === 'MILK_BILL_CLOSED'
      ? MILK_PAYMENT_MESSAGES.refunded
      : PAYMENT_MESSAGES.refundedLate;

/** The gateway's page and, for the app, the deep link `/payment-redirect` opens. */
export const paymentOptionsSchema = z.object({
  /** Whether 'Pay Via Online' can be chosen (CCAVENUE_MODE is not `off`). */
  online: z.boolean(),
  /** `simulator`, `test` or `live`; `off` when online payment is not offered. */
  mode: z.enum(['off', 'simulator', 'test', 'live']),
  /** APP_DEEP_LINK: where /payment-redirect sends the mobile app's webview. */
  appDeepLink: z.string(),
});
export type PaymentOptions = z.infer<typeof paymentOptionsSchema>;

const payerFields = {
  mobile_no: z.string().regex(/^\d{10}$/, 'Enter a 10 digit mobile number'),
  /** `app` sends the browser back through /payment-redirect to the mobile app. */
  client: z.enum(paymentClients).default('web'),
};

/**
 * The whole order payload of `orders/create` (paymentMethod CCAVENUE) plus `amount`
 * (what the shopper was shown, rupees) and `mobile_no`. The server prices it itself.
 */
export const orderPaymentBodySchema = createOrderBodySchema.extend({
  paymentMethod: z.literal('CCAVENUE'),
  amount: rupeesSchema,
  ...payerFields,
});
export type InitiatePaymentBody = z.input<typeof orderPaymentBodySchema>;

/**
 * A milk bill's payment: the shopper's own subscription and what its current bill has due, in
 * rupees (the server refuses any other figure: docs/product/rules.md#milk-subscriptions).
 */
export const milkPaymentBodySchema = z.object({
  subscriptionId: z.string().min(1).max(64),
  amount: rupeesSchema,
  ...payerFields,
});
export type MilkPaymentBody = z.input<typeof milkPaymentBodySchema>;

/** What POST /payments/ccAvenue/web takes: an order's payment or a milk bill's. */
export const initiatePaymentBodySchema = z.union([orderPaymentBodySchema, milkPaymentBodySchema]);

export const initiatePaymentResponseSchema = z.object({
  accessCode: z.string(),
  encRequest: z.string(),
  ccavenueUrl: z.string(),
});
export type InitiatePaymentResponse = z.infer<typeof initiatePaymentResponseSchema>;

/**
 * `message` only for a paid attempt whose order was not placed (answered as Failure, with
 * `PAYMENT_MESSAGES.refundedLate`); every other answer is `{ status }` alone.
 */
export const paymentStatusResponseSchema = z.object({
  status: z.enum(paymentStatuses),
  message: z.string().optional(),
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponseSchema>;

/** What staff see of an online payment and its refund. */
export const orderPaymentSchema = z
  .object({
    status: z.enum(paymentStatuses),
    amount: rupeesSchema,
    trackingId: z.string().nullable(),
    bankRefNo: z.string().nullable(),
    paymentMode: z.string().nullable(),
    paidAt: z.string().nullable(),
    refund: orderRefundSchema
      .extend({
        /** The gateway's reason when it refused (its reference is `reference`). */
        message: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'OrderPayment' });
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

export const paymentEndpoints = {
  options: endpoint({
    method: 'GET',
    path: '/payments/options',
    summary: 'Whether online card payment is offered, and the mobile app deep link',
    tags: ['payments'],
    public: true,
    response: paymentOptionsSchema,
  }),
  initiate: endpoint({
    method: 'POST',
    path: '/payments/ccAvenue/web',
    summary:
      "Price the order (hold its coins and counted stock, keep its draft), or take a milk bill's due, and answer the encrypted gateway request",
    tags: ['payments'],
    body: initiatePaymentBodySchema,
    response: initiatePaymentResponseSchema,
    errors: [404, 409, 422, 503],
  }),
  status: endpoint({
    method: 'GET',
    path: '/payments/ccAvenue/status/:orderId',
    summary: "Where the shopper's own payment attempt stands (asks the gateway while pending)",
    tags: ['payments'],
    params: z.object({ orderId: paymentIdSchema }),
    response: paymentStatusResponseSchema,
  }),
};

/** The gateway's form post to the callback (its own field names). */
export const gatewayCallbackBodySchema = z.object({
  encResp: z.string().max(20_000),
  orderNo: z.string().max(64).optional(),
});

/**
 * Where the gateway returns the shopper's browser (docs/product/calls.md#the-card-gateway): a
 * form post, never refused. A body that is not the gateway's form counts as a failed payment,
 * so it is read as none rather than answered 400; what decrypts with the working key is
 * believed, nothing else. The answer is a 303 to the web checkout or the app's bridge page.
 */
export const gatewayCallbackEndpoint = endpoint({
  method: 'POST',
  path: '/payments/ccAvenue/callback/:client',
  summary: "The gateway's return (form post of encResp and orderNo): 303 to the shop",
  tags: ['payments'],
  public: true,
  params: z.object({ client: z.enum(paymentClients) }),
  bodyContentType: 'application/x-www-form-urlencoded',
  body: gatewayCallbackBodySchema.optional().catch(undefined),
  status: 303,
  response: z.null().describe('No body: the Location header says where the browser goes.'),
});
