import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openSimulatorPage, payAtSimulator } from '../../../test/gateway-kit';
import { createTestShop, TestClock } from '../../../test/harness';
import { gatewaySimulatorTransactions } from './simulator.table';
import { decrypt, encrypt } from '../../modules/payments/gateway/cipher';
import { createCardGateway } from '../../modules/payments/gateway/create-gateway';
import {
  decodeParams,
  encodeParams,
  requestText,
  type PaymentRequest,
} from '../../modules/payments/gateway/protocol';
import { simulatorTransport } from './simulator';

const clock = new TestClock('2026-11-23T11:00:00+05:30');
const { app, database, config } = await createTestShop({ clock });
const credentials = config.ccavenue;
const gateway = createCardGateway({
  mode: 'simulator',
  credentials,
  transport: simulatorTransport({ db: database.db, clock, credentials }),
  log: app.log,
});
const { accessCode } = credentials;

const SHOP = 'http://shop.test';
let sequence = 0;
const newOrderId = () => `ORD-1795000000000-${(sequence++).toString(16).padStart(8, '0')}`;

const paymentRequest = (overrides: Partial<Omit<PaymentRequest, 'merchantId'>> = {}) => ({
  orderId: newOrderId(),
  amountPaise: 123450,
  redirectUrl: `${SHOP}/api/payments/ccAvenue/callback/web`,
  cancelUrl: `${SHOP}/api/payments/ccAvenue/callback/web?cancelled=1`,
  billingName: 'Asha Rao',
  billingTel: '9810000001',
  ...overrides,
});

/** An encRequest the shop would make, and the request it says. */
const initiate = (overrides: Partial<Omit<PaymentRequest, 'merchantId'>> = {}) => {
  const request = paymentRequest(overrides);
  return { request, encRequest: gateway.encryptRequest(request) };
};

/** An encRequest built by hand from raw parameters (what a bad shop or a tamperer sends). */
const rawRequest = (params: Record<string, string | undefined>) =>
  encrypt(encodeParams(params), credentials.workingKey);

const goodParams = (orderId = newOrderId()) => ({
  merchant_id: credentials.merchantId,
  order_id: orderId,
  currency: 'INR',
  amount: '99.00',
  redirect_url: `${SHOP}/return`,
  cancel_url: `${SHOP}/cancel`,
  language: 'EN',
});

const postForm = (url: string, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

const PAGE = '/api/payments/ccAvenue/simulator/transaction?command=initiateTransaction';
const DECIDE = '/api/payments/ccAvenue/simulator/decide';
const API = '/api/payments/ccAvenue/simulator/apis/servlet/DoWebTrans';

const openPage = (encRequest: string, code = accessCode) =>
  postForm(PAGE, { encRequest, access_code: code, command: 'initiateTransaction' });

const booksOf = async (orderId: string) =>
  (
    await database.db
      .select()
      .from(gatewaySimulatorTransactions)
      .where(eq(gatewaySimulatorTransactions.orderId, orderId))
  )[0];

/** Pays (or fails, or cancels) an order at the page and returns its books' row. */
async function settled(outcome: 'pay' | 'fail' | 'cancel', amountPaise = 123450) {
  const { request, encRequest } = initiate({ amountPaise });
  await payAtSimulator(app, { encRequest, accessCode, outcome });
  return (await booksOf(request.orderId))!;
}

describe('the stand-in payment page', () => {
  it('shows the order from the shop’s encrypted request and records it as Initiated', async () => {
    const { request, encRequest } = initiate();
    const res = await openPage(encRequest);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const html = res.body;
    expect(html).toContain('<title>Payment gateway (simulator)</title>');
    expect(html).toContain('Development stand-in');
    expect(html).toContain(credentials.merchantId);
    expect(html).toContain(request.orderId);
    expect(html).toContain('₹1,234.50');
    expect(html).toContain('Asha Rao');
    expect(html).toContain('9810000001');
    expect(html).toContain('action="/api/payments/ccAvenue/simulator/decide"');
    expect(html).toContain(`name="encRequest" value="${encRequest}"`);
    expect(html).toContain(`name="access_code" value="${accessCode}"`);
    for (const [value, label] of [
      ['pay', 'Pay'],
      ['fail', 'Fail'],
      ['cancel', 'Cancel'],
    ]) {
      expect(html).toMatch(new RegExp(`name="outcome" value="${value}"[^>]*>${label}</button>`));
    }
    // A strict CSP: no inline script or style anywhere.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/<style|\sstyle=|\son[a-z]+=/);

    const row = await booksOf(request.orderId);
    expect(row).toMatchObject({ orderStatus: 'Initiated', amountPaise: 123450, refundedPaise: 0 });
    expect(row!.trackingId).toMatch(/^[1-9]\d{11}$/);
    expect(row!.bankRefNo).toMatch(/^\d+$/);

    // Opening it again (a reload) keeps the same transaction.
    expect((await openPage(encRequest)).statusCode).toBe(200);
    expect((await booksOf(request.orderId))!.trackingId).toBe(row!.trackingId);
  });

  it('leaves out the name and phone when the request has none', async () => {
    const { encRequest } = initiate({ billingName: undefined, billingTel: undefined });
    const html = await openSimulatorPage(app, { encRequest, accessCode });
    expect(html).not.toContain('<dt>Name</dt>');
    expect(html).not.toContain('<dt>Phone</dt>');
  });

  it('escapes every value it shows', async () => {
    const billingName = `<script>alert("x")</script> & O'Brien`;
    const redirectUrl = `${SHOP}/return?a=1&b="><script>alert(1)</script>`;
    // The shop cleans the names it sends (protocol.ts); the page must not rely on it.
    const raw = () =>
      rawRequest({ ...goodParams(), redirect_url: redirectUrl, billing_name: billingName });
    const encRequest = raw();
    const html = await openSimulatorPage(app, { encRequest, accessCode });
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; O&#39;Brien');

    const back = await postForm(DECIDE, { encRequest, access_code: accessCode, outcome: 'pay' });
    expect(back.body).not.toContain('<script>alert');
    expect(back.body).toContain(
      'action="http://shop.test/return?a=1&amp;b=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"',
    );
    const response = gateway.decryptResponse(
      /name="encResp" value="([0-9a-f]+)"/.exec(back.body)![1]!,
    );
    expect(response.orderStatus).toBe('Success');

    // The browser (and the kit) read the attribute back as the shop sent it.
    const returned = await payAtSimulator(app, { encRequest: raw(), accessCode, outcome: 'pay' });
    expect(returned.action).toBe(redirectUrl);
  });

  it('refuses a wrong access code, a request it cannot decrypt and a bad request', async () => {
    const booksBefore = await database.db.select().from(gatewaySimulatorTransactions);
    const refusals: [string, string, string?][] = [
      [initiate().encRequest, 'Invalid access code', 'AVXX00XX00XX00XXXX'],
      [initiate().encRequest, 'Invalid access code', ''],
      ['not-hex-at-all', 'Invalid encrypted request'],
      ['', 'Invalid encrypted request'],
      [
        encrypt(requestText({ ...paymentRequest(), merchantId: 'x' }), 'another key'),
        'Invalid encrypted request',
      ],
      [rawRequest({ ...goodParams(), merchant_id: 'SOMEONE-ELSE' }), 'Invalid merchant id'],
      [rawRequest({ ...goodParams(), order_id: '' }), 'Invalid order id'],
      [rawRequest({ ...goodParams(), order_id: 'X'.repeat(31) }), 'Invalid order id'],
      [rawRequest({ ...goodParams(), currency: 'USD' }), 'Invalid currency'],
      [rawRequest({ ...goodParams(), currency: undefined }), 'Invalid currency'],
      [rawRequest({ ...goodParams(), amount: '0.00' }), 'Invalid amount'],
      [rawRequest({ ...goodParams(), amount: '12.345' }), 'Invalid amount'],
      [rawRequest({ ...goodParams(), amount: 'ten' }), 'Invalid amount'],
      [
        rawRequest({ ...goodParams(), redirect_url: 'javascript:alert(1)' }),
        'Invalid redirect url',
      ],
      [rawRequest({ ...goodParams(), redirect_url: undefined }), 'Invalid redirect url'],
      [rawRequest({ ...goodParams(), cancel_url: 'data:text/html,hi' }), 'Invalid cancel url'],
    ];
    for (const [encRequest, message, code] of refusals) {
      const res = await openPage(encRequest, code ?? accessCode);
      expect(res.statusCode, message).toBe(400);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<h1>Error</h1>');
      expect(res.body).toContain(message);
    }
    const withoutCommand = await postForm('/api/payments/ccAvenue/simulator/transaction', {
      encRequest: initiate().encRequest,
      access_code: accessCode,
    });
    expect(withoutCommand.statusCode).toBe(400);
    expect(withoutCommand.body).toContain('Invalid command');

    // Nothing refused was written to the books.
    expect(await database.db.select().from(gatewaySimulatorTransactions)).toEqual(booksBefore);
  });

  it('accepts a request without a cancel_url and an amount without decimals', async () => {
    const params = { ...goodParams(), cancel_url: undefined, amount: '99' };
    const encRequest = rawRequest(params);
    const back = await payAtSimulator(app, { encRequest, accessCode, outcome: 'cancel' });
    expect(back.action).toBe(params.redirect_url);
    const response = decodeParams(decrypt(back.encResp, credentials.workingKey));
    expect(response.amount).toBe('99.00');
    expect(response.order_status).toBe('Aborted');
  });
});

describe('the response it posts back', () => {
  it('pays: Success with the order, the amount and the transaction, to redirect_url', async () => {
    const { request, encRequest } = initiate();
    clock.advance(60_000);
    const back = await payAtSimulator(app, { encRequest, accessCode, outcome: 'pay' });
    expect(back.action).toBe(request.redirectUrl);
    expect(back.orderNo).toBe(request.orderId);

    const row = (await booksOf(request.orderId))!;
    expect(row.orderStatus).toBe('Successful');
    expect(gateway.decryptResponse(back.encResp)).toEqual({
      orderId: request.orderId,
      trackingId: row.trackingId,
      bankRefNo: row.bankRefNo,
      orderStatus: 'Success',
      paymentMode: 'Credit Card',
      message: 'Transaction Successful',
      currency: 'INR',
      amountPaise: 123450,
    });
    const raw = decodeParams(decrypt(back.encResp, credentials.workingKey));
    expect(raw).toMatchObject({
      amount: '1234.50',
      card_name: 'Visa',
      billing_name: 'Asha Rao',
      billing_tel: '9810000001',
      trans_date: expect.stringMatching(/^23\/11\/2026 11:01:\d\d$/),
    });
  });

  it('answers a page that posts the response by itself, with a button as fallback', async () => {
    const { encRequest } = initiate();
    await openSimulatorPage(app, { encRequest, accessCode });
    const res = await postForm(DECIDE, { encRequest, access_code: accessCode, outcome: 'pay' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Returning to the shop…</title>');
    expect(res.body).toMatch(/<form id="return" method="post" action="[^"]+">/);
    expect(res.body).toContain('<button type="submit">Return to the shop</button>');
    expect(res.body).toContain(
      '<script src="/api/payments/ccAvenue/simulator/return.js"></script>',
    );
    expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(res.body).not.toMatch(/<style|\sstyle=|\son[a-z]+=/);

    const script = await app.inject({
      method: 'GET',
      url: '/api/payments/ccAvenue/simulator/return.js',
    });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(script.body).toContain("getElementById('return')");
    expect(script.body).toContain('submit');
    const style = await app.inject({
      method: 'GET',
      url: '/api/payments/ccAvenue/simulator/page.css',
    });
    expect(style.statusCode).toBe(200);
    expect(style.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('fails: Failure with the bank’s message, to redirect_url', async () => {
    const { request, encRequest } = initiate({ amountPaise: 5000 });
    const back = await payAtSimulator(app, { encRequest, accessCode, outcome: 'fail' });
    expect(back.action).toBe(request.redirectUrl);
    expect(gateway.decryptResponse(back.encResp)).toMatchObject({
      orderId: request.orderId,
      orderStatus: 'Failure',
      amountPaise: 5000,
      message: expect.stringContaining('declined'),
    });
    expect((await booksOf(request.orderId))!.orderStatus).toBe('Unsuccessful');
  });

  it('cancels: Aborted, to cancel_url', async () => {
    const { request, encRequest } = initiate({ amountPaise: 777 });
    const back = await payAtSimulator(app, { encRequest, accessCode, outcome: 'cancel' });
    expect(back.action).toBe(request.cancelUrl);
    expect(back.orderNo).toBe(request.orderId);
    expect(gateway.decryptResponse(back.encResp)).toMatchObject({
      orderId: request.orderId,
      orderStatus: 'Aborted',
      amountPaise: 777,
      paymentMode: null,
    });
    expect((await booksOf(request.orderId))!.orderStatus).toBe('Aborted');
  });

  it('decides once: a second decision or a new page for a decided order is refused', async () => {
    const { request, encRequest } = initiate();
    await payAtSimulator(app, { encRequest, accessCode, outcome: 'pay' });
    const again = await postForm(DECIDE, { encRequest, access_code: accessCode, outcome: 'fail' });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('This order has already been processed.');
    expect(again.body).not.toContain('encResp');
    await expect(
      payAtSimulator(app, { encRequest, accessCode, outcome: 'cancel' }),
    ).rejects.toThrow('This order has already been processed.');
    expect((await booksOf(request.orderId))!.orderStatus).toBe('Successful');

    // Two clicks at once: one decision.
    const other = initiate();
    await openSimulatorPage(app, { encRequest: other.encRequest, accessCode });
    const answers = await Promise.all(
      (['pay', 'fail', 'cancel', 'pay'] as const).map((outcome) =>
        postForm(DECIDE, { encRequest: other.encRequest, access_code: accessCode, outcome }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400]);
  });

  it('refuses a decision for a page never opened, a bad outcome and a bad access code', async () => {
    const { request, encRequest } = initiate();
    const unopened = await postForm(DECIDE, {
      encRequest,
      access_code: accessCode,
      outcome: 'pay',
    });
    expect(unopened.statusCode).toBe(400);
    expect(unopened.body).toContain('This order has not been initiated.');
    expect(await booksOf(request.orderId)).toBeUndefined();

    await openSimulatorPage(app, { encRequest, accessCode });
    for (const [fields, message] of [
      [{ encRequest, access_code: accessCode, outcome: 'refund' }, 'Invalid outcome'],
      [{ encRequest, access_code: accessCode }, 'Invalid outcome'],
      [{ encRequest, access_code: 'wrong', outcome: 'pay' }, 'Invalid access code'],
      [
        { encRequest: 'abcd', access_code: accessCode, outcome: 'pay' },
        'Invalid encrypted request',
      ],
    ] as const) {
      const res = await postForm(DECIDE, fields);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(message);
    }
    expect((await booksOf(request.orderId))!.orderStatus).toBe('Initiated');
  });
});

describe('the stand-in status API', () => {
  it('answers each outcome in the status API’s words, and null for an unknown order', async () => {
    expect(await gateway.orderStatus('ORD-NEVER-SEEN')).toBeNull();

    const { request, encRequest } = initiate({ amountPaise: 45000 });
    await openSimulatorPage(app, { encRequest, accessCode });
    const initiated = await booksOf(request.orderId);
    expect(await gateway.orderStatus(request.orderId)).toEqual({
      status: 'Pending',
      gatewayStatus: 'Initiated',
      trackingId: initiated!.trackingId,
      bankRefNo: null,
      paymentMode: null,
      amountPaise: 45000,
    });

    await payAtSimulator(app, { encRequest, accessCode, outcome: 'pay' });
    expect(await gateway.orderStatus(request.orderId)).toEqual({
      status: 'Success',
      gatewayStatus: 'Successful',
      trackingId: initiated!.trackingId,
      bankRefNo: initiated!.bankRefNo,
      paymentMode: 'OPTCRDC',
      amountPaise: 45000,
    });

    const failed = await settled('fail');
    expect(await gateway.orderStatus(failed.orderId)).toMatchObject({
      status: 'Failure',
      gatewayStatus: 'Unsuccessful',
    });
    const aborted = await settled('cancel');
    expect(await gateway.orderStatus(aborted.orderId)).toMatchObject({
      status: 'Aborted',
      gatewayStatus: 'Aborted',
      trackingId: aborted.trackingId,
    });
  });

  it('is reachable over HTTP with the gateway’s wire format', async () => {
    const paid = await settled('pay', 25000);
    const call = (fields: Record<string, string>) => postForm(API, fields);
    const form = (body: object, overrides: Record<string, string> = {}) => ({
      enc_request: encrypt(JSON.stringify(body), credentials.workingKey),
      access_code: accessCode,
      command: 'orderStatusTracker',
      request_type: 'JSON',
      response_type: 'JSON',
      version: '1.2',
      ...overrides,
    });

    const ok = await call(form({ order_no: paid.orderId }));
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('text/plain; charset=utf-8');
    const answer = decodeParams(ok.body);
    expect(answer.status).toBe('0');
    expect(JSON.parse(decrypt(answer.enc_response!, credentials.workingKey))).toMatchObject({
      status: 0,
      order_no: paid.orderId,
      order_status: 'Successful',
      reference_no: paid.trackingId,
      order_bank_ref_no: paid.bankRefNo,
      order_amt: 250,
      order_currncy: 'INR',
      order_option_type: 'OPTCRDC',
      order_card_name: 'Visa',
      order_date_time: expect.stringMatching(/^2026-11-23 \d\d:\d\d:\d\d\.\d{3}$/),
    });
    const byReference = decodeParams((await call(form({ reference_no: paid.trackingId }))).body);
    expect(JSON.parse(decrypt(byReference.enc_response!, credentials.workingKey)).order_no).toBe(
      paid.orderId,
    );

    const unknown = decodeParams((await call(form({ order_no: 'ORD-NONE' }))).body);
    expect(unknown.status).toBe('0');
    expect(JSON.parse(decrypt(unknown.enc_response!, credentials.workingKey))).toEqual({
      status: 1,
      error_desc: 'No records found',
      error_code: '51313',
    });

    for (const bad of [
      form({ order_no: paid.orderId }, { access_code: 'wrong' }),
      form({ order_no: paid.orderId }, { command: 'deleteEverything' }),
      form({ order_no: paid.orderId }, { command: 'constructor' }),
      form({ order_no: paid.orderId }, { request_type: 'XML' }),
      form({ order_no: paid.orderId }, { enc_request: 'garbage' }),
      form(
        { order_no: paid.orderId },
        { enc_request: encrypt('not json', credentials.workingKey) },
      ),
    ]) {
      const res = decodeParams((await call(bad)).body);
      expect(res.status).toBe('1');
      expect(res.enc_response).toMatch(/Invalid Parameter|only JSON/);
    }
  });
});

describe('the stand-in refund API', () => {
  it('refunds a paid order once per refund reference', async () => {
    const paid = await settled('pay', 50000);
    const refund = { trackingId: paid.trackingId, amountPaise: 50000, refundRef: 'RF-1' };
    expect(await gateway.refund(refund)).toEqual({ ok: true, message: null });
    expect(await gateway.refund(refund)).toEqual({ ok: true, message: null });
    const row = (await booksOf(paid.orderId))!;
    expect(row).toMatchObject({ orderStatus: 'Refunded', refundedPaise: 50000 });
    expect(row.refundRefs).toEqual(['RF-1']);
    expect(await gateway.orderStatus(paid.orderId)).toMatchObject({
      status: 'Success',
      gatewayStatus: 'Refunded',
    });
    // Nothing is left to give back under another reference.
    expect(await gateway.refund({ ...refund, amountPaise: 1, refundRef: 'RF-2' })).toMatchObject({
      ok: false,
    });
    expect((await booksOf(paid.orderId))!.refundedPaise).toBe(50000);
  });

  it('gives back parts up to what was paid and refuses more', async () => {
    const paid = await settled('pay', 10000);
    const part = (amountPaise: number, refundRef: string) =>
      gateway.refund({ trackingId: paid.trackingId, amountPaise, refundRef });
    expect(await part(10001, 'P-0')).toEqual({
      ok: false,
      message: 'Refund amount is greater than the refundable amount',
    });
    expect((await part(4000, 'P-1')).ok).toBe(true);
    expect((await booksOf(paid.orderId))!).toMatchObject({
      orderStatus: 'Successful',
      refundedPaise: 4000,
    });
    expect((await part(6001, 'P-2')).ok).toBe(false);
    expect((await part(6000, 'P-3')).ok).toBe(true);
    expect((await booksOf(paid.orderId))!).toMatchObject({
      orderStatus: 'Refunded',
      refundedPaise: 10000,
      refundRefs: ['P-1', 'P-3'],
    });
  });

  it('refuses an unpaid order and an unknown reference', async () => {
    for (const outcome of ['fail', 'cancel'] as const) {
      const row = await settled(outcome, 3000);
      const answer = await gateway.refund({
        trackingId: row.trackingId,
        amountPaise: 3000,
        refundRef: `U-${outcome}`,
      });
      expect(answer).toEqual({ ok: false, message: 'Order is not in a refundable state' });
      expect((await booksOf(row.orderId))!.refundedPaise).toBe(0);
    }
    const { request, encRequest } = initiate();
    await openSimulatorPage(app, { encRequest, accessCode });
    const initiated = (await booksOf(request.orderId))!;
    expect(
      (await gateway.refund({ trackingId: initiated.trackingId, amountPaise: 1, refundRef: 'U-i' }))
        .ok,
    ).toBe(false);
    expect(
      await gateway.refund({ trackingId: '999999999999', amountPaise: 100, refundRef: 'U-x' }),
    ).toEqual({ ok: false, message: 'No records found' });
  });

  it('cannot be raced into refunding more than was paid', async () => {
    for (let round = 0; round < 3; round++) {
      const paid = await settled('pay', 10000);
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          gateway.refund({
            trackingId: paid.trackingId,
            amountPaise: 6000,
            refundRef: `R-${round}-${i}`,
          }),
        ),
      );
      expect(answers.filter((a) => a.ok)).toHaveLength(1);
      expect((await booksOf(paid.orderId))!.refundedPaise).toBe(6000);
    }

    // The same reference sent twice at once refunds once.
    const other = await settled('pay', 10000);
    const same = await Promise.all(
      Array.from({ length: 4 }, () =>
        gateway.refund({ trackingId: other.trackingId, amountPaise: 2500, refundRef: 'SAME' }),
      ),
    );
    expect(same.every((a) => a.ok)).toBe(true);
    expect((await booksOf(other.orderId))!).toMatchObject({
      refundedPaise: 2500,
      refundRefs: ['SAME'],
    });
  });
});

describe('the stand-in in the API docs', () => {
  it('lists its calls', async () => {
    const docs = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/payments/ccAvenue/simulator/transaction',
        '/api/payments/ccAvenue/simulator/decide',
        '/api/payments/ccAvenue/simulator/apis/servlet/DoWebTrans',
      ]),
    );
  });
});
