import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { formatRupees, PAYMENT_MESSAGES, toRupees } from '@grofresh/contracts';
import { createTestShop, RecordingSender, TestClock } from '../../../test/harness';
import { openSimulatorPage, payAtSimulator } from '../../../test/gateway-kit';
import { captureLog } from '../../../test/log-capture';
import { paymentKit } from '../../../test/payment-kit';
import { findOrder } from '../../modules/orders/orders.service';
import { createCardGateway, httpsTransport } from '../../modules/payments/gateway/create-gateway';
import type { CardGateway } from '../../modules/payments/gateway/gateway';
import { paymentRefunds } from '../../modules/payments/payments.table';
import { setRole } from '../../modules/users/users.service';
import { gatewaySimulatorTransactions } from '../../stand-ins/gateway/simulator.table';
import { reconcilePayments } from './reconcile-payments';
import { refundPayment, requestRefund } from './refund-payment';

// Monday 11:00 in Bengaluru.
const clock = new TestClock('2026-11-23T11:00:00+05:30');
const sender = new RecordingSender();
const shop = await createTestShop({ clock, sms: sender });
const { app, database } = shop;
const { db } = database;
const pay = await paymentKit(shop, sender, 9530000000);
const staff = await pay.shopper();
await setRole(db, staff.phone, 'staff');

const MINUTE = 60_000;
const reconcile = () =>
  reconcilePayments({ db, gateway: app.gateway, clock, log: app.log, jobs: app.jobs });
const refund = (refundId: string, gateway: CardGateway | null = app.gateway) =>
  refundPayment({ db, gateway, clock, log: app.log }, refundId);
const staffOrder = async (id: string) =>
  (await app.inject({ method: 'GET', url: `/api/ops/orders/${id}`, headers: staff.headers })).json()
    .order;
const cancel = (id: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/orders/update/${id}`,
    headers: staff.headers,
    payload: { status: 'CANCELLED', cancelReason: 'Out of stock' },
  });
/** The order as its shopper reads it, alone and in 'My Orders' (which must agree). */
async function shopperView(who: { headers: Record<string, string> }, id: string) {
  const get = (url: string) => app.inject({ method: 'GET', url, headers: who.headers });
  const { order } = (await get(`/api/orders/${id}`)).json();
  const listed = (await get('/api/orders/all-user'))
    .json()
    .orders.find((o: { _id: string }) => o._id === id);
  expect(listed.cardPayment).toEqual(order.cardPayment);
  return order;
}
const refundsOf = (orderRef: string) =>
  db.select().from(paymentRefunds).where(eq(paymentRefunds.orderRef, orderRef));
/** A paid online order: through the stand-in and the gateway's callback. */
async function paidOrder() {
  const who = await pay.shopper();
  const body = await pay.body(who);
  const { form } = await pay.atGateway(who, body, 'pay');
  await pay.callback(form);
  const attempt = (await pay.attemptOf(body.orderId))!;
  return { who, body, attempt, orderRef: attempt.orderRef };
}

describe('reconciling payments left pending', () => {
  it('settles them through the status API, and gives up unpaid ones after 30 minutes', async () => {
    const paid = await pay.shopper();
    const paidBody = await pay.body(paid);
    await pay.atGateway(paid, paidBody, 'pay'); // the tab was closed: no callback
    const waiting = await pay.shopper(20);
    const waitingBody = await pay.body(waiting, { coins: 8 });
    const waitingAnswer = await pay.started(waiting, waitingBody);
    await openSimulatorPage(app, waitingAnswer);
    const never = await pay.shopper();
    const neverBody = await pay.body(never);
    await pay.started(never, neverBody); // the page never opened: the gateway knows nothing

    // The callback gets two minutes first.
    await reconcile();
    expect(await pay.attemptOf(paidBody.orderId)).toMatchObject({ status: 'Pending' });

    clock.advance(3 * MINUTE);
    const young = await pay.shopper();
    const youngBody = await pay.body(young);
    await pay.started(young, youngBody);
    await reconcile();
    expect(await pay.attemptOf(paidBody.orderId)).toMatchObject({ status: 'Success' });
    expect(await pay.ordersNumbered(paidBody.orderId)).toHaveLength(1);
    expect(await pay.attemptOf(waitingBody.orderId)).toMatchObject({ status: 'Pending' });
    expect(await pay.attemptOf(neverBody.orderId)).toMatchObject({ status: 'Pending' });
    expect(await pay.balance(waiting)).toBe(12);

    clock.advance(28 * MINUTE);
    const counts = await reconcile();
    expect(counts).toMatchObject({ expired: 2 });
    for (const orderId of [waitingBody.orderId, neverBody.orderId]) {
      expect(await pay.attemptOf(orderId)).toMatchObject({
        status: 'Aborted',
        gatewayMessage: 'Unpaid for 30 minutes',
      });
      expect(await pay.ordersNumbered(orderId)).toEqual([]);
    }
    expect(await pay.balance(waiting)).toBe(20);
    expect(await pay.attemptOf(youngBody.orderId)).toMatchObject({ status: 'Pending' });
    await reconcile();
    expect(await pay.balance(waiting)).toBe(20);

    // Paid after all, once given up: the order is placed and its coins are taken again.
    const form = await payAtSimulator(app, { ...waitingAnswer, outcome: 'pay' });
    expect((await pay.callback(form)).headers.location).toBe(
      `/checkout?payment=success&orderId=${waitingBody.orderId}`,
    );
    const [order] = await pay.ordersNumbered(waitingBody.orderId);
    expect(order).toMatchObject({ redeemedCoins: 8, paymentMethod: 'CCAVENUE' });
    expect(await pay.balance(waiting)).toBe(12);
    expect(await pay.attemptOf(waitingBody.orderId)).toMatchObject({ status: 'Success' });
  });

  it('refunds a late payment in full, placing nothing, when its coins were spent on a cash order', async () => {
    const lata = await pay.shopper(10);
    const body = await pay.body(lata, { coins: 10 });
    const answer = await pay.started(lata, body);
    await openSimulatorPage(app, answer);
    clock.advance(31 * MINUTE);
    await reconcile();
    expect(await pay.balance(lata)).toBe(10);
    const cash = { ...(await pay.body(lata, { coins: 10 })), paymentMethod: 'COD' };
    expect((await pay.placeOrder(lata, cash)).statusCode).toBe(201);
    expect(await pay.balance(lata)).toBe(0);

    // The old payment page is paid after all, and the gateway says so three times at once,
    // then once more.
    const form = await payAtSimulator(app, { ...answer, outcome: 'pay' });
    const back = `/checkout?payment=refunded&orderId=${body.orderId}`;
    const racing = await Promise.all([pay.callback(form), pay.callback(form), pay.callback(form)]);
    for (const res of [...racing, await pay.callback(form)]) {
      expect(res.headers.location).toBe(back);
    }
    expect(await pay.ordersNumbered(body.orderId)).toEqual([]);
    expect(await pay.balance(lata)).toBe(0);
    const spent = (await pay.ledgerOf(lata)).filter((t) => t.kind === 'REDEEMED');
    expect(spent.reduce((total, t) => total + t.amount, 0)).toBe(-20); // held once, cash once
    const attempt = (await pay.attemptOf(body.orderId))!;
    expect(attempt).toMatchObject({ status: 'Success', orderRefused: 'COINS_SPENT' });
    expect(attempt.paidAt).toEqual(clock.now());

    // One full refund, asked of the gateway once; one text saying why.
    const [row, ...more] = await refundsOf(attempt.orderRef);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      attemptId: attempt.id,
      amountPaise: attempt.amountPaise,
      refundRef: `RF-${body.orderId}`,
    });
    const jobsOf = async (name: string, key: string, value: string) =>
      (
        await db.execute(
          sql`select 1 from pgboss.job where name = ${name} and data->>${key} = ${value}`,
        )
      ).rows.length;
    expect(await jobsOf('refund-payment', 'refundId', row!.id)).toBe(1);
    expect(await jobsOf('send-sms', 'phone', lata.phone)).toBe(1);
    const amount = formatRupees(toRupees(attempt.amountPaise));
    await vi.waitFor(() =>
      expect(sender.texts.filter((t) => t.phone === lata.phone)).toEqual([
        {
          phone: lata.phone,
          text:
            `GroFresh: your card payment of ${amount} for order ${body.orderId} came after the ` +
            'Grocoins it used were spent on another order, so the order was not placed. ' +
            `The full ${amount} is being refunded to your card.`,
        },
      ]),
    );
    expect(await refund(row!.id)).toMatchObject({ status: 'REFUNDED' });
    const [books] = await db
      .select()
      .from(gatewaySimulatorTransactions)
      .where(eq(gatewaySimulatorTransactions.orderId, body.orderId));
    expect(books).toMatchObject({ refundedPaise: attempt.amountPaise, orderStatus: 'Refunded' });

    // The status call and orders/create say why, so a draft left behind is given up.
    const status = await app.inject({
      method: 'GET',
      url: `/api/payments/ccAvenue/status/${body.orderId}`,
      headers: lata.headers,
    });
    expect(status.json()).toEqual({ status: 'Failure', message: PAYMENT_MESSAGES.refundedLate });
    const placed = await pay.placeOrder(lata, body);
    expect(placed.statusCode).toBe(409);
    expect(placed.json()).toMatchObject({
      code: 'CONFLICT',
      message: PAYMENT_MESSAGES.refundedLate,
    });
    expect(await pay.ordersNumbered(body.orderId)).toEqual([]);
  });
});

describe('cancelling an order paid online', () => {
  it('refunds it once through the gateway, and the console shows payment and refund', async () => {
    const { who, attempt, orderRef } = await paidOrder();
    // Paid: the shopper's order and list say so, with the gateway's tracking id.
    const paid = {
      amount: toRupees(attempt.amountPaise),
      paidAt: attempt.paidAt!.toISOString(),
      trackingId: attempt.trackingId,
      refund: null,
    };
    expect((await shopperView(who, orderRef)).cardPayment).toEqual(paid);
    const res = await cancel(orderRef);
    expect(res.statusCode).toBe(200);
    const amount = toRupees(attempt.amountPaise);
    expect(res.json().order.payment).toEqual({
      status: 'Success',
      amount,
      trackingId: attempt.trackingId,
      bankRefNo: attempt.bankRefNo,
      paymentMode: 'Credit Card',
      paidAt: attempt.paidAt!.toISOString(),
      refund: {
        amount,
        status: 'PENDING',
        reference: `RF-${attempt.orderId}`,
        message: null,
        requestedAt: clock.now().toISOString(),
      },
    });
    const [row] = await refundsOf(orderRef);
    const queued = await db.execute(
      sql`select 1 from pgboss.job where name = 'refund-payment' and data->>'refundId' = ${row!.id}`,
    );
    expect(queued.rows).toHaveLength(1);

    // The queue's worker may get there first: either way the refund is made once.
    expect(await refund(row!.id)).toMatchObject({ status: 'REFUNDED' });
    expect(await refund(row!.id)).toMatchObject({ status: 'REFUNDED' });
    expect((await staffOrder(orderRef)).payment.refund).toMatchObject({
      status: 'REFUNDED',
      reference: `RF-${attempt.orderId}`,
    });
    // The shopper sees the refund and the reference the gateway knows it by, not its words.
    const refunded = {
      ...paid,
      refund: {
        amount,
        status: 'REFUNDED',
        reference: `RF-${attempt.orderId}`,
        requestedAt: clock.now().toISOString(),
      },
    };
    expect((await shopperView(who, orderRef)).cardPayment).toEqual(refunded);
    expect((await cancel(orderRef)).statusCode).toBe(200);
    expect(await refundsOf(orderRef)).toHaveLength(1);
    const [books] = await db
      .select()
      .from(gatewaySimulatorTransactions)
      .where(eq(gatewaySimulatorTransactions.orderId, attempt.orderId));
    expect(books).toMatchObject({ refundedPaise: attempt.amountPaise, orderStatus: 'Refunded' });
  });

  it('retries while the gateway is unreachable and records its refusal', async () => {
    const { orderRef } = await paidOrder();
    const order = (await findOrder(db, orderRef, undefined))!;
    const noJobs = { send: async () => undefined };
    const row = (await db.transaction((tx) => requestRefund(tx, noJobs, order, clock.now())))!;
    expect(await db.transaction((tx) => requestRefund(tx, noJobs, order, clock.now()))).toBeNull();

    const down: CardGateway = {
      ...app.gateway!,
      refund: async () => {
        throw new Error('fetch failed', { cause: new Error('connect ECONNREFUSED') });
      },
    };
    await expect(refund(row.id, down)).rejects.toThrow('fetch failed');
    expect((await refundsOf(orderRef))[0]).toMatchObject({ status: 'PENDING' });

    const refusing: CardGateway = {
      ...app.gateway!,
      refund: async () => ({ ok: false, message: 'Refund amount exceeds the paid amount' }),
    };
    expect(await refund(row.id, refusing)).toMatchObject({ status: 'FAILED' });
    expect((await staffOrder(orderRef)).payment.refund).toMatchObject({
      status: 'FAILED',
      message: 'Refund amount exceeds the paid amount',
    });
    // "Refunds due" names it as the gateway knows it: the refund's reference and the payment's.
    const due = await app.inject({
      method: 'GET',
      url: '/api/ops/refunds',
      headers: staff.headers,
    });
    const attempt = (await pay.attemptOf(order.orderId))!;
    expect(due.json().refunds.find((r: { _id: string }) => r._id === row.id)).toMatchObject({
      status: 'FAILED',
      reference: `RF-${order.orderId}`,
      trackingId: attempt.trackingId,
    });
  });
});

describe('a refund the gateway cannot take', () => {
  it('is logged with the provider, the operation and the network cause, never the keys', async () => {
    const { orderRef } = await paidOrder();
    const order = (await findOrder(db, orderRef, undefined))!;
    const noJobs = { send: async () => undefined };
    const row = (await db.transaction((tx) => requestRefund(tx, noJobs, order, clock.now())))!;
    const { log, lines } = captureLog();
    const unreachable = async () => {
      const socket = Object.assign(new Error('getaddrinfo ENOTFOUND apitest.ccavenue.com'), {
        code: 'ENOTFOUND',
      });
      throw new TypeError('fetch failed', { cause: socket });
    };
    const gateway = createCardGateway({
      mode: 'test',
      credentials: shop.config.ccavenue,
      transport: httpsTransport('test', { timeoutMs: 2000, fetch: unreachable as typeof fetch }),
      log,
    });
    await expect(refundPayment({ db, gateway, clock, log }, row.id)).rejects.toThrow(
      'could not be reached',
    );
    expect(lines.at(-1)).toMatchObject({
      msg: 'refund call failed; it will be tried again',
      provider: 'ccavenue',
      operation: 'refundOrder',
      network: 'ENOTFOUND',
      refundId: row.id,
      err: { message: expect.stringContaining('fetch failed: getaddrinfo ENOTFOUND') },
    });
    const text = JSON.stringify(lines);
    expect(text).not.toContain(shop.config.ccavenue.workingKey);
    expect(text).not.toContain(shop.config.ccavenue.accessCode);
    expect((await refundsOf(orderRef))[0]).toMatchObject({ status: 'PENDING' });
  });
});

describe('the console’s orders', () => {
  it('carry the payment of online orders only', async () => {
    const { orderRef } = await paidOrder();
    const cod = await pay.kit.place(await pay.shopper());
    const list = (
      await app.inject({ method: 'GET', url: '/api/orders/all', headers: staff.headers })
    ).json().orders as { _id: string; payment: unknown }[];
    expect(list.find((o) => o._id === orderRef)!.payment).toMatchObject({ status: 'Success' });
    expect(list.find((o) => o._id === cod._id)!.payment).toBeNull();
  });
});
