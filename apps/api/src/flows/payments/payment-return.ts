import {
  gatewayCallbackBodySchema,
  MILK_PAYMENT_ID_PATTERN,
  ORDER_ID_PATTERN,
  refusedOrderMessage,
  type OrderRefused,
  type PaymentStatus,
  type PaymentStatusResponse,
} from '@grofresh/contracts';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { CipherError } from '../../modules/payments/gateway/cipher';
import type { CardGateway } from '../../modules/payments/gateway/gateway';
import { RepeatedKeyError, type PaymentResponse } from '../../modules/payments/gateway/protocol';
import { findAttemptByOrderId, type AttemptRow } from '../../modules/payments/payments.service';
import { checkWithGateway, confirmedSuccess } from './gateway-status';
import {
  settlePayment,
  type FinalStatus,
  type PaymentJobs,
  type PaymentLog,
  type PaymentOutcome,
} from './settle-payment';

export const PAYMENT_NOT_FOUND = 'Payment not found';

/**
 * Where the browser goes back to: the attempt's status, and its order number when known.
 * `refused`: paid, but its order was refused (its coins spent or its items sold out meanwhile).
 */
export interface CallbackResult {
  status: PaymentStatus;
  orderId: string;
  refused?: OrderRefused | null;
}

/** CCAvenue's `order_status` of a payment response in the shop's words. */
export const statusOfResponse = (orderStatus: string): FinalStatus =>
  orderStatus === 'Success' ? 'Success' : orderStatus === 'Aborted' ? 'Aborted' : 'Failure';

const orderNumberOrEmpty = (text: string | undefined) =>
  text !== undefined && (ORDER_ID_PATTERN.test(text) || MILK_PAYMENT_ID_PATTERN.test(text))
    ? text
    : '';

/**
 * The gateway's form post (`encResp`, `orderNo`) after the payment page. It is believed only
 * when it decrypts with the working key, names no key twice, names a stored attempt (and the
 * same one as `orderNo`), is in INR and, for a Success, carries the attempt's amount; anything
 * else is logged and changes nothing (the browser is sent back as failed). A believed one
 * settles the attempt, so the order exists even if the browser never comes back; a Success
 * first needs the gateway's status API to agree (`confirmedSuccess`). Unconfirmed, the attempt
 * stays Pending and the browser goes back as `success`, whose page asks the status endpoint
 * (which asks the gateway again) rather than telling the shopper it failed.
 */
export async function receiveCallback(
  db: Db,
  gateway: CardGateway | null,
  input: { form: unknown; now: Date; log: PaymentLog; jobs: PaymentJobs },
): Promise<CallbackResult> {
  const { now, log, jobs } = input;
  const parsed = gatewayCallbackBodySchema.safeParse(input.form);
  const orderNo = parsed.success ? parsed.data.orderNo : undefined;
  const refuse = (reason: string, details: object = {}, level: 'warn' | 'error' = 'warn') => {
    log[level]({ orderNo, ...details }, `payment callback refused: ${reason}`);
    return { status: 'Failure' as const, orderId: orderNumberOrEmpty(orderNo) };
  };
  if (!gateway) return refuse('online payment is off');
  if (!parsed.success) return refuse('not a gateway form post');

  let response: PaymentResponse;
  try {
    response = gateway.decryptResponse(parsed.data.encResp);
  } catch (err) {
    if (err instanceof RepeatedKeyError) return refuse('a key is repeated', { key: err.key });
    if (!(err instanceof CipherError)) throw err;
    return refuse('encResp does not decrypt', { reason: err.message });
  }
  const about = { orderId: response.orderId, orderStatus: response.orderStatus };
  if (orderNo !== undefined && orderNo !== response.orderId) {
    return refuse('orderNo is not the response order_id', about);
  }
  const attempt = response.orderId ? await findAttemptByOrderId(db, response.orderId) : undefined;
  if (!attempt) return refuse('no payment attempt has this order_id', about);
  const found = { ...about, orderNo: attempt.orderId };
  const status = statusOfResponse(response.orderStatus);
  const mismatch = mismatchOf(attempt, response, status);
  if (mismatch) {
    log.error({ ...found, ...mismatch }, 'payment callback refused: does not match the attempt');
    return { status: 'Failure', orderId: attempt.orderId };
  }
  let outcome: PaymentOutcome | null = {
    status,
    trackingId: response.trackingId,
    bankRefNo: response.bankRefNo,
    paymentMode: response.paymentMode,
    message: response.message,
  };
  if (status === 'Success' && attempt.status !== 'Success') {
    outcome = await confirmedSuccess(gateway, attempt, outcome, log);
    if (!outcome) return { status: 'Pending', orderId: attempt.orderId };
  }
  const settled = await settlePayment(db, { attempt, outcome, now, log, jobs });
  return {
    status: settled.attempt.status,
    orderId: attempt.orderId,
    refused: settled.attempt.orderRefused,
  };
}

/** Why a response cannot be about this attempt, or null when it can. */
function mismatchOf(
  attempt: AttemptRow,
  response: PaymentResponse,
  status: FinalStatus,
): object | null {
  const currencyOk =
    response.currency === attempt.currency || (response.currency === null && status !== 'Success');
  if (!currencyOk) return { currency: response.currency, expected: attempt.currency };
  if (status === 'Success' && response.amountPaise !== attempt.amountPaise) {
    return { amountPaise: response.amountPaise, expected: attempt.amountPaise };
  }
  return null;
}

/**
 * GET /api/payments/ccAvenue/status/:orderId for the attempt's owner (anyone else: not found).
 * A Pending attempt asks the gateway's status API first and is settled when it is final. A
 * payment whose order was refused answers Failure with why, so a draft left on the shopper's
 * device is given up with that sentence shown.
 */
export async function paymentStatusOf(
  db: Db,
  gateway: CardGateway | null,
  input: { userId: string; orderId: string; now: Date; log: PaymentLog; jobs: PaymentJobs },
): Promise<PaymentStatusResponse> {
  const attempt = await findAttemptByOrderId(db, input.orderId);
  if (!attempt || attempt.userId !== input.userId) throw notFound(PAYMENT_NOT_FOUND);
  const { jobs, log, now } = input;
  const current = await checkWithGateway(db, { gateway, jobs, log }, attempt, now);
  if (current.orderRefused !== null) {
    return { status: 'Failure', message: refusedOrderMessage(current.orderRefused) };
  }
  return { status: current.status };
}
