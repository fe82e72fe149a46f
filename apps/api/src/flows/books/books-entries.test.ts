import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StaffTableOrder } from '@grofresh/contracts';
import { createTestShop, RecordingSender, signInAs, TestClock } from '../../../test/harness';
import { paymentKit } from '../../../test/payment-kit';
import { bookEntries } from '../../modules/books/books.table';
import { paymentRefunds } from '../../modules/payments/payments.table';
import { setRole } from '../../modules/users/users.service';
import { refundPayment } from '../payments/refund-payment';

// Monday 23 Nov 2026, 11:00 in Bengaluru (docs/product/rules.md#books).
const clock = new TestClock('2026-11-23T11:00:00+05:30');
const sender = new RecordingSender();
const shop = await createTestShop({ clock, sms: sender });
const { app, database } = shop;
const pay = await paymentKit(shop, sender, 9535000000);
const staffOf = async (phone: string) => {
  const who = { ...(await signInAs(app, sender, phone)), phone };
  await setRole(database.db, phone, 'staff');
  return who;
};
const ravi = await staffOf('9535200001');
const sita = await staffOf('9535200002');

type Who = { headers: { authorization: string } };
const call = (method: 'POST' | 'PUT', url: string, who: Who, payload: object) =>
  app.inject({ method, url: `/api${url}`, headers: who.headers, payload });
const entriesOf = (documentId: string) =>
  database.db
    .select()
    .from(bookEntries)
    .where(eq(bookEntries.documentId, documentId))
    .orderBy(asc(bookEntries.at));
const move = (id: string, payload: object, who: Who = ravi) =>
  call('PUT', `/orders/update/${id}`, who, payload);

describe('UPI payments staff record', () => {
  it('take a reference once, anywhere: two staff recording one at once, one wins', async () => {
    const asha = await pay.shopper();
    const first = await pay.kit.place(asha, { paymentMethod: 'QR' });
    const second = await pay.kit.place(asha, { paymentMethod: 'QR' });
    const body = (amount: number) => ({ method: 'UPI', amount, reference: '412345678901' });
    const answers = await Promise.all([
      call('POST', `/ops/orders/${first._id}/payments`, ravi, body(first.totalAmount)),
      call('POST', `/ops/orders/${second._id}/payments`, sita, body(second.totalAmount)),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('412345678901 is already recorded'),
    });
    const rows = await database.db
      .select()
      .from(bookEntries)
      .where(eq(bookEntries.reference, '412345678901'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ method: 'UPI', kind: 'PAYMENT', bookedOn: '2026-11-23' });
  });

  it('need a 12-digit reference, and never more than is due', async () => {
    const asha = await pay.shopper();
    const order = await pay.kit.place(asha, { paymentMethod: 'QR' });
    const url = `/ops/orders/${order._id}/payments`;
    const none = await call('POST', url, ravi, { method: 'UPI', amount: 10 });
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain('12-digit UPI reference');
    const short = await call('POST', url, ravi, { method: 'UPI', amount: 10, reference: '1234' });
    expect(short.statusCode).toBe(400);
    const over = await call('POST', url, ravi, { method: 'CASH', amount: order.totalAmount + 1 });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toContain('more than is due');
    expect(await entriesOf(order._id)).toHaveLength(0);
  });
});

describe('a cash-on-delivery order marked delivered', () => {
  it('records the cash once, even when the delivery is recorded twice at once', async () => {
    const asha = await pay.shopper();
    const order = await pay.kit.place(asha);
    expect((await move(order._id, { status: 'ACCEPTED' })).statusCode).toBe(200);
    const both = await Promise.all([
      move(order._id, { status: 'DELIVERED' }, ravi),
      move(order._id, { status: 'DELIVERED' }, sita),
    ]);
    expect(both.map((a) => a.statusCode)).toEqual([200, 200]);
    const rows = await entriesOf(order._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'PAYMENT',
      method: 'CASH',
      amountPaise: Math.round(order.totalAmount * 100),
      userId: asha.userId,
    });
    expect([ravi.userId, sita.userId]).toContain(rows[0]!.byUserId);
  });

  it('records the cash the rider says they took', async () => {
    const asha = await pay.shopper();
    const order = await pay.kit.place(asha);
    await move(order._id, { status: 'ACCEPTED' });
    const done = await move(order._id, { status: 'DELIVERED', cashReceived: 50 });
    expect(done.statusCode).toBe(200);
    expect((await entriesOf(order._id)).map((e) => e.amountPaise)).toEqual([5000]);
  });
});

describe('card payments', () => {
  it('are recorded from the gateway once, and their refund once it is confirmed', async () => {
    const asha = await pay.shopper();
    const body = await pay.body(asha);
    const { form } = await pay.atGateway(asha, body, 'pay');
    await pay.callback(form);
    await pay.callback(form);
    const [order] = await pay.ordersNumbered(body.orderId);
    const attempt = (await pay.attemptOf(body.orderId))!;
    const paid = await entriesOf(order!.id);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({
      kind: 'PAYMENT',
      method: 'CARD',
      amountPaise: attempt.amountPaise,
      reference: attempt.trackingId,
      byUserId: null,
    });

    await move(order!.id, { status: 'CANCELLED', cancelReason: 'Out of stock' });
    const [refund] = await database.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderRef, order!.id));
    expect(await entriesOf(order!.id)).toHaveLength(1); // asked for, not yet given back
    const deps = { db: database.db, gateway: app.gateway, clock, log: app.log };
    await refundPayment(deps, refund!.id);
    await refundPayment(deps, refund!.id);
    const rows = await entriesOf(order!.id);
    expect(rows.map((e) => [e.kind, e.method, e.amountPaise])).toEqual([
      ['PAYMENT', 'CARD', attempt.amountPaise],
      ['REFUND', 'CARD', attempt.amountPaise],
    ]);
    expect(rows[1]!.reference).toBe(refund!.refundRef);
  });
});

describe('counter orders', () => {
  it('a counter order completed in cash records what it still owed', async () => {
    const asha = await pay.shopper();
    const opened = await call('POST', '/table-orders', ravi, {
      phone: asha.phone,
      dineInItems: [{ itemId: pay.kit.plain._id, quantity: 2 }],
    });
    expect(opened.statusCode).toBe(201);
    const order: StaffTableOrder = opened.json().order;
    const part = await call('POST', `/ops/table-orders/${order._id}/payments`, ravi, {
      method: 'CASH',
      amount: 20,
    });
    expect(part.statusCode).toBe(201);
    for (const status of ['PREPARING', 'SERVED', 'COMPLETED']) {
      const res = await call('PUT', `/table-orders/${order._id}/status`, ravi, { status });
      expect(res.statusCode).toBe(200);
    }
    const own = await app.inject({
      method: 'GET',
      url: `/api/table-orders/${order._id}`,
      headers: asha.headers,
    });
    expect(own.json().order.paymentState).toMatchObject({ status: 'PAID', due: 0 });
    const total = Math.round(order.totalAmount * 100);
    expect((await entriesOf(order._id)).map((e) => [e.method, e.amountPaise])).toEqual([
      ['CASH', 2000],
      ['CASH', total - 2000],
    ]);
  });
});
