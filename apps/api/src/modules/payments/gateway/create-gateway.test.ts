import { describe, expect, it, vi } from 'vitest';
import { captureLog } from '../../../../test/log-capture';
import { CipherError, decrypt, encrypt } from './cipher';
import {
  createCardGateway,
  httpsTransport,
  statusOfGatewayWord,
  type GatewayTransport,
} from './create-gateway';
import { decodeParams, encodeParams, requestText } from './protocol';

/**
 * The gateway client on its own: what it sends on the wire and how it reads the answers, with
 * a transport that records the form and answers as the test says. simulator.test.ts drives the
 * same client against the stand-in.
 */

const credentials = {
  mode: 'test' as const,
  merchantId: '2871234',
  accessCode: 'AVAB12CD34EF56GH78',
  workingKey: '0123456789ABCDEF0123456789ABCDEF',
};
const KEY = credentials.workingKey;

function gatewayWith(answer: (body: Record<string, unknown>, form: URLSearchParams) => string) {
  const forms: URLSearchParams[] = [];
  const log = { warn: vi.fn(), error: vi.fn() };
  const transport: GatewayTransport = async (form) => {
    forms.push(form);
    return answer(JSON.parse(decrypt(form.get('enc_request') ?? '', KEY)), form);
  };
  const gateway = createCardGateway({ mode: 'test', credentials, transport, log });
  return { gateway, forms, log };
}

/** The gateway's successful answer: the JSON encrypted with the working key. */
const answered = (json: object) =>
  encodeParams({ status: '0', enc_response: encrypt(JSON.stringify(json), KEY) });

const request = {
  orderId: 'ORD-1795000000000-1a2b3c4d',
  amountPaise: 25050,
  redirectUrl: 'https://shop.example/api/payments/ccAvenue/callback/web',
  cancelUrl: 'https://shop.example/api/payments/ccAvenue/callback/web',
  billingName: 'Asha Rao',
  billingTel: '9810000001',
};

describe('the card gateway client', () => {
  it('posts the browser to CCAvenue’s page or to the stand-in under the shop’s origin', () => {
    const make = (mode: 'simulator' | 'test' | 'live') =>
      createCardGateway({
        mode,
        credentials: { ...credentials, mode },
        transport: async () => '',
        log: { warn: vi.fn(), error: vi.fn() },
      });
    expect(make('simulator').paymentUrl('http://localhost:3000')).toBe(
      'http://localhost:3000/api/payments/ccAvenue/simulator/transaction?command=initiateTransaction',
    );
    expect(make('test').paymentUrl('https://shop.example')).toBe(
      'https://test.ccavenue.com/transaction/transaction.do?command=initiateTransaction',
    );
    expect(make('live').paymentUrl('https://shop.example')).toBe(
      'https://secure.ccavenue.com/transaction/transaction.do?command=initiateTransaction',
    );
    expect(make('live').accessCode).toBe(credentials.accessCode);
  });

  it('encrypts the payment request with the merchant id and a 2-decimal amount', () => {
    const { gateway } = gatewayWith(() => '');
    const text = decrypt(gateway.encryptRequest(request), KEY);
    expect(text).toBe(requestText({ ...request, merchantId: credentials.merchantId }));
    expect(decodeParams(text)).toEqual({
      merchant_id: '2871234',
      order_id: request.orderId,
      currency: 'INR',
      amount: '250.50',
      redirect_url: request.redirectUrl,
      cancel_url: request.cancelUrl,
      language: 'EN',
      billing_name: 'Asha Rao',
      billing_tel: '9810000001',
    });
  });

  it('reads a response by key and refuses one that is not encrypted with its key', () => {
    const { gateway } = gatewayWith(() => '');
    const text =
      'amount=250.50&order_status=Success&tracking_id=310007546821&order_id=ORD-1' +
      '&bank_ref_no=null&currency=INR&payment_mode=Credit%20Card&status_message=Approved';
    expect(gateway.decryptResponse(encrypt(text, KEY))).toEqual({
      orderId: 'ORD-1',
      trackingId: '310007546821',
      bankRefNo: null,
      orderStatus: 'Success',
      paymentMode: 'Credit Card',
      message: 'Approved',
      currency: 'INR',
      amountPaise: 25050,
    });
    expect(() => gateway.decryptResponse(encrypt(text, 'another key'))).toThrow(CipherError);
    expect(() => gateway.decryptResponse('not hex')).toThrow(CipherError);
  });

  it('asks the status API with the gateway’s form and reads its answer', async () => {
    const { gateway, forms } = gatewayWith((body) =>
      answered({
        status: 0,
        order_no: body.order_no,
        order_status: 'Shipped',
        reference_no: '310007546821',
        order_bank_ref_no: '1234567890',
        order_amt: 250.5,
        order_currncy: 'INR',
        order_option_type: 'OPTCRDC',
        order_card_name: 'Visa',
      }),
    );
    expect(await gateway.orderStatus(request.orderId)).toEqual({
      status: 'Success',
      gatewayStatus: 'Shipped',
      trackingId: '310007546821',
      bankRefNo: '1234567890',
      paymentMode: 'OPTCRDC',
      amountPaise: 25050,
    });
    const form = forms[0]!;
    expect([...form.keys()].sort()).toEqual([
      'access_code',
      'command',
      'enc_request',
      'request_type',
      'response_type',
      'version',
    ]);
    expect(Object.fromEntries(form)).toMatchObject({
      access_code: credentials.accessCode,
      command: 'orderStatusTracker',
      request_type: 'JSON',
      response_type: 'JSON',
      version: '1.2',
    });
    expect(JSON.parse(decrypt(form.get('enc_request')!, KEY))).toEqual({
      order_no: request.orderId,
    });
  });

  it('answers null, and logs, when the status API cannot say', async () => {
    const unknown = gatewayWith(() =>
      answered({ status: 1, error_desc: 'No records found', error_code: '51313' }),
    );
    expect(await unknown.gateway.orderStatus('ORD-X')).toBeNull();
    expect(unknown.log.warn).toHaveBeenCalledOnce();

    for (const answer of [
      () => 'status=1&enc_response=Access_code: Invalid Parameter',
      () => 'status=0&enc_response=zz',
      () => {
        throw new Error('network down');
      },
    ]) {
      const broken = gatewayWith(answer);
      expect(await broken.gateway.orderStatus('ORD-X')).toBeNull();
      expect(broken.log.error).toHaveBeenCalledOnce();
    }
  });

  it('asks for a refund with the reference, the amount and the refund reference', async () => {
    const { gateway, forms } = gatewayWith(() =>
      answered({ Refund_Order_Result: { refund_status: 0, reason: '', error_code: '' } }),
    );
    expect(
      await gateway.refund({ trackingId: '310007546821', amountPaise: 25050, refundRef: 'RF-9' }),
    ).toEqual({ ok: true, message: null });
    expect(forms[0]!.get('command')).toBe('refundOrder');
    expect(JSON.parse(decrypt(forms[0]!.get('enc_request')!, KEY))).toEqual({
      reference_no: '310007546821',
      refund_amount: '250.50',
      refund_ref_no: 'RF-9',
    });
  });

  it('tells a refused refund from one that could not be asked', async () => {
    const refused = gatewayWith(() =>
      answered({
        Refund_Order_Result: { refund_status: 1, reason: 'Too much', error_code: '51420' },
      }),
    );
    const ask = { trackingId: '1', amountPaise: 100, refundRef: 'R' };
    expect(await refused.gateway.refund(ask)).toEqual({ ok: false, message: 'Too much' });

    const down = gatewayWith(() => 'status=1&enc_response=Access_code: Invalid Parameter');
    await expect(down.gateway.refund(ask)).rejects.toThrow('Invalid Parameter');
  });

  it('maps the status API’s words onto the shop’s four', () => {
    const cases: [string, string][] = [
      ['Successful', 'Success'],
      ['Shipped', 'Success'],
      ['Refunded', 'Success'],
      [' successful ', 'Success'],
      ['Aborted', 'Aborted'],
      ['Auto-Cancelled', 'Aborted'],
      ['Initiated', 'Pending'],
      ['Awaited', 'Pending'],
      ['Unsuccessful', 'Failure'],
      ['Timeout', 'Failure'],
      ['Fraud', 'Failure'],
      ['', 'Failure'],
    ];
    for (const [word, status] of cases) expect(statusOfGatewayWord(word), word).toBe(status);
  });
});

describe('a failing gateway API, in the log', () => {
  /** The real HTTPS transport over a stand-in `fetch` that fails as told. */
  function failingGateway(fail: () => Promise<Response>) {
    const { log, lines } = captureLog();
    const urls: string[] = [];
    const fakeFetch = async (url: string | URL | Request) => {
      urls.push(String(url));
      return fail();
    };
    const gateway = createCardGateway({
      mode: 'test',
      credentials,
      transport: httpsTransport('test', { timeoutMs: 2000, fetch: fakeFetch as typeof fetch }),
      log,
    });
    return { gateway, lines, urls };
  }
  const secretsIn = (lines: object[]) => {
    const text = JSON.stringify(lines);
    return [credentials.workingKey, credentials.accessCode].filter((s) => text.includes(s));
  };

  it('names the provider, the operation and the HTTP status of an error answer', async () => {
    const { gateway, lines, urls } = failingGateway(async () => new Response('', { status: 502 }));
    expect(await gateway.orderStatus('ORD-502')).toBeNull();
    expect(urls).toEqual(['https://apitest.ccavenue.com/apis/servlet/DoWebTrans']);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'gateway status call failed',
        provider: 'ccavenue',
        operation: 'orderStatusTracker',
        status: 502,
        orderId: 'ORD-502',
        err: expect.objectContaining({
          type: 'ProviderError',
          message: 'ccavenue orderStatusTracker: gateway API answered HTTP 502',
        }),
      }),
    ]);
    expect(secretsIn(lines)).toEqual([]);
  });

  it('carries the network error and its cause when the gateway cannot be reached', async () => {
    const { gateway, lines } = failingGateway(async () => {
      const socket = Object.assign(new Error('connect ECONNREFUSED 203.0.113.5:443'), {
        code: 'ECONNREFUSED',
      });
      throw new TypeError('fetch failed', { cause: socket });
    });
    await expect(
      gateway.refund({ trackingId: '3100', amountPaise: 100, refundRef: 'RF-1' }),
    ).rejects.toMatchObject({ provider: 'ccavenue', operation: 'refundOrder' });
    expect(await gateway.orderStatus('ORD-DOWN')).toBeNull();
    expect(lines[0]).toMatchObject({
      provider: 'ccavenue',
      operation: 'orderStatusTracker',
      network: 'ECONNREFUSED',
      err: {
        message:
          'ccavenue orderStatusTracker: could not be reached: fetch failed: connect ECONNREFUSED 203.0.113.5:443',
        stack: expect.stringContaining('caused by: TypeError: fetch failed'),
      },
    });
    expect(lines[0]).not.toHaveProperty('status');
    expect(secretsIn(lines)).toEqual([]);
  });

  it('names the operation the gateway refused, with its reason', async () => {
    const { gateway, lines } = failingGateway(
      async () => new Response('status=1&enc_response=Access_code: Invalid Parameter'),
    );
    expect(await gateway.orderStatus('ORD-R')).toBeNull();
    expect(lines[0]).toMatchObject({
      provider: 'ccavenue',
      operation: 'orderStatusTracker',
      err: { message: expect.stringContaining('Invalid Parameter') },
    });
    expect(lines[0]).not.toHaveProperty('network');
  });
});
