import { describe, expect, it } from 'vitest';
import { toPaise, toRupees } from '@grofresh/contracts';
import { createTestShop, RecordingSender, signInAs, TestClock } from '../../../test/harness';
import { payAtSimulator } from '../../../test/gateway-kit';
import { paymentKit } from '../../../test/payment-kit';
import { decrypt } from '../../modules/payments/gateway/cipher';
import { decodeParams } from '../../modules/payments/gateway/protocol';

// Monday 11:00 in Bengaluru.
const clock = new TestClock('2026-11-23T11:00:00+05:30');
const sender = new RecordingSender();
const shop = await createTestShop({ clock, sms: sender });
const { app, config } = shop;
const pay = await paymentKit(shop, sender, 9510000000);
const offSender = new RecordingSender();
const off = await createTestShop({ clock, sms: offSender, env: { CCAVENUE_MODE: 'off' } });

const pendingRedeemed = async (who: { headers: object }) =>
  (
    await app.inject({
      method: 'GET',
      url: '/api/orders/check-pending-redeemed',
      headers: who.headers as Record<string, string>,
    })
  ).json();

describe('online payment options', () => {
  it('offers the stand-in where NODE_ENV asks for it (test, as development), and the app deep link', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/payments/options' });
    expect(res.json()).toEqual({
      online: true,
      mode: 'simulator',
      appDeepLink: 'grofresh://payment-status',
    });
  });
});

describe('starting an online payment', () => {
  it('answers the encrypted request of the gateway protocol for the server-priced amount', async () => {
    const asha = await pay.shopper();
    const body = await pay.body(asha);
    const answer = await pay.started(asha, body);
    expect(answer.accessCode).toBe(config.ccavenue.accessCode);
    expect(answer.ccavenueUrl).toBe(
      'http://localhost:80/api/payments/ccAvenue/simulator/transaction?command=initiateTransaction',
    );
    const request = decodeParams(decrypt(answer.encRequest, config.ccavenue.workingKey));
    expect(request).toEqual({
      merchant_id: config.ccavenue.merchantId,
      order_id: body.orderId,
      currency: 'INR',
      amount: toRupees(pay.kit.unit * 2).toFixed(2),
      redirect_url: 'http://localhost:80/api/payments/ccAvenue/callback/web',
      cancel_url: 'http://localhost:80/api/payments/ccAvenue/callback/web',
      language: 'EN',
      billing_name: 'Asha Rao',
      // The address has no number of its own: the shopper's.
      billing_tel: asha.phone,
    });
    const attempt = await pay.attemptOf(body.orderId);
    expect(attempt).toMatchObject({
      status: 'Pending',
      userId: asha.userId,
      amountPaise: pay.kit.unit * 2,
      client: 'web',
    });
    expect(await pay.ordersNumbered(body.orderId)).toEqual([]);
  });

  it('prices exactly as orders/create: the same refusal for a stale total, the same lines and figures', async () => {
    const bala = await pay.shopper();
    const stale = { ...(await pay.body(bala)), totalAmount: 1, amount: 1 };
    const refused = await pay.initiate(bala, stale);
    expect(refused.statusCode).toBe(409);
    const viaOrders = await pay.placeOrder(bala, { ...stale, paymentMethod: 'COD' });
    expect(viaOrders.statusCode).toBe(409);
    // The same body, each with its own request's id.
    expect({ ...refused.json(), requestId: null }).toEqual({
      ...viaOrders.json(),
      requestId: null,
    });
    expect(refused.json().code).toBe('PRICE_CHANGED');

    // The amount shown on the payment button must be the server's too.
    const body = await pay.body(bala);
    const wrongAmount = await pay.initiate(bala, { ...body, amount: body.amount + 1 });
    expect(wrongAmount.json()).toMatchObject({
      code: 'PRICE_CHANGED',
      details: { totalAmount: body.totalAmount },
    });
    expect(await pay.attemptOf(body.orderId)).toBeUndefined();

    const { form } = await pay.atGateway(bala, body, 'pay');
    expect((await pay.callback(form)).statusCode).toBe(303);
    const paid = (await pay.placeOrder(bala, body)).json().order;
    const cod = (
      await pay.placeOrder(bala, { ...body, orderId: pay.orderId(), paymentMethod: 'COD' })
    ).json().order;
    for (const key of ['cartItems', 'subtotal', 'totalAmount', 'earnedCoins', 'address'] as const) {
      expect(paid[key]).toEqual(cod[key]);
    }
    expect(paid.paymentMethod).toBe('CCAVENUE');
  });

  it('answers a retried request again, holding the coins once', async () => {
    const chitra = await pay.shopper(30);
    const body = await pay.body(chitra, { coins: 10 });
    const answers = await Promise.all([
      pay.initiate(chitra, body),
      pay.initiate(chitra, body),
      pay.initiate(chitra, body),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((r) => r.json().encRequest)).size).toBe(1);
    expect(await pay.balance(chitra)).toBe(20);
    const held = (await pay.ledgerOf(chitra)).filter((t) => t.kind === 'REDEEMED');
    const attempt = (await pay.attemptOf(body.orderId))!;
    expect(held).toEqual([expect.objectContaining({ amount: -10, orderRef: attempt.orderRef })]);
    expect(attempt.amountPaise).toBe(toPaise(body.totalAmount));
    // Coins held by a payment under way cannot be spent again meanwhile.
    expect(await pendingRedeemed(chitra)).toEqual({
      hasPendingRedeemedOrder: false,
      redeemableCoins: 0,
    });
    const again = await pay.initiate(chitra, { ...(await pay.body(chitra, { coins: 5 })) });
    expect(again.statusCode).toBe(409);
    expect(await pay.balance(chitra)).toBe(20);
  });

  it('refuses an order number already used, by anyone, for anything', async () => {
    const dev = await pay.shopper();
    const eve = await pay.shopper();
    const body = await pay.body(dev);
    await pay.started(dev, body);
    const used = 'This order number was already used. Please try again.';
    const changed = await pay.initiate(dev, {
      ...body,
      ...(await pay.body(dev, { quantity: 3 })),
      orderId: body.orderId,
    });
    expect(changed.json()).toMatchObject({ code: 'CONFLICT', message: used });
    const other = await pay.initiate(eve, { ...(await pay.body(eve)), orderId: body.orderId });
    expect(other.json()).toMatchObject({ code: 'CONFLICT', message: used });
    const cod = await pay.placeOrder(dev, { ...body, paymentMethod: 'COD' });
    expect(cod.json()).toMatchObject({ code: 'CONFLICT', message: used });

    const placed = await pay.kit.place(dev);
    const onPlaced = await pay.initiate(dev, { ...body, orderId: placed.orderId });
    expect(onPlaced.json()).toMatchObject({ code: 'CONFLICT', message: used });

    // A payment that ended is not started again under the same number.
    const failed = await pay.body(dev);
    const { form } = await pay.atGateway(dev, failed, 'fail');
    await pay.callback(form);
    expect((await pay.initiate(dev, failed)).json()).toMatchObject({ code: 'CONFLICT' });
  });

  it('has nothing to pay when coins cover the order, which orders/create then places', async () => {
    // A quantity whose subtotal is whole rupees, so coins can cover all of it.
    const quantity = Array.from({ length: 99 }, (_, i) => i + 1).find(
      (q) => (pay.kit.unit * q) % 100 === 0,
    )!;
    const unitCoins = (pay.kit.unit * quantity) / 100;
    const farah = await pay.shopper(unitCoins);
    const body = await pay.body(farah, { quantity, coins: unitCoins });
    expect(body.totalAmount).toBe(0);
    const res = await pay.initiate(farah, { ...body, amount: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Nothing to pay online: place the order directly.');
    const placed = await pay.placeOrder(farah, body);
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order).toMatchObject({
      paymentMethod: 'CCAVENUE',
      totalAmount: 0,
      redeemedCoins: unitCoins,
    });
  });

  it('does not place an unpaid online order through orders/create', async () => {
    const gita = await pay.shopper();
    const notPaid = 'This order has not been paid yet. Please pay online to place it.';
    const never = await pay.placeOrder(gita, await pay.body(gita));
    expect(never.json()).toMatchObject({ code: 'CONFLICT', message: notPaid });
    const body = await pay.body(gita);
    await pay.started(gita, body);
    const pending = await pay.placeOrder(gita, body);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe(notPaid);
    expect(await pay.ordersNumbered(body.orderId)).toEqual([]);
  });

  it('needs a signed-in shopper', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/ccAvenue/web',
      payload: {},
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('card payments left open', () => {
  const tooMany =
    'You have 3 card payments still open. Finish one, or wait 30 minutes, before starting another.';

  it('allow three at once: the fourth is refused until one ends, a retried one is not new', async () => {
    const isha = await pay.shopper();
    const bodies = [await pay.body(isha), await pay.body(isha), await pay.body(isha)];
    const answers = [];
    for (const body of bodies) answers.push(await pay.started(isha, body));
    const fourth = await pay.body(isha);
    const refused = await pay.initiate(isha, fourth);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: tooMany });
    expect(refused.headers['retry-after']).toBe('1800');
    expect(await pay.attemptOf(fourth.orderId)).toBeUndefined();

    // The same request again (a lost answer) is the same attempt, not a fourth.
    const retried = await pay.initiate(isha, bodies[0]!);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().encRequest).toBe(answers[0]!.encRequest);

    // One ends (the card is declined): another may start.
    const form = await payAtSimulator(app, { ...answers[1]!, outcome: 'fail' });
    await pay.callback(form);
    expect((await pay.initiate(isha, fourth)).statusCode).toBe(200);
    expect((await pay.initiate(isha, await pay.body(isha))).statusCode).toBe(429);
  });

  it('cannot be passed by starting several at the same instant', async () => {
    const jay = await pay.shopper();
    const bodies = await Promise.all(Array.from({ length: 6 }, () => pay.body(jay)));
    const answers = await Promise.all(bodies.map((body) => pay.initiate(jay, body)));
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 429, 429, 429]);
    const stored = await Promise.all(bodies.map((body) => pay.attemptOf(body.orderId)));
    expect(stored.filter((attempt) => attempt?.status === 'Pending')).toHaveLength(3);
  });
});

describe('with online payment off', () => {
  it('says so, and refuses to start a payment', async () => {
    const options = await off.app.inject({ method: 'GET', url: '/api/payments/options' });
    expect(options.json()).toMatchObject({ online: false, mode: 'off' });
    const hari = await signInAs(off.app, offSender, '9519999999');
    const res = await off.app.inject({
      method: 'POST',
      url: '/api/payments/ccAvenue/web',
      headers: hari.headers,
      payload: {
        orderId: pay.orderId(),
        cartItems: [{ itemId: pay.kit.plain._id, quantity: 1 }],
        totalAmount: toRupees(pay.kit.unit),
        amount: toRupees(pay.kit.unit),
        deliveryType: 'PICK_UP',
        paymentMethod: 'CCAVENUE',
        estimatedTimePickUp: '2026-11-23T17:00:00+05:30',
        mobile_no: '9519999999',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'Online payment is not available. Please choose another way to pay.',
    );
  });
});
