import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestShop, RecordingSender, TestClock } from '../../../test/harness';
import { openSimulatorPage, payAtSimulator } from '../../../test/gateway-kit';
import { paymentKit, type PaymentKit } from '../../../test/payment-kit';
import { EVENTS_CHANNEL } from '../../lib/events';
import { findOrder } from '../../modules/orders/orders.service';
import type { CardGateway } from '../../modules/payments/gateway/gateway';
import { paymentRefunds } from '../../modules/payments/payments.table';
import { openCardRefunds } from '../../modules/payments/payments.service';
import { setRole } from '../../modules/users/users.service';
import { reconcilePayments } from './reconcile-payments';
import { refundPayment, requestRefund } from './refund-payment';
import { settlePayment } from './settle-payment';

// Monday 11:00 in Bengaluru.
const clock = new TestClock('2026-11-23T11:00:00+05:30');
const sender = new RecordingSender();
const shop = await createTestShop({ clock, sms: sender });
const { app, database } = shop;
const { db } = database;
const pay: PaymentKit = await paymentKit(shop, sender, 9540000000);
const staff = await pay.shopper();
await setRole(db, staff.phone, 'staff');

const MINUTE = 60_000;
const log = app.log;
const noJobs = { send: async () => undefined };
const reconcile = () => reconcilePayments({ db, gateway: app.gateway, clock, log, jobs: app.jobs });
const refundsOf = (attemptId: string) =>
  db.select().from(paymentRefunds).where(eq(paymentRefunds.attemptId, attemptId));

/**
 * A card payment for `coins` of the shopper's coins whose page was opened and then left
 * unpaid until the reconciliation gave it up (the coins went back); the page is still there.
 */
async function givenUp(coins: number, balance = coins) {
  const who = await pay.shopper(balance);
  const body = await pay.body(who, { coins });
  const answer = await pay.started(who, body);
  await openSimulatorPage(app, answer);
  clock.advance(31 * MINUTE);
  await reconcile();
  expect(await pay.attemptOf(body.orderId)).toMatchObject({ status: 'Aborted' });
  expect(await pay.balance(who)).toBe(balance);
  return { who, body, answer };
}

const cashOrder = async (who: Parameters<PaymentKit['body']>[0], coins: number) => ({
  ...(await pay.body(who, { coins })),
  paymentMethod: 'COD',
});

/** A card-paid order cancelled by staff, whose refund is recorded but not yet asked for. */
async function cancelledCardOrder() {
  const who = await pay.shopper();
  const body = await pay.body(who);
  const { form } = await pay.atGateway(who, body, 'pay');
  await pay.callback(form);
  const attempt = (await pay.attemptOf(body.orderId))!;
  const order = (await findOrder(db, attempt.orderRef, undefined))!;
  const refund = (await db.transaction((tx) => requestRefund(tx, noJobs, order, clock.now())))!;
  return { attempt, refund };
}

/**
 * A late payment refused because its coins were spent on a cash order, settled here without
 * the queue, so its refund stays PENDING until a test asks the gateway.
 */
async function refusedLate() {
  const { who, body, answer } = await givenUp(10);
  expect((await pay.placeOrder(who, await cashOrder(who, 10))).statusCode).toBe(201);
  await payAtSimulator(app, { ...answer, outcome: 'pay' });
  const attempt = (await pay.attemptOf(body.orderId))!;
  const settled = await settlePayment(db, {
    attempt,
    outcome: {
      status: 'Success',
      trackingId: null,
      bankRefNo: null,
      paymentMode: null,
      message: null,
    },
    now: clock.now(),
    log,
    jobs: noJobs,
  });
  expect(settled.attempt.orderRefused).toBe('COINS_SPENT');
  const [lateRefund] = await refundsOf(attempt.id);
  return { who, body, late: settled.attempt, lateRefund: lateRefund! };
}

describe("the console's refunds due", () => {
  it('lists card refunds not yet made (asked or refused), newest first, with their payment', async () => {
    const { who, body, late, lateRefund } = await refusedLate();

    clock.advance(MINUTE);
    const asked = await cancelledCardOrder();
    clock.advance(MINUTE);
    const refused = await cancelledCardOrder();
    const refusing: CardGateway = {
      ...app.gateway!,
      refund: async () => ({ ok: false, message: 'Refund amount exceeds the paid amount' }),
    };
    await refundPayment({ db, gateway: refusing, clock, log }, refused.refund.id);
    clock.advance(MINUTE);
    const made = await cancelledCardOrder();
    await refundPayment({ db, gateway: app.gateway, clock, log }, made.refund.id);

    const due = await openCardRefunds(db, 10);
    expect(due).toEqual([
      {
        id: refused.refund.id,
        status: 'FAILED',
        amountPaise: refused.attempt.amountPaise,
        gatewayMessage: 'Refund amount exceeds the paid amount',
        createdAt: refused.refund.createdAt,
        orderId: refused.attempt.orderId,
        subscriptionId: null,
        userId: refused.attempt.userId,
        orderRef: refused.attempt.orderRef,
        orderRefused: null,
        trackingId: refused.attempt.trackingId,
        refundRef: `RF-${refused.attempt.orderId}`,
      },
      expect.objectContaining({ id: asked.refund.id, status: 'PENDING', orderRefused: null }),
      {
        id: lateRefund.id,
        status: 'PENDING',
        amountPaise: late.amountPaise,
        gatewayMessage: null,
        createdAt: lateRefund.createdAt,
        orderId: body.orderId,
        subscriptionId: null,
        userId: who.userId,
        orderRef: late.orderRef,
        orderRefused: 'COINS_SPENT',
        trackingId: expect.stringMatching(/^\d{12}$/),
        refundRef: `RF-${body.orderId}`,
      },
    ]);
    expect((await openCardRefunds(db, 1)).map((r) => r.id)).toEqual([refused.refund.id]);
  });
});

describe('the refund job', () => {
  it("announces every refund, and the order's only for a cancelled order, not a refused payment", async () => {
    const { late, lateRefund } = await refusedLate();
    const cancelled = await cancelledCardOrder();
    const listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    const heard: { type: string; id: string; userId?: string }[] = [];
    listener.on('notification', (n) => heard.push(JSON.parse(n.payload ?? '{}')));
    await listener.query(`LISTEN ${EVENTS_CHANNEL}`);
    try {
      const deps = { db, gateway: app.gateway, clock, log };
      expect(await refundPayment(deps, lateRefund.id)).toMatchObject({ status: 'REFUNDED' });
      expect(await refundPayment(deps, cancelled.refund.id)).toMatchObject({ status: 'REFUNDED' });
      await expect
        .poll(() => heard, { timeout: 2000 })
        .toContainEqual({
          type: 'order.updated',
          id: cancelled.attempt.orderRef,
          userId: cancelled.attempt.userId,
        });
      expect(heard.filter((event) => event.id === late.orderRef)).toEqual([]);
      // The console's refunds due hear of both.
      for (const [id, userId] of [
        [lateRefund.id, late.userId],
        [cancelled.refund.id, cancelled.attempt.userId],
      ]) {
        expect(heard).toContainEqual({ type: 'refund.updated', id, userId });
      }
    } finally {
      await listener.end();
    }
  });
});

describe('a card payment that lands after its coins were given back', () => {
  it('is placed with its coins, taken again, while the balance still covers them', async () => {
    const { who, body, answer } = await givenUp(10, 25);
    // Some coins were spent meanwhile, but enough are left for the late payment's.
    expect((await pay.placeOrder(who, await cashOrder(who, 10))).statusCode).toBe(201);
    expect(await pay.balance(who)).toBe(15);
    const form = await payAtSimulator(app, { ...answer, outcome: 'pay' });
    expect((await pay.callback(form)).headers.location).toBe(
      `/checkout?payment=success&orderId=${body.orderId}`,
    );
    const [order] = await pay.ordersNumbered(body.orderId);
    expect(order).toMatchObject({ paymentMethod: 'CCAVENUE', redeemedCoins: 10 });
    expect(await pay.balance(who)).toBe(5);
    const attempt = (await pay.attemptOf(body.orderId))!;
    expect(attempt).toMatchObject({ status: 'Success', orderRefused: null });
    expect(await refundsOf(attempt.id)).toEqual([]);
    expect(sender.texts.filter((t) => t.phone === who.phone)).toEqual([]);
  });

  it("sends the mobile app's browser to its bridge page as refunded when the coins are gone", async () => {
    const who = await pay.shopper(10);
    const body = { ...(await pay.body(who, { coins: 10 })), client: 'app' };
    const answer = await pay.started(who, body);
    await openSimulatorPage(app, answer);
    clock.advance(31 * MINUTE);
    await reconcile();
    expect((await pay.placeOrder(who, await cashOrder(who, 10))).statusCode).toBe(201);
    const form = await payAtSimulator(app, { ...answer, outcome: 'pay' });
    expect((await pay.callback(form, 'app')).headers.location).toBe(
      `/payment-redirect?status=refunded&orderId=${body.orderId}`,
    );
    expect(await pay.ordersNumbered(body.orderId)).toEqual([]);
  });

  it('racing a cash order for the same coins: they are spent once, the card order placed or refunded', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < 6; round++) {
      const { who, body, answer } = await givenUp(10);
      const form = await payAtSimulator(app, { ...answer, outcome: 'pay' });
      const cash = await cashOrder(who, 10);
      const [callback, placed] = await Promise.all([pay.callback(form), pay.placeOrder(who, cash)]);
      const attempt = (await pay.attemptOf(body.orderId))!;
      const [card] = await pay.ordersNumbered(body.orderId);
      const refunds = await refundsOf(attempt.id);
      // Never both: the 10 coins are spent by exactly one order, and never below zero.
      expect(await pay.balance(who)).toBe(0);
      expect(attempt.status).toBe('Success');
      if (card) {
        expect(card).toMatchObject({ redeemedCoins: 10, totalPaise: attempt.amountPaise });
        expect(callback.headers.location).toBe(`/checkout?payment=success&orderId=${body.orderId}`);
        expect(placed.statusCode).toBe(409);
        expect(await pay.ordersNumbered(cash.orderId)).toEqual([]);
        expect(refunds).toEqual([]);
        outcomes.push('card');
      } else {
        expect(placed.statusCode).toBe(201);
        expect(placed.json().order).toMatchObject({ redeemedCoins: 10, paymentMethod: 'COD' });
        expect(callback.headers.location).toBe(
          `/checkout?payment=refunded&orderId=${body.orderId}`,
        );
        expect(attempt.orderRefused).toBe('COINS_SPENT');
        expect(refunds).toEqual([expect.objectContaining({ amountPaise: attempt.amountPaise })]);
        outcomes.push('refunded');
      }
    }
    expect(outcomes).toHaveLength(6);
  });
});

describe('a page given up on and paid without its browser ever coming back', () => {
  it('is found by the reconciliation within the hour: refunded when its coins went elsewhere', async () => {
    const { who, body, answer } = await givenUp(10);
    expect((await pay.placeOrder(who, await cashOrder(who, 10))).statusCode).toBe(201);
    // Paid at the gateway; the tab is closed before its callback.
    await payAtSimulator(app, { ...answer, outcome: 'pay' });
    clock.advance(30 * MINUTE);
    expect(await reconcile()).toMatchObject({ latePaid: 0 }); // looked at within the hour
    clock.advance(31 * MINUTE);
    expect(await reconcile()).toMatchObject({ latePaid: 1 });
    const attempt = (await pay.attemptOf(body.orderId))!;
    expect(attempt).toMatchObject({ status: 'Success', orderRefused: 'COINS_SPENT' });
    expect(await pay.ordersNumbered(body.orderId)).toEqual([]);
    expect(await refundsOf(attempt.id)).toEqual([
      expect.objectContaining({ amountPaise: attempt.amountPaise }),
    ]);
    expect(await pay.balance(who)).toBe(0);
    expect(await reconcile()).toMatchObject({ latePaid: 0 });
  });

  it('is placed with its coins when they are still there; an unpaid one is only looked at', async () => {
    const { who, body, answer } = await givenUp(10);
    const unpaid = await givenUp(5);
    await payAtSimulator(app, { ...answer, outcome: 'pay' });
    clock.advance(61 * MINUTE);
    expect(await reconcile()).toMatchObject({ latePaid: 1 });
    expect(await pay.ordersNumbered(body.orderId)).toEqual([
      expect.objectContaining({ paymentMethod: 'CCAVENUE', redeemedCoins: 10 }),
    ]);
    expect(await pay.balance(who)).toBe(0);
    expect(await pay.attemptOf(unpaid.body.orderId)).toMatchObject({
      status: 'Aborted',
      updatedAt: clock.now(),
    });
    expect(await pay.balance(unpaid.who)).toBe(5);
  });
});
