import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import { ProviderError, providerFailure, redactedChain } from '../../../lib/provider-error';
import { decrypt, encrypt } from './cipher';
import type { CardGateway, GatewayOrderStatus, GatewayRefundResult } from './gateway';
import {
  decodeParams,
  gatewayAmount,
  paiseOfGatewayAmount,
  parseResponse,
  requestText,
} from './protocol';

/**
 * How the status and refund APIs are reached: a form post (`enc_request`, `access_code`,
 * `command`, `request_type`, `response_type`, `version`) answered with the gateway's
 * `status=0&enc_response=…` text. Over HTTPS for CCAvenue; in-process for the stand-in.
 */
export type GatewayTransport = (form: URLSearchParams) => Promise<string>;

const hosts = {
  test: { page: 'https://test.ccavenue.com', api: 'https://apitest.ccavenue.com' },
  live: { page: 'https://secure.ccavenue.com', api: 'https://api.ccavenue.com' },
} as const;

/** Where the shopper's browser posts the payment form (the web app's CSP form-action). */
export const gatewayPageOrigin = (mode: 'test' | 'live', pageUrl?: string): string =>
  new URL(pageUrl ?? hosts[mode].page).origin;

/** How the card gateway is named in the log. */
const GATEWAY = 'ccavenue';

/** Where the stand-in's payment page is served, under the shop's own origin. */
export const SIMULATOR_PAGE_PATH = '/api/payments/ccAvenue/simulator/transaction';

export function httpsTransport(
  mode: 'test' | 'live',
  {
    timeoutMs = 15_000,
    fetch: doFetch = fetch,
    apiUrl = hosts[mode].api,
  }: {
    timeoutMs?: number;
    fetch?: typeof fetch;
    /** The mode's API host (no trailing slash), unless an operator's proxy stands for it. */
    apiUrl?: string;
  } = {},
): GatewayTransport {
  const url = `${apiUrl}/apis/servlet/DoWebTrans`;
  return async (form) => {
    const operation = form.get('command') ?? 'unknown';
    let res: Response;
    try {
      res = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (cause) {
      throw new ProviderError(
        { provider: GATEWAY, operation, reason: 'could not be reached' },
        { cause: redactedChain(cause, [form.get('access_code') ?? '']) },
      );
    }
    if (!res.ok) {
      throw new ProviderError({
        provider: GATEWAY,
        operation,
        status: res.status,
        reason: `gateway API answered HTTP ${res.status}`,
      });
    }
    return res.text();
  };
}

/** The status API's words (orderStatusTracker's order_status) in the shop's four. */
export function statusOfGatewayWord(word: string): GatewayOrderStatus['status'] {
  switch (word.trim().toLowerCase()) {
    case 'successful':
    case 'shipped':
    case 'success':
    case 'refunded': // paid, then given back: the payment itself did succeed
      return 'Success';
    case 'aborted':
    case 'auto-cancelled':
    case 'cancelled':
      return 'Aborted';
    case 'initiated':
    case 'awaited':
    case 'pending':
      return 'Pending';
    default:
      // Unsuccessful, Invalid, Fraud, Timeout, Auto-Reversed and anything new.
      return 'Failure';
  }
}

export function createCardGateway(options: {
  mode: 'simulator' | 'test' | 'live';
  credentials: Config['ccavenue'];
  transport: GatewayTransport;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}): CardGateway {
  const { mode, credentials, transport, log } = options;
  const key = credentials.workingKey;

  /** One call of the gateway's API: JSON in, JSON out, both encrypted. */
  async function callApi(command: string, body: object): Promise<Record<string, unknown>> {
    const form = new URLSearchParams({
      enc_request: encrypt(JSON.stringify(body), key),
      access_code: credentials.accessCode,
      command,
      request_type: 'JSON',
      response_type: 'JSON',
      version: '1.2',
    });
    const answer = decodeParams((await transport(form)).trim());
    if (answer.status !== '0') {
      // Refused before decryption: enc_response is the gateway's plain-text reason.
      throw new ProviderError({
        provider: GATEWAY,
        operation: command,
        reason: `gateway API refused ${command}: ${answer.enc_response ?? 'no reason'}`,
      });
    }
    return JSON.parse(decrypt(answer.enc_response ?? '', key)) as Record<string, unknown>;
  }

  const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null);

  return {
    mode,
    accessCode: credentials.accessCode,
    paymentUrl: (shopOrigin) =>
      mode === 'simulator'
        ? `${shopOrigin}${SIMULATOR_PAGE_PATH}?command=initiateTransaction`
        : `${credentials.pageUrl ?? hosts[mode].page}/transaction/transaction.do?command=initiateTransaction`,
    encryptRequest: (request) =>
      encrypt(requestText({ ...request, merchantId: credentials.merchantId }), key),
    decryptResponse: (encResp) => parseResponse(decrypt(encResp, key)),

    async orderStatus(orderId) {
      try {
        const r = await callApi('orderStatusTracker', { order_no: orderId });
        if (r.status !== undefined && String(r.status) !== '0') {
          log.warn({ orderId, reason: r.error_desc ?? r.error_code }, 'gateway status unknown');
          return null;
        }
        const word = text(r.order_status) ?? '';
        return {
          status: statusOfGatewayWord(word),
          gatewayStatus: word,
          trackingId: text(r.reference_no),
          bankRefNo: text(r.order_bank_ref_no),
          paymentMode: text(r.order_option_type) ?? text(r.order_card_name),
          amountPaise: paiseOfGatewayAmount(
            r.order_amt === undefined ? undefined : String(r.order_amt),
          ),
        };
      } catch (err) {
        const failure = providerFailure(err, {
          provider: GATEWAY,
          operation: 'orderStatusTracker',
        });
        log.error({ ...failure, orderId }, 'gateway status call failed');
        return null;
      }
    },

    async refund({ trackingId, amountPaise, refundRef }): Promise<GatewayRefundResult> {
      // A failed call throws, so the refund job tries again; a refusal is an answer.
      const r = await callApi('refundOrder', {
        reference_no: trackingId,
        refund_amount: gatewayAmount(amountPaise),
        refund_ref_no: refundRef,
      });
      const result = (r.Refund_Order_Result ?? r) as Record<string, unknown>;
      if (String(result.refund_status) === '0') return { ok: true, message: null };
      return { ok: false, message: text(result.reason) ?? 'The gateway refused the refund' };
    },
  };
}

/**
 * The card gateway CCAVENUE_MODE names, or null when online payment is off. In simulator mode
 * its API is the stand-in's (stand-ins/gateway), reached in-process through `simulator`.
 */
export function configuredGateway(
  credentials: Config['ccavenue'],
  { log, simulator }: { log: FastifyBaseLogger; simulator: () => GatewayTransport },
): CardGateway | null {
  const { mode } = credentials;
  if (mode === 'off') return null;
  const transport =
    mode === 'simulator' ? simulator() : httpsTransport(mode, { apiUrl: credentials.apiUrl });
  return createCardGateway({ mode, credentials, transport, log });
}
