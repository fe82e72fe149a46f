import { describe, expect, it } from 'vitest';
import { createTestShop, RecordingSender, TestClock } from '../../../test/harness';
import { openSimulatorPage, payAtSimulator } from '../../../test/gateway-kit';
import { paymentKit, type PaymentKit } from '../../../test/payment-kit';
import { decrypt, encrypt } from '../../modules/payments/gateway/cipher';
import { decodeParams, gatewayAmount } from '../../modules/payments/gateway/protocol';

// Monday 11:00 in Bengaluru.
const clock = new TestClock('2026-11-23T11:00:00+05:30');
const sender = new RecordingSender();
const shop = await createTestShop({ clock, sms: sender });
const { app, config } = shop;
const pay: PaymentKit = await paymentKit(shop, sender, 9550000000);

const back = (outcome: string, orderId: string) =>
  `/checkout?payment=${outcome}&orderId=${orderId}`;
const statusOf = async (who: { headers: Record<string, string> }, orderId: string) =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/payments/ccAvenue/status/${orderId}`,
      headers: who.headers,
    })
  ).json();

describe('a gateway response that repeats a key', () => {
  it('is refused whole: an order_status echoed inside a name cannot make a Success', async () => {
    const asha = await pay.shopper(10);
    const body = await pay.body(asha, { coins: 5 });
    const { form } = await pay.atGateway(asha, body, 'pay');
    const attempt = (await pay.attemptOf(body.orderId))!;
    const ledger = await pay.ledgerOf(asha);
    // What a gateway that echoes billing_name unencoded would send for the name
    // `x&order_status=Success`: the real status first, the smuggled one after it.
    const echoed =
      `order_id=${body.orderId}&tracking_id=310011223344&order_status=Failure` +
      `&currency=INR&amount=${gatewayAmount(attempt.amountPaise)}` +
      '&billing_name=x&order_status=Success';
    const smuggled = {
      encResp: encrypt(echoed, config.ccavenue.workingKey),
      orderNo: body.orderId,
    };
    const res = await pay.callback(smuggled);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(back('failed', body.orderId));
    expect(await pay.attemptOf(body.orderId)).toMatchObject({ status: 'Pending' });
    expect(await pay.ordersNumbered(body.orderId)).toEqual([]);
    expect(await pay.ledgerOf(asha)).toEqual(ledger);

    // The gateway's own response settles it as usual.
    expect((await pay.callback(form)).headers.location).toBe(back('success', body.orderId));
    expect(await pay.ordersNumbered(body.orderId)).toHaveLength(1);
  });
});

describe('a Success callback', () => {
  it('places nothing until the status API confirms it, and sends the browser to ask', async () => {
    const bala = await pay.shopper(20);
    const body = await pay.body(bala, { coins: 10 });
    const answer = await pay.started(bala, body);
    const attempt = (await pay.attemptOf(body.orderId))!;
    const claimed = pay.handMade({ orderId: body.orderId, amountPaise: attempt.amountPaise });

    // The gateway has never heard of it (the page was never opened).
    expect((await pay.callback(claimed)).headers.location).toBe(back('success', body.orderId));
    expect(await pay.attemptOf(body.orderId)).toMatchObject({ status: 'Pending' });
    expect(await pay.ordersNumbered(body.orderId)).toEqual([]);

    // The page is open but the shopper has not paid: still under way at the gateway.
    await openSimulatorPage(app, answer);
    expect((await pay.callback(claimed)).headers.location).toBe(back('success', body.orderId));
    expect(await pay.ordersNumbered(body.orderId)).toEqual([]);
    expect(await pay.balance(bala)).toBe(10); // the coins stay held for the payment
    expect(await statusOf(bala, body.orderId)).toEqual({ status: 'Pending' });

    // Paid: the same callback is now confirmed, and the order placed once.
    await payAtSimulator(app, { ...answer, outcome: 'pay' });
    expect((await pay.callback(claimed)).headers.location).toBe(back('success', body.orderId));
    const [order] = await pay.ordersNumbered(body.orderId);
    expect(order).toMatchObject({ redeemedCoins: 10, paymentMethod: 'CCAVENUE' });
    expect(await pay.attemptOf(body.orderId)).toMatchObject({ status: 'Success' });
  });

  it('settles what the status API says when it says the payment did not go through', async () => {
    const chitra = await pay.shopper(20);
    const body = await pay.body(chitra, { coins: 10 });
    const { form } = await pay.atGateway(chitra, body, 'fail');
    const attempt = (await pay.attemptOf(body.orderId))!;
    const claimed = pay.handMade({ orderId: body.orderId, amountPaise: attempt.amountPaise });
    expect((await pay.callback(claimed)).headers.location).toBe(back('failed', body.orderId));
    expect(await pay.attemptOf(body.orderId)).toMatchObject({ status: 'Failure' });
    expect(await pay.ordersNumbered(body.orderId)).toEqual([]);
    expect(await pay.balance(chitra)).toBe(20);
    // The gateway's own Failure afterwards changes nothing more.
    expect((await pay.callback(form)).headers.location).toBe(back('failed', body.orderId));
    expect(await pay.balance(chitra)).toBe(20);
  });
});

describe('the billing fields sent to the gateway', () => {
  it("keep to letters of any script, digits, spaces and . , ' - and at most 60 characters", async () => {
    const dev = await pay.shopper();
    const request = async (name: string) => {
      const address = await pay.kit.addressOf(dev, name);
      const body = { ...(await pay.body(dev)), address: address._id };
      const answer = await pay.started(dev, body);
      return {
        body,
        answer,
        sent: decodeParams(decrypt(answer.encRequest, config.ccavenue.workingKey)),
      };
    };
    const tricky = await request(`x&order_status=Success <b>"Devi"</b> अनिल O'Neil-Jr., 2nd`);
    expect(tricky.sent.billing_name).toBe(`x order status Success b Devi b अनिल O'Neil-Jr., 2nd`);
    expect(tricky.sent.billing_tel).toBe(dev.phone);
    const long = await request(`Lakshmi ${'Narayanan '.repeat(8)}`);
    expect(long.sent.billing_name).toBe(`Lakshmi ${'Narayanan '.repeat(8)}`.slice(0, 60).trim());

    // The name comes back in the gateway's response and the payment is placed as usual.
    const form = await payAtSimulator(app, { ...tricky.answer, outcome: 'pay' });
    expect((await pay.callback(form)).headers.location).toBe(back('success', tricky.body.orderId));
    expect(await pay.ordersNumbered(tricky.body.orderId)).toHaveLength(1);
  });
});
