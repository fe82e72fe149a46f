import { describe, expect, it } from 'vitest';
import type { DocumentPayment, StaffOrder } from '@grofresh/contracts';
import { createTestShop, RecordingSender, signInAs, TestClock } from '../../../test/harness';
import { orderKit } from '../../../test/order-kit';
import { setRole } from '../../modules/users/users.service';

// Monday 23 Nov 2026, 11:00 in Bengaluru (docs/product/rules.md#books).
const clock = new TestClock('2026-11-23T11:00:00+05:30');
const sender = new RecordingSender();
const { app, database } = await createTestShop({ clock, sms: sender });
const kit = await orderKit(app);
const ravi = await signInAs(app, sender, '9536200001');
await setRole(database.db, '9536200001', 'staff');
const asha = await signInAs(app, sender, '9536200002');

type Who = { headers: { authorization: string } };
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, who: Who = ravi) =>
  app.inject({ method, url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
const stateOf = async (id: string): Promise<DocumentPayment> =>
  ((await call('GET', `/ops/orders/${id}`)).json().order as StaffOrder).paymentState;
const pay = (id: string, body: object) => call('POST', `/ops/orders/${id}/payments`, body);

describe("an order's payment state", () => {
  it('goes from unpaid to part paid to paid as money is recorded', async () => {
    const order = await kit.place(asha, { paymentMethod: 'QR', quantity: 2 });
    expect(await stateOf(order._id)).toEqual({
      status: 'UNPAID',
      due: order.totalAmount,
      received: 0,
      entries: [],
    });
    const part = await pay(order._id, { method: 'CASH', amount: 30 });
    expect(part.statusCode).toBe(201);
    expect((part.json().order as StaffOrder).paymentState).toMatchObject({
      status: 'PART_PAID',
      due: order.totalAmount - 30,
      received: 30,
      entries: [{ kind: 'PAYMENT', method: 'CASH', amount: 30, reference: null }],
    });
    const rest = order.totalAmount - 30;
    await pay(order._id, { method: 'UPI', amount: rest, reference: '612345678901' });
    expect(await stateOf(order._id)).toMatchObject({
      status: 'PAID',
      due: 0,
      received: order.totalAmount,
    });
    const own = await call('GET', `/orders/${order._id}`, undefined, asha);
    expect(own.json().order.paymentState).toMatchObject({ status: 'PAID', due: 0 });
    // My Orders lists it with the same state, one query for the page.
    const mine = await call('GET', '/orders/all-user', undefined, asha);
    const listed = (mine.json().orders as { _id: string; paymentState: DocumentPayment }[]).find(
      (o) => o._id === order._id,
    );
    expect(listed?.paymentState).toMatchObject({
      status: 'PAID',
      due: 0,
      received: order.totalAmount,
    });
    const more = await pay(order._id, { method: 'CASH', amount: 1 });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe('Nothing is due on this.');
  });

  it('is refund due once cancelled after money came in, refunded once it is handed back', async () => {
    const order = await kit.place(asha, { paymentMethod: 'QR' });
    await pay(order._id, { method: 'UPI', amount: order.totalAmount, reference: '612345678902' });
    const cancel = await call('PUT', `/orders/update/${order._id}`, {
      status: 'CANCELLED',
      cancelReason: 'Out of stock',
    });
    expect(cancel.statusCode).toBe(200);
    expect(await stateOf(order._id)).toMatchObject({
      status: 'REFUND_DUE',
      due: 0,
      received: order.totalAmount,
    });
    const tooMuch = await pay(order._id, {
      method: 'CASH',
      amount: order.totalAmount + 1,
      kind: 'REFUND',
    });
    expect(tooMuch.statusCode).toBe(409);
    const back = await pay(order._id, {
      method: 'CASH',
      amount: order.totalAmount,
      kind: 'REFUND',
    });
    expect(back.statusCode).toBe(201);
    expect(await stateOf(order._id)).toMatchObject({ status: 'REFUNDED', due: 0, received: 0 });
  });

  it('a cancelled order that received nothing owes nothing', async () => {
    const order = await kit.place(asha);
    await call('PUT', `/orders/update/${order._id}`, {
      status: 'CANCELLED',
      cancelReason: 'Out of stock',
    });
    expect(await stateOf(order._id)).toEqual({
      status: 'UNPAID',
      due: 0,
      received: 0,
      entries: [],
    });
    const paid = await pay(order._id, { method: 'CASH', amount: 10 });
    expect(paid.statusCode).toBe(409);
  });
});
