import { describe, expect, it, vi } from 'vitest';
import { createTestShop, RecordingSender, TestClock } from '../../../test/harness';
import { openSimulatorPage, payAtSimulator } from '../../../test/gateway-kit';
import { paymentKit, type PaymentKit } from '../../../test/payment-kit';
import { stockKit } from '../../../test/stock-kit';
import { reconcilePayments } from './reconcile-payments';
import { settlePayment } from './settle-payment';

// Monday 11:00 in Bengaluru.
const clock = new TestClock('2026-11-23T11:00:00+05:30');
const sender = new RecordingSender();
const shop = await createTestShop({ clock, sms: sender });
const { app, database } = shop;
const { db } = database;
const pay: PaymentKit = await paymentKit(shop, sender, 9561000000);
const { stockOf, onHand, moved, sumOf } = stockKit(database.pool, pay.kit.plain._id);
type Who = Awaited<ReturnType<PaymentKit['shopper']>>;

const MINUTE = 60_000;
const log = app.log;
const reconcile = () => reconcilePayments({ db, gateway: app.gateway, clock, log, jobs: app.jobs });
const cashOrder = async (who: Who, quantity = 1) =>
  pay.placeOrder(who, { ...(await pay.body(who, { quantity })), paymentMethod: 'COD' });

describe("a card attempt's units are held while it is open", () => {
  const outcome = (status: 'Success' | 'Aborted' | 'Failure') => ({
    status,
    trackingId: null,
    bankRefNo: null,
    paymentMode: null,
    message: null,
  });

  it('held at initiation, kept by the success (sold once), refused to others meanwhile', async () => {
    await stockOf(3);
    const who = await pay.shopper();
    const body = await pay.body(who, { quantity: 2 });
    const { form } = await pay.atGateway(who, body, 'pay');
    expect(await onHand()).toBe(1);
    const other = await pay.shopper();
    expect((await cashOrder(other, 2)).json().details.lines[0]).toMatchObject({ available: 1 });
    expect((await pay.callback(form)).statusCode).toBe(303);
    expect(await pay.ordersNumbered(body.orderId)).toHaveLength(1);
    expect(await onHand()).toBe(1);
    expect((await moved()).map((m) => [m.reason, m.change, m.document_id])).toEqual([
      ['SALE', -2, body.orderId],
    ]);
  });

  it('a failed payment gives them back once, however often the failure is told', async () => {
    await stockOf(4);
    const who = await pay.shopper();
    const body = await pay.body(who, { quantity: 2 });
    const { form } = await pay.atGateway(who, body, 'fail');
    expect(await onHand()).toBe(2);
    await pay.callback(form);
    await pay.callback(form);
    const attempt = (await pay.attemptOf(body.orderId))!;
    await settlePayment(db, {
      attempt,
      outcome: outcome('Failure'),
      now: clock.now(),
      log,
      jobs: app.jobs,
    });
    expect(attempt.status).toBe('Failure');
    expect(await onHand()).toBe(4);
    expect((await moved()).map((m) => m.reason).sort()).toEqual(['GIVEN_BACK', 'SALE']);
  });

  it('given up after 30 minutes they go back once; paid late, they are taken again', async () => {
    await stockOf(2);
    const who = await pay.shopper();
    const body = await pay.body(who, { quantity: 2 });
    const answer = await pay.started(who, body);
    await openSimulatorPage(app, answer);
    expect(await onHand()).toBe(0);
    clock.advance(31 * MINUTE);
    await Promise.all([reconcile(), reconcile()]);
    const attempt = (await pay.attemptOf(body.orderId))!;
    expect(attempt.status).toBe('Aborted');
    await settlePayment(db, {
      attempt,
      outcome: outcome('Aborted'),
      now: clock.now(),
      log,
      jobs: app.jobs,
    });
    expect(await onHand()).toBe(2);
    expect((await moved()).filter((m) => m.reason === 'GIVEN_BACK')).toHaveLength(1);

    // Paid at the gateway after all, while the units are still there: the order takes them.
    const back = await payAtSimulator(app, { ...answer, outcome: 'pay' });
    await pay.callback({ encResp: back.encResp, orderNo: back.orderNo });
    expect(await pay.ordersNumbered(body.orderId)).toHaveLength(1);
    expect(await onHand()).toBe(0);
    expect(sumOf(await moved())).toBe(-2);
  });

  it('paid late after its units sold out: no order, the payment is refunded, nothing is oversold', async () => {
    await stockOf(2);
    const who = await pay.shopper();
    const body = await pay.body(who, { quantity: 2 });
    const answer = await pay.started(who, body);
    await openSimulatorPage(app, answer);
    clock.advance(31 * MINUTE);
    await reconcile();
    expect(await onHand()).toBe(2);
    expect((await cashOrder(await pay.shopper(), 1)).statusCode).toBe(201);

    const back = await payAtSimulator(app, { ...answer, outcome: 'pay' });
    const form = { encResp: back.encResp, orderNo: back.orderNo };
    const first = await pay.callback(form);
    // The shopper's browser lands on the checkout told why: the items sold out.
    expect(first.headers.location).toBe(`/checkout?payment=sold-out&orderId=${body.orderId}`);
    await pay.callback(form);
    expect(await pay.ordersNumbered(body.orderId)).toHaveLength(0);
    expect(await pay.attemptOf(body.orderId)).toMatchObject({
      status: 'Success',
      orderRefused: 'SOLD_OUT',
    });
    expect(await onHand()).toBe(1);
    await vi.waitFor(
      () =>
        expect(sender.texts.find((t) => t.phone === who.phone)?.text).toContain(
          'came after some items in it sold out, so the order was not placed',
        ),
      { timeout: 10_000 },
    );
    const status = await app.inject({
      method: 'GET',
      url: `/api/payments/ccAvenue/status/${body.orderId}`,
      headers: who.headers,
    });
    expect(status.json()).toEqual({
      status: 'Failure',
      message:
        'Your card payment came after some items in your order sold out, so this order was not placed and the full amount is being refunded to your card.',
    });
  });
});
