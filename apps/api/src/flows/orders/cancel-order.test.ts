import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { CANCELLATION_POLICY, shopperCancelMessages, toRupees } from '@grofresh/contracts';
import { createTestShop, RecordingSender, TestClock } from '../../../test/harness';
import { paymentKit } from '../../../test/payment-kit';
import type { Shopper } from '../../../test/order-kit';
import { EVENTS_CHANNEL } from '../../lib/events';
import { staffActivity } from '../../modules/activity/activity.table';
import { coinTransactions } from '../../modules/coins/coins.table';
import { paymentRefunds } from '../../modules/payments/payments.table';
import { setRole } from '../../modules/users/users.service';

// Monday 11:00 in Bengaluru.
const clock = new TestClock('2026-11-23T11:00:00+05:30');
const sender = new RecordingSender();
const shop = await createTestShop({ clock, sms: sender });
const { app, database } = shop;
const { db } = database;
const pay = await paymentKit(shop, sender, 9540000000);
const { kit } = pay;
const staff = await pay.shopper();
await setRole(db, staff.phone, 'staff');

const update = (id: string, who: Shopper, payload: object) =>
  app.inject({ method: 'PUT', url: `/api/orders/update/${id}`, headers: who.headers, payload });
const cancel = (id: string, who: Shopper, cancelReason = 'Ordered by mistake') =>
  update(id, who, { status: 'CANCELLED', cancelReason });
const read = async (id: string, who: Shopper) =>
  (await app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: who.headers })).json()
    .order as { status: string; cancelReason: string | null };
const refundsInLedger = (orderRef: string) =>
  db
    .select()
    .from(coinTransactions)
    .where(and(eq(coinTransactions.orderRef, orderRef), eq(coinTransactions.kind, 'REFUND')));

/** A COD order of the plain item that spends `coins` of the shopper's Grocoins. */
async function orderWithCoins(who: Shopper, coins: number) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/orders/create',
    headers: who.headers,
    payload: {
      orderId: pay.orderId(),
      cartItems: [{ itemId: kit.plain._id, isVarient: false, variantName: null, quantity: 2 }],
      totalAmount: toRupees(kit.unit * 2 - coins * 100),
      deliveryType: 'DELIVERY',
      paymentMethod: 'COD',
      redeemedCoins: coins,
      address: (await kit.addressOf(who))._id,
    },
  });
  if (res.statusCode !== 201) throw new Error(`orders/create: ${res.body}`);
  return res.json().order as { _id: string; orderId: string };
}

describe('a shopper cancelling their own order', () => {
  it('cancels a pending order with a listed reason, and gives the coins back', async () => {
    const asha = await pay.shopper(30);
    const order = await orderWithCoins(asha, 30);
    expect(await pay.balance(asha)).toBe(0);

    const res = await cancel(order.orderId, asha, 'Want to change items or address');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(shopperCancelMessages.cancelled);
    expect(body.order).toMatchObject({
      _id: order._id,
      status: 'CANCELLED',
      cancelReason: 'Want to change items or address',
      redeemedCoins: 30,
    });
    // The shopper's own view of the order: nothing of what the console sees.
    expect(body.order).not.toHaveProperty('customer');
    expect(await read(order._id, asha)).toMatchObject({ status: 'CANCELLED' });
    expect(await pay.balance(asha)).toBe(30);
    const history = (
      await app.inject({ method: 'GET', url: '/api/coins/mine-coins', headers: asha.headers })
    ).json().transactions as { amount: number }[];
    expect(history[0]).toMatchObject({ amount: 30 });
    // Not a staff action: the console's activity record stays empty.
    expect(
      await db.select().from(staffActivity).where(eq(staffActivity.subjectId, order._id)),
    ).toEqual([]);
  });

  it('gives the coins back once under a double click, both clicks answered alike', async () => {
    const bala = await pay.shopper(25);
    const order = await orderWithCoins(bala, 25);
    const answers = await Promise.all([
      cancel(order._id, bala),
      cancel(order._id, bala),
      cancel(order.orderId, bala),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    for (const res of answers) expect(res.json().order.status).toBe('CANCELLED');
    expect(await pay.balance(bala)).toBe(25);
    expect(await refundsInLedger(order._id)).toHaveLength(1);
    // A retry later changes nothing either.
    expect((await cancel(order._id, bala, 'Other')).json().order.cancelReason).toBe(
      'Ordered by mistake',
    );
    expect(await pay.balance(bala)).toBe(25);
  });

  it("answers 404 for another shopper's order, as if it did not exist, and leaves it be", async () => {
    const chitra = await pay.shopper();
    const dev = await pay.shopper();
    const order = await kit.place(chitra);
    const res = await cancel(order._id, dev);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Order not found' });
    expect((await cancel('ORD-1795000000000-00000000', dev)).statusCode).toBe(404);
    expect(await read(order._id, chitra)).toMatchObject({ status: 'PENDING' });
  });

  it('refuses once the store has accepted or delivered it, keeping the coins spent', async () => {
    const eve = await pay.shopper(10);
    const order = await orderWithCoins(eve, 10);
    await update(order._id, staff, { status: 'ACCEPTED' });
    const accepted = await cancel(order._id, eve);
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json()).toMatchObject({
      code: 'CONFLICT',
      message: shopperCancelMessages.tooLate('ACCEPTED'),
    });
    expect(await read(order._id, eve)).toMatchObject({ status: 'ACCEPTED', cancelReason: null });
    expect(await pay.balance(eve)).toBe(0);

    await update(order._id, staff, { status: 'DELIVERED' });
    const delivered = await cancel(order._id, eve);
    expect(delivered.statusCode).toBe(409);
    expect(delivered.json().message).toBe(shopperCancelMessages.tooLate('DELIVERED'));
    expect(await read(order._id, eve)).toMatchObject({ status: 'DELIVERED' });
    expect(shopperCancelMessages.tooLate('ACCEPTED')).not.toBe(CANCELLATION_POLICY);
  });

  it('lets the shopper set nothing but CANCELLED, with a reason from the list', async () => {
    const farah = await pay.shopper();
    const order = await kit.place(farah);
    const ravi = { name: 'Ravi', phone: '9876543210' };
    for (const payload of [
      { status: 'ACCEPTED' },
      { status: 'DELIVERED' },
      { status: 'PENDING', assignedTo: ravi },
      { status: 'CANCELLED', cancelReason: 'Ordered by mistake', assignedTo: ravi },
    ]) {
      const res = await update(order._id, farah, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: shopperCancelMessages.onlyCancel,
      });
    }
    const noReason = await update(order._id, farah, { status: 'CANCELLED' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details.fields).toEqual([
      { field: 'cancelReason', message: 'Please give a reason for cancelling the order.' },
    ]);
    const ownWords = await cancel(order._id, farah, 'My cousin brought vegetables');
    expect(ownWords.statusCode).toBe(400);
    expect(ownWords.json().details.fields[0].message).toBe(shopperCancelMessages.pickReason);
    expect(await read(order._id, farah)).toMatchObject({ status: 'PENDING', cancelReason: null });
  });

  it('settles a race with the store accepting it: one of the two wins, and the coins agree', async () => {
    for (let round = 0; round < 4; round++) {
      const gita = await pay.shopper(15);
      const order = await orderWithCoins(gita, 15);
      const [cancelled, accepted] = await Promise.all([
        cancel(order._id, gita),
        update(order._id, staff, { status: 'ACCEPTED' }),
      ]);
      const codes = [cancelled.statusCode, accepted.statusCode].sort();
      expect(codes).toEqual([200, 409]);
      const { status } = await read(order._id, gita);
      expect(await pay.balance(gita)).toBe(status === 'CANCELLED' ? 15 : 0);
      expect(cancelled.statusCode === 200).toBe(status === 'CANCELLED');
    }
  });

  it('tells the console on commit (order.updated with the shopper)', async () => {
    const listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    const heard: { type: string; id: string; userId?: string }[] = [];
    listener.on('notification', (n) => heard.push(JSON.parse(n.payload ?? '{}')));
    await listener.query(`LISTEN ${EVENTS_CHANNEL}`);
    try {
      const hari = await pay.shopper();
      const order = await kit.place(hari);
      await cancel(order._id, hari);
      await expect
        .poll(() => heard, { timeout: 2000 })
        .toContainEqual({ type: 'order.updated', id: order._id, userId: hari.userId });
      // A refused cancel announces nothing.
      const before = heard.length;
      await cancel(order._id, await pay.shopper());
      await new Promise((r) => setTimeout(r, 200));
      expect(heard.slice(before).filter((e) => e.type === 'order.updated')).toEqual([]);
    } finally {
      await listener.end();
    }
  });

  it('refunds an order paid online once, as a staff cancellation does', async () => {
    const isha = await pay.shopper();
    const body = await pay.body(isha);
    const { form } = await pay.atGateway(isha, body, 'pay');
    await pay.callback(form);
    const attempt = (await pay.attemptOf(body.orderId))!;
    const orderRef = attempt.orderRef!;
    const [first, second] = await Promise.all([cancel(orderRef, isha), cancel(orderRef, isha)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const refunds = await db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderRef, orderRef));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amountPaise: attempt.amountPaise });
    const queued = await db.execute(
      sql`select 1 from pgboss.job where name = 'refund-payment' and data->>'refundId' = ${refunds[0]!.id}`,
    );
    expect(queued.rows).toHaveLength(1);
  });
});

describe('staff on the same call', () => {
  it('still move any order along and cancel with a reason of their own words', async () => {
    const jay = await pay.shopper();
    const order = await kit.place(jay);
    const res = await update(order._id, staff, {
      status: 'CANCELLED',
      cancelReason: 'The store is closed for Diwali',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({
      status: 'CANCELLED',
      cancelReason: 'The store is closed for Diwali',
      customer: { phone: jay.phone },
    });
    expect(
      (await app.inject({ method: 'PUT', url: `/api/orders/update/${order._id}`, payload: {} }))
        .statusCode,
    ).toBe(401);
  });
});

describe('the delivery estimate of an order paid online', () => {
  it('is set when the payment places the order, like any other order', async () => {
    const kiran = await pay.shopper();
    const body = await pay.body(kiran);
    const { form } = await pay.atGateway(kiran, body, 'pay');
    await pay.callback(form);
    const res = await pay.placeOrder(kiran, body);
    expect(res.statusCode).toBe(200);
    // Paid at 11:00 store time: today's evening slot.
    expect(Date.parse(res.json().order.estimatedTimeDelivery)).toBe(
      Date.parse('2026-11-23T19:00:00+05:30'),
    );
  });
});
