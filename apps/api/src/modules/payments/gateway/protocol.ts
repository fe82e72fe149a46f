import { toPaise, toRupees } from '@grofresh/contracts';

/**
 * CCAvenue's non-seamless integration, the parts both sides share: the request the shop
 * encrypts for the payment page, and the response the gateway posts back (`encResp`), both as
 * `key=value&key=value` with url-encoded values.
 */

export function encodeParams(params: Record<string, string | undefined>): string {
  return Object.entries(params)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
}

/** A gateway text that names one key twice: which of the two is meant cannot be known. */
export class RepeatedKeyError extends Error {
  constructor(readonly key: string) {
    super(`the key ${key} is repeated`);
    this.name = 'RepeatedKeyError';
  }
}

/**
 * Parses by key, whatever the order; a value that is not valid url-encoding is kept as sent.
 * A key given twice throws RepeatedKeyError: a value the shopper typed that the gateway echoes
 * unencoded (`x&order_status=Success` as a name) must not be able to add a key of its own.
 */
export function decodeParams(text: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const pair of text.split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    const key = (at < 0 ? pair : pair.slice(0, at)).trim();
    const raw = at < 0 ? '' : pair.slice(at + 1);
    let value = raw;
    try {
      value = decodeURIComponent(raw.replace(/\+/g, ' '));
    } catch {
      // The gateway sometimes sends a bare '%' in a message: keep the text as it came.
    }
    if (Object.hasOwn(params, key)) throw new RepeatedKeyError(key);
    params[key] = value;
  }
  return params;
}

/** Rupees with exactly 2 decimals, as the gateway wants amounts: 25000 paise → "250.00". */
export const gatewayAmount = (paise: number): string => toRupees(paise).toFixed(2);

/** "250.00" → 25000; null for anything that is not an amount. */
export function paiseOfGatewayAmount(text: string | undefined): number | null {
  if (!text || !/^\d+(\.\d{1,2})?$/.test(text.trim())) return null;
  return toPaise(Number(text.trim()));
}

export interface PaymentRequest {
  merchantId: string;
  orderId: string;
  amountPaise: number;
  redirectUrl: string;
  cancelUrl: string;
  billingName?: string;
  billingTel?: string;
}

/** The longest billing name sent: the shop's own cap, well inside the gateway's field. */
export const BILLING_NAME_MAX = 60;

/**
 * The billing name as the gateway is sent it: letters of any script (with their marks, which
 * Indian scripts write vowels with), digits, spaces and . , ' - only, at most 60 characters;
 * undefined when nothing is left. The gateway echoes it back in its response, so nothing in
 * it may read as the response's own syntax.
 */
export function billingNameOf(name: string | undefined): string | undefined {
  const kept = (name ?? '')
    .replace(/[^\p{L}\p{M}\p{Nd} .,'-]/gu, ' ')
    .replace(/ +/g, ' ')
    .trim();
  const cut = Array.from(kept).slice(0, BILLING_NAME_MAX).join('').trim();
  return cut === '' ? undefined : cut;
}

/** The billing number as digits only; undefined when it has none. */
export function billingTelOf(phone: string | undefined): string | undefined {
  const digits = (phone ?? '').replace(/[^0-9]/g, '');
  return digits === '' ? undefined : digits;
}

/** The plain text of `encRequest`. */
export const requestText = (r: PaymentRequest): string =>
  encodeParams({
    merchant_id: r.merchantId,
    order_id: r.orderId,
    currency: 'INR',
    amount: gatewayAmount(r.amountPaise),
    redirect_url: r.redirectUrl,
    cancel_url: r.cancelUrl,
    language: 'EN',
    billing_name: billingNameOf(r.billingName),
    billing_tel: billingTelOf(r.billingTel),
  });

/** The gateway's outcome words in `order_status` of the payment response. */
export type ResponseStatus = 'Success' | 'Failure' | 'Aborted' | 'Invalid' | 'Timeout';

export interface PaymentResponse {
  orderId: string;
  trackingId: string | null;
  bankRefNo: string | null;
  orderStatus: string;
  paymentMode: string | null;
  /** status_message, or failure_message when there is one. */
  message: string | null;
  currency: string | null;
  /** null when the gateway sent no readable amount. */
  amountPaise: number | null;
}

const nonEmpty = (v: string | undefined) => (v && v.trim() !== '' && v !== 'null' ? v : null);

/** The decrypted `encResp`, by key. */
export function parseResponse(text: string): PaymentResponse {
  const p = decodeParams(text);
  return {
    orderId: p.order_id ?? '',
    trackingId: nonEmpty(p.tracking_id),
    bankRefNo: nonEmpty(p.bank_ref_no),
    orderStatus: p.order_status ?? '',
    paymentMode: nonEmpty(p.payment_mode),
    message: nonEmpty(p.failure_message) ?? nonEmpty(p.status_message),
    currency: nonEmpty(p.currency),
    amountPaise: paiseOfGatewayAmount(p.amount),
  };
}
