import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  formatRupees,
  MILK_PAYMENT_MESSAGES,
  toPaise,
  toRupees,
  type ShopperSubscription,
} from '@grofresh/contracts';
import { createTestShop, RecordingSender, TestClock } from '../../../test/harness';
import { openSimulatorPage, payAtSimulator } from '../../../test/gateway-kit';
import { milkKit, type Person } from '../../../test/milk-kit';
import { paymentKit } from '../../../test/payment-kit';
import { bookEntries } from '../../modules/books/books.table';
import { paymentAttempts, paymentRefunds } from '../../modules/payments/payments.table';
import { subscriptions } from '../../modules/subscriptions/subscriptions.table';
import { setRole } from '../../modules/users/users.service';
import { reconcilePayments } from './reconcile-payments';
import { refundPayment } from './refund-payment';

// Monday 23 Nov 2026, 11:00 in Bengaluru: a subscription made now starts tomorrow.
const clock = new TestClock('2026-11-23T11:00:00+05:30');
const sender = new RecordingSender();
const shop = await createTestShop({ clock, sms: sender });
const { app, database } = shop;
const { db } = database;
const milk = await milkKit(shop, sender, clock, 9577000000);
const pay = await paymentKit(shop, sender, 9578000000);
const admin = await milk.person();
await setRole(db, admin.phone, 'admin');

const MINUTE = 60_000;
/** Texts go out through the job queue: a loaded machine takes its time. */
const TEXTED = { timeout: 20_000 };
const reconcile = () =>
  reconcilePayments({ db, gateway: app.gateway, clock, log: app.log, jobs: app.jobs });

/** The subscription as its shopper reads it, with its bill's payments. */
const mine = async (who: Person, id: string) =>
  (await app.inject({ method: 'GET', url: `/api/subscription/${id}`, headers: who.headers })).json()
    .subscription as ShopperSubscription;
const row = async (id: string) =>
  (await db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;
const entriesOf = async (id: string) =>
  (
    await db
      .select()
      .from(bookEntries)
      .where(eq(bookEntries.documentId, id))
      .orderBy(asc(bookEntries.at), asc(bookEntries.id))
  ).map((e) => [e.kind, e.method, e.amountPaise, e.billNo]);
const milkBody = (id: string, amount: number) => ({
  subscriptionId: id,
  amount,
  mobile_no: '9123456789',
});
/** A new subscriber's bill, paid at the stand-in (its callback not yet posted). */
async function paidAtGateway(plan: object = {}) {
  const who = await milk.subscriber(plan);
  const due = (await mine(who, who.id)).paymentState.due;
  const { answer, form } = await pay.atGateway(who, milkBody(who.id, due), 'pay');
  const attempt = (await pay.attemptOf(form.orderNo))!;
  return { who, due, answer, form, attempt };
}
const landing = (payment: string, orderId: string) =>
  `/my-account?tab=subscriptions&payment=${payment}&orderId=${orderId}`;
const attemptsOf = (subscriptionId: string) =>
  db.select().from(paymentAttempts).where(eq(paymentAttempts.subscriptionId, subscriptionId));
const refundsOf = (attemptId: string) =>
  db.select().from(paymentRefunds).where(eq(paymentRefunds.attemptId, attemptId));
async function autoApprove(on: boolean) {
  const get = await app.inject({ method: 'GET', url: '/api/ops/store', headers: admin.headers });
  const settings = get.json().settings;
  const res = await app.inject({
    method: 'PUT',
    url: '/api/ops/store',
    headers: admin.headers,
    payload: { ...settings, autoApproveMilk: on },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().settings.autoApproveMilk).toBe(on);
}

describe('a milk bill paid by card (docs/product/rules.md#milk-subscriptions)', () => {
  it('records one CARD payment, confirms the bill paid and leaves the approval to staff', async () => {
    const { who, due, form, attempt } = await paidAtGateway();
    expect(attempt).toMatchObject({
      subscriptionId: who.id,
      billNo: 1,
      amountPaise: toPaise(due),
      status: 'Pending',
    });
    expect(attempt.orderId).toMatch(/^MLK-\d+-[0-9a-f]{8}$/);

    const first = await pay.callback(form);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe(landing('success', attempt.orderId));
    // The gateway says so again, three times at once, then once more: nothing more is recorded.
    await Promise.all([pay.callback(form), pay.callback(form), pay.callback(form)]);
    expect((await pay.callback(form)).headers.location).toBe(landing('success', attempt.orderId));

    expect(await entriesOf(who.id)).toEqual([['PAYMENT', 'CARD', toPaise(due), 1]]);
    const paid = await mine(who, who.id);
    expect(paid).toMatchObject({ status: 'PENDING', paymentState: { status: 'PAID', due: 0 } });
    expect(paid.paidAt).toBe(clock.now().toISOString());
    expect((await row(who.id)).approvedAt).toBeNull();
    const status = await app.inject({
      method: 'GET',
      url: `/api/payments/ccAvenue/status/${attempt.orderId}`,
      headers: who.headers,
    });
    expect(status.json()).toEqual({ status: 'Success' });

    // Staff approving it later records no second payment.
    expect((await milk.staffChange(who.id, { status: 'ACTIVE' })).statusCode).toBe(200);
    expect(await entriesOf(who.id)).toHaveLength(1);
  });

  it('approves a PENDING subscription when the store chose automatic approval', async () => {
    await autoApprove(true);
    try {
      const { who, form } = await paidAtGateway();
      await Promise.all([pay.callback(form), pay.callback(form)]);
      const approved = await row(who.id);
      expect(approved).toMatchObject({ status: 'ACTIVE', approvedAt: clock.now() });
      expect(approved.paidAt).toEqual(clock.now());
      expect(await entriesOf(who.id)).toHaveLength(1);
      // Approved as staff approve: the shopper is told, and tomorrow's run lists it.
      await expect
        .poll(() => sender.texts.filter((t) => t.phone === who.phone).map((t) => t.text), TEXTED)
        .toContainEqual(expect.stringMatching(/your milk subscription is approved/));
      const run = await milk.run('2026-11-24');
      expect(run.deliveries.map((d) => d.subscriptionId)).toContain(who.id);
    } finally {
      await autoApprove(false);
    }
  });

  it('changes nothing when it fails or is cancelled at the gateway', async () => {
    const who = await milk.subscriber();
    const due = (await mine(who, who.id)).paymentState.due;
    const cancelled = await pay.atGateway(who, milkBody(who.id, due), 'cancel');
    const back = await pay.callback(cancelled.form);
    expect(back.headers.location).toBe(landing('aborted', cancelled.form.orderNo));
    const { form } = await pay.atGateway(who, milkBody(who.id, due), 'fail');
    expect((await pay.callback(form)).headers.location).toBe(landing('failed', form.orderNo));
    expect(await entriesOf(who.id)).toEqual([]);
    expect(await mine(who, who.id)).toMatchObject({ paidAt: null, paymentState: { due } });
    // A new attempt may follow, and be paid.
    const again = await pay.atGateway(who, milkBody(who.id, due), 'pay');
    expect(again.form.orderNo).not.toBe(form.orderNo);
    await pay.callback(again.form);
    expect(await entriesOf(who.id)).toEqual([['PAYMENT', 'CARD', toPaise(due), 1]]);
  });
});

describe('starting a milk payment', () => {
  it('takes only what the bill has due, of the shopper’s own live subscription', async () => {
    const who = await milk.subscriber();
    const due = (await mine(who, who.id)).paymentState.due;
    const wrong = await pay.initiate(who, milkBody(who.id, due - 1));
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toBe(MILK_PAYMENT_MESSAGES.amountDiffers(formatRupees(due)));

    const stranger = await milk.person();
    const theirs = await pay.initiate(stranger, milkBody(who.id, due));
    expect(theirs.statusCode).toBe(404);
    expect(await attemptsOf(who.id)).toEqual([]);

    // Two taps at once start one payment: the second answers the first.
    const [a, b] = await Promise.all([
      pay.started(who, milkBody(who.id, due)),
      pay.started(who, milkBody(who.id, due)),
    ]);
    expect(a.encRequest).toBe(b.encRequest);
    expect(await attemptsOf(who.id)).toHaveLength(1);

    const cash = await milk.staffChange(who.id, { paid: true });
    expect(cash.statusCode).toBe(200);
    const done = await pay.initiate(who, milkBody(who.id, due));
    expect(done.json()).toMatchObject({
      code: 'CONFLICT',
      message: MILK_PAYMENT_MESSAGES.alreadyPaid,
    });

    const ended = await milk.subscriber();
    const endedDue = (await mine(ended, ended.id)).paymentState.due;
    await milk.staffChange(ended.id, { status: 'CANCELLED' });
    const closed = await pay.initiate(ended, milkBody(ended.id, endedDue));
    expect(closed.json()).toMatchObject({ code: 'CONFLICT' });
  });
});

describe('a milk payment that arrives after its bill was settled', () => {
  it('is refunded in full when staff took cash meanwhile; the bill counts the cash once', async () => {
    const { who, due, form, attempt } = await paidAtGateway();
    const cash = await app.inject({
      method: 'POST',
      url: `/api/ops/subscriptions/${who.id}/payments`,
      headers: milk.staff.headers,
      payload: { method: 'CASH', amount: due },
    });
    expect(cash.statusCode).toBe(201);

    clock.advance(MINUTE);
    const racing = await Promise.all([pay.callback(form), pay.callback(form)]);
    for (const res of racing) {
      expect(res.headers.location).toBe(landing('refunded', attempt.orderId));
    }
    expect(await pay.attemptOf(attempt.orderId)).toMatchObject({
      status: 'Success',
      orderRefused: 'MILK_BILL_CLOSED',
    });
    const [refund, ...more] = await refundsOf(attempt.id);
    expect(more).toEqual([]);
    expect(refund).toMatchObject({ amountPaise: toPaise(due), status: 'PENDING' });
    const refunds = await app.inject({
      method: 'GET',
      url: '/api/ops/refunds',
      headers: milk.staff.headers,
    });
    expect(refunds.json().refunds).toContainEqual(
      expect.objectContaining({
        kind: 'CARD',
        orderId: attempt.orderId,
        subscriptionId: who.id,
        amount: due,
      }),
    );
    const status = await app.inject({
      method: 'GET',
      url: `/api/payments/ccAvenue/status/${attempt.orderId}`,
      headers: who.headers,
    });
    expect(status.json()).toEqual({ status: 'Failure', message: MILK_PAYMENT_MESSAGES.refunded });

    // The money is held against the bill until the gateway gives it back, then the bill
    // holds the cash alone.
    expect((await mine(who, who.id)).paymentState.status).toBe('REFUND_DUE');
    clock.advance(MINUTE);
    const gateway = app.gateway;
    expect(await refundPayment({ db, gateway, clock, log: app.log }, refund!.id)).toMatchObject({
      status: 'REFUNDED',
    });
    expect(await entriesOf(who.id)).toEqual([
      ['PAYMENT', 'CASH', toPaise(due), 1],
      ['PAYMENT', 'CARD', toPaise(due), 1],
      ['REFUND', 'CARD', toPaise(due), 1],
    ]);
    expect((await mine(who, who.id)).paymentState).toMatchObject({
      status: 'PAID',
      due: 0,
      received: due,
    });
    await expect
      .poll(() => sender.texts.filter((t) => t.phone === who.phone).map((t) => t.text), TEXTED)
      .toContainEqual(expect.stringMatching(/for your milk bill came after the bill was already/));
  });
});

describe('the reconciliation', () => {
  it('settles a milk payment whose browser never came back, and refunds one whose plan ended', async () => {
    const kept = await paidAtGateway();
    const ended = await paidAtGateway();
    expect((await milk.staffChange(ended.who.id, { status: 'CANCELLED' })).statusCode).toBe(200);
    const unpaid = await milk.subscriber();
    const unpaidDue = (await mine(unpaid, unpaid.id)).paymentState.due;
    const page = await pay.started(unpaid, milkBody(unpaid.id, unpaidDue));
    await openSimulatorPage(app, page);

    clock.advance(3 * MINUTE);
    expect(await reconcile()).toMatchObject({ paid: 2 });
    expect(await entriesOf(kept.who.id)).toEqual([['PAYMENT', 'CARD', toPaise(kept.due), 1]]);
    expect((await row(kept.who.id)).paidAt).toEqual(clock.now());
    expect(await pay.attemptOf(ended.attempt.orderId)).toMatchObject({
      status: 'Success',
      orderRefused: 'MILK_BILL_CLOSED',
    });
    expect(await refundsOf(ended.attempt.id)).toHaveLength(1);
    expect((await mine(ended.who, ended.who.id)).paymentState.status).toBe('REFUND_DUE');

    // Its callback arriving after all changes nothing.
    await pay.callback(kept.form);
    await pay.callback(ended.form);
    expect(await entriesOf(kept.who.id)).toHaveLength(1);
    expect(await entriesOf(ended.who.id)).toHaveLength(1);
    expect(await refundsOf(ended.attempt.id)).toHaveLength(1);

    // Given up after 30 minutes, then paid at the gateway: a late success, found within the hour.
    clock.advance(31 * MINUTE);
    await reconcile();
    const [givenUp] = await attemptsOf(unpaid.id);
    expect(givenUp).toMatchObject({ status: 'Aborted', gatewayMessage: 'Unpaid for 30 minutes' });
    await payAtSimulator(app, { ...page, outcome: 'pay' });
    clock.advance(61 * MINUTE);
    expect(await reconcile()).toMatchObject({ latePaid: 1 });
    expect(await entriesOf(unpaid.id)).toEqual([['PAYMENT', 'CARD', toPaise(unpaidDue), 1]]);
    expect((await row(unpaid.id)).paidAt).not.toBeNull();
  });
});

describe('a top-up bill', () => {
  it('is paid by card like the first bill, recording the top-up alone', async () => {
    const who = await milk.subscriber();
    expect((await milk.staffChange(who.id, { status: 'ACTIVE' })).statusCode).toBe(200);
    const more = await milk.shopperChange(who, who.id, {
      quantity: 'TWO_LITRE',
      from: '2026-11-26',
    });
    expect(more.statusCode).toBe(200);
    const topUp = more.json().bill.amount as number;
    expect(topUp).toBeGreaterThan(0);
    const before = await mine(who, who.id);
    expect(before.paymentState.due).toBe(topUp);

    clock.advance(MINUTE);
    const { form } = await pay.atGateway(who, milkBody(who.id, topUp), 'pay');
    await Promise.all([pay.callback(form), pay.callback(form)]);
    const entries = await entriesOf(who.id);
    expect(entries).toHaveLength(2);
    expect(entries[1]).toEqual(['PAYMENT', 'CARD', toPaise(topUp), 1]);
    expect(await mine(who, who.id)).toMatchObject({
      status: 'ACTIVE',
      paymentState: { status: 'PAID', due: 0, received: toRupees(toPaise(before.amountDue)) },
    });
  });
});
