import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createTestShop, RecordingSender, signInAs, TestClock } from '../../../test/harness';
import { orderKit, type Shopper } from '../../../test/order-kit';
import { staffActivity } from '../../modules/activity/activity.table';
import { setRole } from '../../modules/users/users.service';

// Monday 11:00 in Bengaluru.
const clock = new TestClock('2026-11-23T11:00:00+05:30');
const sender = new RecordingSender();
const { app, database } = await createTestShop({ clock, sms: sender });
const kit = await orderKit(app);

let phone = 9600000000;
const shopper = async (): Promise<Shopper & { phone: string }> => {
  const number = String(phone++);
  return { ...(await signInAs(app, sender, number)), phone: number };
};
const staff = await shopper();
await setRole(database.db, staff.phone, 'staff');

const get = (url: string, who: { headers: object } = staff) =>
  app.inject({ method: 'GET', url, headers: who.headers as Record<string, string> });
const move = (id: string, payload: object, who: { headers: object } = staff) =>
  app.inject({
    method: 'PUT',
    url: `/api/orders/update/${id}`,
    headers: who.headers as Record<string, string>,
    payload,
  });
const ids = (res: { json: () => { orders: { orderId: string }[] } }) =>
  res.json().orders.map((o) => o.orderId);
const ravi = { name: 'Ravi Kumar', phone: '9876543210' };

// Three days of orders: Saturday's delivered one and Sunday's still pending, then today's.
clock.advance(-2 * 86_400_000);
const meera = await shopper();
const saturday = await kit.place(meera, { paymentMethod: 'QR' });
await move(saturday._id, { status: 'ACCEPTED', assignedTo: ravi });
await move(saturday._id, { status: 'DELIVERED' });
clock.advance(86_400_000);
const sunday = await kit.place(meera);
clock.advance(86_400_000);
const arjun = await shopper();
const today = await kit.place(arjun, { quantity: 2 });

describe('the console’s order list', () => {
  it("queues today's orders and every open one, newest first, with the shopper's number", async () => {
    const res = await get('/api/orders/all?view=queue');
    expect(res.statusCode).toBe(200);
    const queue = res.json().orders as { orderId: string; customer: { phone: string } }[];
    expect(queue.map((o) => o.orderId).slice(0, 2)).toEqual([today.orderId, sunday.orderId]);
    expect(queue.map((o) => o.orderId)).not.toContain(saturday.orderId);
    expect(queue[0]!.customer.phone).toBe(arjun.phone);
  });

  it('filters by status, payment method, delivery type and store date', async () => {
    expect(ids(await get('/api/orders/all?status=DELIVERED'))).toEqual([saturday.orderId]);
    expect(ids(await get('/api/orders/all?paymentMethod=QR'))).toEqual([saturday.orderId]);
    expect(ids(await get('/api/orders/all?deliveryType=PICK_UP'))).toEqual([]);
    expect(ids(await get('/api/orders/all?date=2026-11-22'))).toEqual([sunday.orderId]);
    const bad = await get('/api/orders/all?date=22-11-2026');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Use a date as YYYY-MM-DD');
  });

  it('finds orders by part of the order number or of the phone number', async () => {
    const tail = today.orderId.slice(-6);
    expect(ids(await get(`/api/orders/all?q=${tail}`))).toEqual([today.orderId]);
    expect(ids(await get(`/api/orders/all?q=${meera.phone.slice(-5)}`))).toEqual([
      sunday.orderId,
      saturday.orderId,
    ]);
    expect(ids(await get('/api/orders/all?q=%25'))).toEqual([]);
  });

  it('pages with a cursor', async () => {
    const first = (await get('/api/orders/all?limit=2')).json();
    expect(first.orders).toHaveLength(2);
    const rest = (await get(`/api/orders/all?limit=2&cursor=${first.nextCursor}`)).json();
    expect(rest.orders.map((o: { orderId: string }) => o.orderId)).toContain(saturday.orderId);
  });

  it('opens one order with its shopper, by _id or order number', async () => {
    const res = await get(`/api/ops/orders/${today.orderId}`);
    expect(res.json().order).toMatchObject({ _id: today._id, customer: { phone: arjun.phone } });
    expect((await get('/api/ops/orders/ORD-0000000000-00000000')).statusCode).toBe(404);
  });

  it('is for staff only: 401 without a token, 403 for a shopper', async () => {
    for (const url of [
      '/api/orders/all',
      `/api/ops/orders/${today._id}`,
      '/api/ops/delivery-people',
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await get(url, arjun)).statusCode).toBe(403);
    }
    expect((await move(today._id, { status: 'ACCEPTED' }, arjun)).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: '/api/ops/me', headers: arjun.headers })).statusCode,
    ).toBe(403);
    expect((await get('/api/ops/me')).json().user).toMatchObject({
      phone: staff.phone,
      role: 'staff',
    });
  });
});

describe('moving an order from the console', () => {
  const activityOf = (orderId: string) =>
    database.db.select().from(staffActivity).where(eq(staffActivity.subjectId, orderId));

  it('accepts once under a double click: one record, one text, the delivery person remembered', async () => {
    const kavya = await shopper();
    const order = await kit.place(kavya);
    const [a, b] = await Promise.all([
      move(order._id, { status: 'ACCEPTED', assignedTo: ravi }),
      move(order._id, { status: 'ACCEPTED', assignedTo: ravi }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().order).toMatchObject({ status: 'ACCEPTED', assignedTo: ravi });

    const records = await activityOf(order._id);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      action: 'order.accepted',
      actorId: staff.userId,
      actorPhone: staff.phone,
      subjectType: 'order',
      subjectLabel: order.orderId,
      before: { status: 'PENDING', assignedTo: null },
      after: { status: 'ACCEPTED', assignedTo: ravi },
    });
    const text = `GroFresh: your order ${order.orderId} is accepted. Ravi Kumar (9876543210) will deliver it.`;
    await vi.waitFor(() => expect(sender.texts).toContainEqual({ phone: kavya.phone, text }), {
      timeout: 10_000,
    });
    await new Promise((r) => setTimeout(r, 1500));
    expect(sender.texts.filter((t) => t.text === text)).toHaveLength(1);

    const people = (await get('/api/ops/delivery-people')).json().people;
    expect(people[0]).toEqual(ravi);
  });

  it('needs a reason to cancel and tells the shopper why', async () => {
    const neha = await shopper();
    const order = await kit.place(neha);
    const refused = await move(order._id, { status: 'CANCELLED' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Please give a reason for cancelling the order.');
    expect(await activityOf(order._id)).toHaveLength(0);

    const res = await move(order._id, { status: 'CANCELLED', cancelReason: 'Paneer is sold out' });
    expect(res.json()).toMatchObject({ message: 'Order is now CANCELLED' });
    const [record] = await activityOf(order._id);
    expect(record).toMatchObject({
      action: 'order.cancelled',
      before: { status: 'PENDING', cancelReason: null },
      after: { status: 'CANCELLED', cancelReason: 'Paneer is sold out' },
    });
    await vi.waitFor(
      () =>
        expect(sender.texts).toContainEqual({
          phone: neha.phone,
          text: `GroFresh: your order ${order.orderId} was cancelled: Paneer is sold out`,
        }),
      { timeout: 10_000 },
    );
  });

  it('texts the shopper when the order is delivered, with the coins earned', async () => {
    const rohan = await shopper();
    const order = await kit.place(rohan, { quantity: 2 });
    await move(order._id, { status: 'ACCEPTED', assignedTo: ravi });
    const res = await move(order._id, { status: 'DELIVERED' });
    expect(res.json().order.status).toBe('DELIVERED');
    await vi.waitFor(
      () =>
        expect(
          sender.texts.find((t) => t.phone === rohan.phone && t.text.includes('delivered'))?.text,
        ).toMatch(/has been delivered\. (You earned \d+ Grocoins\. )?Thank you/),
      { timeout: 10_000 },
    );
    const actions = (await activityOf(order._id)).map((r) => r.action).sort();
    expect(actions).toEqual(['order.accepted', 'order.delivered']);
  });

  it('records a change of delivery person on its own, and refuses a bad number', async () => {
    const isha = await shopper();
    const order = await kit.place(isha);
    await move(order._id, { status: 'ACCEPTED', assignedTo: ravi });
    const sita = { name: 'Sita', phone: '9123456780' };
    const res = await move(order._id, { status: 'ACCEPTED', assignedTo: sita });
    expect(res.json()).toMatchObject({
      message: 'Delivery person updated',
      order: { assignedTo: sita },
    });
    const records = await activityOf(order._id);
    expect(records.map((r) => r.action).sort()).toEqual(['order.accepted', 'order.assigned']);
    const bad = await move(order._id, {
      status: 'ACCEPTED',
      assignedTo: { name: 'X', phone: '12345' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Phone number must be 10 digits');
  });
});

describe('the activity record', () => {
  it('lists order actions for admins only, filtered by action', async () => {
    expect((await get('/api/ops/activity')).statusCode).toBe(403);
    await setRole(database.db, staff.phone, 'admin');
    const res = await get('/api/ops/activity?action=order.cancelled');
    expect(res.statusCode).toBe(200);
    const entries = res.json().activity as { action: string; actor: { phone: string } }[];
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.action === 'order.cancelled')).toBe(true);
    expect(entries[0]!.actor.phone).toBe(staff.phone);
    await setRole(database.db, staff.phone, 'staff');
  });
});
