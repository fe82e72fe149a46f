import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { RiderOrder } from '@grofresh/contracts';
import { EVENTS_CHANNEL } from '../../lib/events';
import { createTestShop, RecordingSender, signInAs, TestClock } from '../../../test/harness';
import { orderKit, type Shopper } from '../../../test/order-kit';
import { bookEntries } from '../../modules/books/books.table';
import { riderMarks } from '../../modules/riders/riders.table';
import { setRole } from '../../modules/users/users.service';

// Monday 23 Nov 2026, 16:00 in Bengaluru: Tuesday's milk run can be made.
const clock = new TestClock('2026-11-23T16:00:00+05:30');
const sender = new RecordingSender();
const { app, database } = await createTestShop({ clock, sms: sender });
const { db } = database;
const kit = await orderKit(app);
const admin = await signInAs(app, sender, '9630000001');
await setRole(db, '9630000001', 'admin');
const staff = await signInAs(app, sender, '9630000002');
await setRole(db, '9630000002', 'staff');
let ravi = await signInAs(app, sender, '9630000003');
let sunil = await signInAs(app, sender, '9630000004');
const asha = await signInAs(app, sender, '9630000005');
await db.execute(sql`update users set name = 'Ravi Kumar' where phone = '9630000003'`);

// What the console's and the shopper's streams hear (the events' channel), as for staff marks.
const listener = new pg.Client({ connectionString: database.url });
await listener.connect();
const heard: { type: string; id: string; userId?: string }[] = [];
listener.on('notification', (n) => heard.push(JSON.parse(n.payload ?? '{}')));
await listener.query(`LISTEN ${EVENTS_CHANNEL}`);
afterAll(() => listener.end());

const call = (who: Shopper, method: 'GET' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
const grant = (who: Shopper, role: string) =>
  call(admin, 'PUT', `/ops/users/${who.userId}/role`, { role });
const accept = (id: string) => call(staff, 'PUT', `/orders/update/${id}`, { status: 'ACCEPTED' });
const give = (id: string, rider: Shopper) =>
  call(staff, 'PUT', `/ops/orders/${id}/rider`, { riderId: rider.userId });
const today = async (rider: Shopper) => (await call(rider, 'GET', '/rider/today')).json();
const markOrder = (rider: Shopper, id: string, body: object) =>
  call(rider, 'PUT', `/rider/orders/${id}`, body);

const first = await kit.place(asha);
const second = await kit.place(asha);

describe('riders', () => {
  it('an admin grants the rider role on People', async () => {
    const res = await grant(ravi, 'rider');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('+91 9630000003 is now a rider.');
    expect((await grant(sunil, 'rider')).statusCode).toBe(200);
    // A role change ends the person's sessions: they sign in again on their phone.
    ravi = await signInAs(app, sender, '9630000003', '10.6.3.3');
    sunil = await signInAs(app, sender, '9630000004', '10.6.3.4');
  });

  it('staff read the riders to give an order to; a rider cannot', async () => {
    const res = await call(staff, 'GET', '/ops/riders');
    expect(res.statusCode).toBe(200);
    const phones = res.json().riders.map((r: { phone: string }) => r.phone);
    expect(phones.sort()).toEqual(['9630000003', '9630000004']);
    expect((await call(ravi, 'GET', '/ops/riders')).statusCode).toBe(403);
  });

  it('staff give an accepted order to a rider, whose name and phone the shopper reads', async () => {
    expect((await give(first._id, ravi)).statusCode).toBe(409);
    await accept(first._id);
    await accept(second._id);
    const notRider = await give(first._id, asha);
    expect(notRider.statusCode).toBe(400);
    expect(notRider.json().message).toBe(
      'This person is not a rider. Give them the rider role in People first.',
    );
    const res = await give(first._id, ravi);
    expect(res.statusCode).toBe(200);
    expect(res.json().order.assignedTo).toEqual({ name: 'Ravi Kumar', phone: '9630000003' });
    expect((await give(second._id, sunil)).statusCode).toBe(200);
    const mine = (await call(asha, 'GET', `/orders/${first._id}`)).json().order;
    expect(mine.assignedTo).toEqual({ name: 'Ravi Kumar', phone: '9630000003' });
  });

  it('a rider sees only their own open orders, with what to collect, and opens no console', async () => {
    const list = await today(ravi);
    expect(list.orders).toEqual([
      expect.objectContaining({
        _id: first._id,
        status: 'ACCEPTED',
        paymentMethod: 'COD',
        collect: first.totalAmount,
        totalAmount: first.totalAmount,
        phone: '9630000005',
        outForDeliveryAt: null,
        address: expect.objectContaining({ flat: '12 Lake Road', zip: '560038' }),
        items: [{ name: kit.plain.name, variantName: null, quantity: 1 }],
      }),
    ]);
    // The console's order list (shared path) and its calls under /ops.
    expect((await call(ravi, 'GET', '/orders/all?view=queue')).statusCode).toBe(403);
    const consoleCall = await call(ravi, 'GET', '/ops/store');
    expect(consoleCall.statusCode).toBe(403);
    expect(consoleCall.json().message).toBe('This is for store staff only.');
    expect((await call(ravi, 'GET', `/ops/orders/${first._id}`)).statusCode).toBe(403);
    const staffCall = await call(staff, 'GET', '/rider/today');
    expect(staffCall.statusCode).toBe(403);
    expect(staffCall.json().message).toBe("This is for the store's riders only.");
    expect((await call(asha, 'GET', '/rider/today')).statusCode).toBe(403);
  });

  it("another rider's order is not found, whatever they send", async () => {
    const res = await markOrder(sunil, first._id, {
      status: 'OUT_FOR_DELIVERY',
      markId: randomUUID(),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Order not found');
  });

  it('out for delivery is a marker on the accepted order, set once', async () => {
    const markId = randomUUID();
    const before = heard.length;
    const res = await markOrder(ravi, first._id, { status: 'OUT_FOR_DELIVERY', markId });
    expect(res.statusCode).toBe(200);
    const at = res.json().order.outForDeliveryAt;
    expect(at).toBe(clock.now().toISOString());
    expect(res.json().order.status).toBe('ACCEPTED');
    const staffView = (await call(staff, 'GET', `/ops/orders/${first._id}`)).json().order;
    expect(staffView.outForDeliveryAt).toBe(at);
    await expect
      .poll(() => heard.slice(before), { timeout: 2000 })
      .toContainEqual({ type: 'order.updated', id: first._id, userId: asha.userId });
    // The same mark again: 200, as it is.
    const again = await markOrder(ravi, first._id, { status: 'OUT_FOR_DELIVERY', markId });
    expect(again.statusCode).toBe(200);
    expect(again.json().order.outForDeliveryAt).toBe(at);
  });

  it('delivered with one markId sent twice at once: applied once, the cash booked once', async () => {
    const markId = randomUUID();
    const body = { status: 'DELIVERED', cashReceived: first.totalAmount, markId };
    const [a, b] = await Promise.all([
      markOrder(ravi, first._id, body),
      markOrder(ravi, first._id, body),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().order.status).toBe('DELIVERED');
    expect(b.json().order.status).toBe('DELIVERED');
    expect([a.json().message, b.json().message].sort()).toEqual(['Already marked', 'Delivered']);
    // Sent once more later (a queue replayed): still once.
    expect((await markOrder(ravi, first._id, body)).json().message).toBe('Already marked');
    const cash = await db.select().from(bookEntries).where(eq(bookEntries.documentId, first._id));
    expect(cash).toHaveLength(1);
    expect(await db.select().from(riderMarks).where(eq(riderMarks.markId, markId))).toHaveLength(1);
    const order = (await call(asha, 'GET', `/orders/${first._id}`)).json().order;
    expect(order.status).toBe('DELIVERED');
    expect((await today(ravi)).orders).toEqual([]);
  });

  it('a markId is the mark of one thing: used for another order it is refused', async () => {
    const markId = randomUUID();
    await markOrder(ravi, first._id, { status: 'DELIVERED', markId });
    const res = await markOrder(sunil, second._id, { status: 'DELIVERED', markId });
    expect(res.statusCode).toBe(409);
    const list = (await today(sunil)).orders as RiderOrder[];
    expect(list.map((o) => o._id)).toEqual([second._id]);
  });
});
