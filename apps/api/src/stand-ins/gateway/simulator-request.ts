import type { Config } from '../../config';
import { CipherError, decrypt } from '../../modules/payments/gateway/cipher';
import {
  decodeParams,
  encodeParams,
  gatewayAmount,
  paiseOfGatewayAmount,
  RepeatedKeyError,
} from '../../modules/payments/gateway/protocol';
import { transDate } from './simulator-api';
import type { SimulatorOutcome, SimulatorTransaction } from './simulator-books';

/**
 * The payment page's side of the protocol: the request (`encRequest`) checked as CCAvenue's
 * page checks it, and the response (`encResp`) it posts back after Pay, Fail or Cancel.
 */

/** The payment request (`encRequest`) once checked as the real page checks it. */
export interface PageRequest {
  merchantId: string;
  orderId: string;
  amountPaise: number;
  redirectUrl: string;
  cancelUrl: string;
  billingName: string | null;
  billingTel: string | null;
}

const isWebUrl = (text: string | undefined): text is string => {
  try {
    return !!text && ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

const filled = (text: string | undefined) => (text && text.trim() !== '' ? text.trim() : null);

/** Checks the form as CCAvenue's page does; a string is the error page's message. */
export function readRequest(
  credentials: Config['ccavenue'],
  form: Record<string, string>,
): PageRequest | string {
  if (form.access_code !== credentials.accessCode) return 'Invalid access code';
  let text: string;
  try {
    text = decrypt(form.encRequest ?? '', credentials.workingKey);
  } catch (err) {
    if (err instanceof CipherError) return 'Invalid encrypted request';
    throw err;
  }
  let p: Record<string, string>;
  try {
    p = decodeParams(text);
  } catch (err) {
    if (err instanceof RepeatedKeyError) return 'Invalid encrypted request';
    throw err;
  }
  if (p.merchant_id !== credentials.merchantId) return 'Invalid merchant id';
  const orderId = filled(p.order_id);
  if (!orderId || orderId.length > 30) return 'Invalid order id';
  if (p.currency !== 'INR') return 'Invalid currency';
  const amountPaise = paiseOfGatewayAmount(p.amount);
  if (amountPaise === null || amountPaise <= 0) return 'Invalid amount';
  if (!isWebUrl(p.redirect_url)) return 'Invalid redirect url';
  if (p.cancel_url && !isWebUrl(p.cancel_url)) return 'Invalid cancel url';
  return {
    merchantId: p.merchant_id,
    orderId,
    amountPaise,
    redirectUrl: p.redirect_url,
    cancelUrl: p.cancel_url || p.redirect_url,
    billingName: filled(p.billing_name),
    billingTel: filled(p.billing_tel),
  };
}

/** What the page's three buttons make of the response. */
const responseOf: Record<
  SimulatorOutcome,
  { orderStatus: string; failureMessage: string; statusCode: string; statusMessage: string }
> = {
  pay: {
    orderStatus: 'Success',
    failureMessage: '',
    statusCode: '0',
    statusMessage: 'Transaction Successful',
  },
  fail: {
    orderStatus: 'Failure',
    failureMessage: 'Transaction declined by the bank (simulator)',
    statusCode: '1',
    statusMessage: 'Transaction Declined',
  },
  cancel: {
    orderStatus: 'Aborted',
    failureMessage: '',
    statusCode: '',
    statusMessage: 'Transaction cancelled by the customer',
  },
};

/** The decrypted `encResp` the real gateway posts back, key by key. */
export function responseText(
  request: PageRequest,
  row: SimulatorTransaction,
  outcome: SimulatorOutcome,
  at: Date,
): string {
  const r = responseOf[outcome];
  const card = outcome !== 'cancel';
  return encodeParams({
    order_id: request.orderId,
    tracking_id: row.trackingId,
    bank_ref_no: card ? row.bankRefNo : '',
    order_status: r.orderStatus,
    failure_message: r.failureMessage,
    payment_mode: card ? 'Credit Card' : '',
    card_name: card ? 'Visa' : '',
    status_code: r.statusCode,
    status_message: r.statusMessage,
    currency: 'INR',
    amount: gatewayAmount(request.amountPaise),
    billing_name: request.billingName ?? '',
    billing_tel: request.billingTel ?? '',
    trans_date: transDate(at),
  });
}
