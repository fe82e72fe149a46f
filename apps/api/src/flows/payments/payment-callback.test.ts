import { describe, expect, it } from 'vitest';
import { encrypt } from '../../modules/payments/gateway/cipher';
import { createTestShop, RecordingSender, TestClock } from '../../../test/harness';
import { openSimulatorPage, payAtSimulator } from '../../../test/gateway-kit';
import { paymentKit, type PaymentKit } from '../../../test/payment-kit';

// Monday 11:00 in Bengaluru.
const clock = new TestClock('2026-11-23T11:00:00+05:30');
const sender = new RecordingSender();
const shop = await createTestShop({ clock, sms: sender });
const { app } = shop;
const pay: PaymentKit = await paymentKit(shop, sender, 9520000000);

const back = (outcome: string, orderId: string) =>
  `/checkout?payment=${outcome}&orderId=${orderId}`;

const status = (who: { headers: object }, orderId: string) =>
  app.inject({
    method: 'GET',
    url: `/api/payments/ccAvenue/status/${orderId}`,
    headers: who.headers as Record<string, string>,
  });

describe('a successful payment', () => {
  it('creates the order once from the stored draft, however often the gateway says so', async () => {
    const asha = await pay.shopper(40);
    const body = await pay.body(asha, { coins: 15 });
    const { form } = await pay.atGateway(asha, body, 'pay');
    const first = await pay.callback(form);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe(back('success', body.orderId));
    const replay = await pay.callback(form);
    expect(replay.headers.location).toBe(back('success', body.orderId));

    const attempt = (await pay.attemptOf(body.orderId))!;
    expect(attempt).toMatchObject({
      status: 'Success',
      paymentMode: 'Credit Card',
      paidAt: clock.now(),
    });
    expect(attempt.trackingId).toMatch(/^\d{12}$/);
    expect(attempt.bankRefNo).toMatch(/^\d{10}$/);
    const rows = await pay.ordersNumbered(body.orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: attempt.orderRef,
      paymentMethod: 'CCAVENUE',
      redeemedCoins: 15,
      status: 'PENDING',
      fingerprint: attempt.fingerprint,
    });
    // The coins held at initiation are the order's redemption: taken once, never given back.
    expect(await pay.balance(asha)).toBe(25);
    expect((await pay.ledgerOf(asha)).map((t) => [t.kind, t.amount, t.orderRef])).toEqual(
      expect.arrayContaining([['REDEEMED', -15, attempt.orderRef]]),
    );
    expect(await pay.ledgerOf(asha)).toHaveLength(2);

    // The client's orders/create afterwards answers that same order.
    const placed = await pay.placeOrder(asha, body);
    expect(placed.statusCode).toBe(200);
    expect(placed.json().order).toMatchObject({ _id: attempt.orderRef, orderId: body.orderId });
    expect((await status(asha, body.orderId)).json()).toEqual({ status: 'Success' });
  });

  it('creates one order when two callbacks race', async () => {
    const bala = await pay.shopper();
    const body = await pay.body(bala);
    const { form } = await pay.atGateway(bala, body, 'pay');
    const results = await Promise.all([pay.callback(form), pay.callback(form), pay.callback(form)]);
    for (const res of results) expect(res.headers.location).toBe(back('success', body.orderId));
    expect(await pay.ordersNumbered(body.orderId)).toHaveLength(1);
  });

  it("creates one order when the callback races the client's orders/create, which answers it", async () => {
    for (let round = 0; round < 3; round++) {
      const chitra = await pay.shopper();
      const body = await pay.body(chitra);
      const { form } = await pay.atGateway(chitra, body, 'pay');
      const [callback, placed] = await Promise.all([
        pay.callback(form),
        pay.placeOrder(chitra, body),
      ]);
      expect(callback.headers.location).toBe(back('success', body.orderId));
      expect(placed.statusCode).toBe(200);
      const rows = await pay.ordersNumbered(body.orderId);
      expect(rows).toHaveLength(1);
      expect(placed.json().order._id).toBe(rows[0]!.id);
    }
  });

  it('places the order when the shopper closes the tab before coming back', async () => {
    const dev = await pay.shopper();
    const body = await pay.body(dev);
    await pay.atGateway(dev, body, 'pay'); // no callback ever comes
    expect(await pay.ordersNumbered(body.orderId)).toEqual([]);
    expect((await status(dev, body.orderId)).json()).toEqual({ status: 'Success' });
    expect(await pay.ordersNumbered(body.orderId)).toHaveLength(1);
  });

  it("sends the mobile app's browser to its bridge page", async () => {
    const eve = await pay.shopper();
    const body = { ...(await pay.body(eve)), client: 'app' };
    const { form, back: gateway } = await pay.atGateway(eve, body, 'pay');
    expect(gateway.action).toBe('http://localhost:80/api/payments/ccAvenue/callback/app');
    const res = await pay.callback(form, 'app');
    expect(res.headers.location).toBe(`/payment-redirect?status=success&orderId=${body.orderId}`);
  });
});

describe('callbacks that are not believed', () => {
  it('change nothing: wrong amount, order id or currency, tampered or foreign encryption', async () => {
    const farah = await pay.shopper(20);
    const body = await pay.body(farah, { coins: 5 });
    const answer = await pay.started(farah, body);
    await openSimulatorPage(app, answer);
    const attempt = (await pay.attemptOf(body.orderId))!;
    const ledger = await pay.ledgerOf(farah);
    const other = await pay.body(farah);
    await pay.started(farah, other);
    const right = { orderId: body.orderId, amountPaise: attempt.amountPaise };
    const good = pay.handMade(right);
    const flipped = good.encResp.slice(0, -1) + (good.encResp.endsWith('0') ? '1' : '0');

    const forms: Record<string, string>[] = [
      pay.handMade({ ...right, amountPaise: attempt.amountPaise - 100 }),
      pay.handMade({ ...right, amountPaise: attempt.amountPaise + 1 }),
      { ...good, orderNo: other.orderId },
      pay.handMade({ ...right, orderId: pay.orderId() }),
      pay.handMade({ ...right, currency: 'USD' }),
      pay.handMade({ ...right, currency: '' }),
      { ...good, encResp: flipped },
      { ...good, encResp: 'not-hex-at-all' },
      { ...good, encResp: encrypt('order_id=x&order_status=Success', 'another-working-key') },
      { orderNo: body.orderId },
    ];
    for (const form of forms) {
      const res = await pay.callback(form);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toMatch(/^\/checkout\?payment=failed&orderId=/);
    }
    expect(await pay.attemptOf(body.orderId)).toMatchObject({ status: 'Pending' });
    expect(await pay.attemptOf(other.orderId)).toMatchObject({ status: 'Pending' });
    expect(await pay.ordersNumbered(body.orderId)).toEqual([]);
    expect(await pay.ledgerOf(farah)).toEqual(ledger);

    // The genuine one still settles it, once the gateway's status API agrees it was paid.
    await payAtSimulator(app, { ...answer, outcome: 'pay' });
    expect((await pay.callback(good)).headers.location).toBe(back('success', body.orderId));
    expect(await pay.ordersNumbered(body.orderId)).toHaveLength(1);
  });
});

describe('payments that fail or are cancelled', () => {
  it.each([
    ['fail', 'failed', 'Failure'],
    ['cancel', 'aborted', 'Aborted'],
  ] as const)('give the held coins back once (%s)', async (outcome, returned, final) => {
    const gita = await pay.shopper(30);
    const body = await pay.body(gita, { coins: 12 });
    const { form } = await pay.atGateway(gita, body, outcome);
    expect(await pay.balance(gita)).toBe(18);
    for (let i = 0; i < 3; i++) {
      const res = await pay.callback(form);
      expect(res.headers.location).toBe(back(returned, body.orderId));
    }
    expect(await pay.balance(gita)).toBe(30);
    const returnedRows = (await pay.ledgerOf(gita)).filter((t) => t.kind === 'REFUND');
    expect(returnedRows).toEqual([
      expect.objectContaining({
        amount: 12,
        description: `Returned: online payment for order ${body.orderId} was not completed`,
      }),
    ]);
    const attempt = await pay.attemptOf(body.orderId);
    expect(attempt).toMatchObject({ status: final });
    expect(attempt!.coinsReleasedAt).not.toBeNull();
    expect(await pay.ordersNumbered(body.orderId)).toEqual([]);
    expect((await status(gita, body.orderId)).json()).toEqual({ status: final });
    // The coins may be spent again at once.
    const next = await pay.body(gita, { coins: 12 });
    expect((await pay.initiate(gita, next)).statusCode).toBe(200);
  });

  it('never turns a paid attempt into a failed one', async () => {
    const hari = await pay.shopper();
    const body = await pay.body(hari);
    const { form } = await pay.atGateway(hari, body, 'pay');
    await pay.callback(form);
    const attempt = (await pay.attemptOf(body.orderId))!;
    const late = pay.handMade({
      orderId: body.orderId,
      amountPaise: attempt.amountPaise,
      status: 'Failure',
    });
    expect((await pay.callback(late)).headers.location).toBe(back('success', body.orderId));
    expect(await pay.attemptOf(body.orderId)).toMatchObject({ status: 'Success' });
    expect(await pay.ordersNumbered(body.orderId)).toHaveLength(1);
  });
});

describe('the payment status', () => {
  it("is the owner's alone", async () => {
    const isha = await pay.shopper();
    const jay = await pay.shopper();
    const body = await pay.body(isha);
    const answer = await pay.started(isha, body);
    await openSimulatorPage(app, answer);
    expect((await status(isha, body.orderId)).json()).toEqual({ status: 'Pending' });
    const stranger = await status(jay, body.orderId);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('Payment not found');
    expect((await status(isha, pay.orderId())).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: `/api/payments/ccAvenue/status/${body.orderId}` }))
        .statusCode,
    ).toBe(401);
  });
});
