import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  tableOrderMessages as says,
  upiPaymentLink,
  type Item,
  type StaffTableOrder,
  type TableOrder,
  type TableOrderStatus,
} from '@grofresh/contracts';
import { createTestShop, RecordingSender, signInAs, TestClock } from '../../../test/harness';
import { EVENTS_CHANNEL } from '../../lib/events';
import { storeSettings } from '../../modules/store/store.table';
import { qrDataUrl } from '../../modules/table-orders/qr-image';
import { setRole } from '../../modules/users/users.service';

// Monday 23 Nov 2026, 13:00 in Bengaluru.
const clock = new TestClock('2026-11-23T13:00:00+05:30');
const sender = new RecordingSender();
const { app, database } = await createTestShop({ clock, sms: sender });

let number = 9750000000;
const person = async () => {
  const phone = String(number++);
  return { ...(await signInAs(app, sender, phone, `10.6.0.${number % 250}`)), phone };
};
type Person = Awaited<ReturnType<typeof person>>;
const staff = await person();
await setRole(database.db, staff.phone, 'staff');
const asha = await person();
const bala = await person();

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, who: Person | null, payload?: object) =>
  app.inject({
    method,
    url: `/api${url}`,
    ...(who ? { headers: who.headers } : {}),
    ...(payload ? { payload } : {}),
  });
const current = (who: Person) => call('GET', '/table-orders/current', who);
const one = (id: string, who: Person) => call('GET', `/table-orders/${id}`, who);
const confirm = (id: string, who: Person) =>
  call('POST', `/table-orders/${id}/confirm-payment`, who);
const move = (id: string, status: TableOrderStatus) =>
  call('PUT', `/table-orders/${id}/status`, staff, { status });

const catalog: Item[] = (await app.inject({ method: 'GET', url: '/api/items/all' })).json().items;
const cubes = catalog.find((i) => i.name === 'Fresh Paneer Cubes')!; // ₹99 after discount

/** Staff open a table order for the shopper: two paneer cubes to eat in, one to take away. */
async function openFor(who: Person): Promise<StaffTableOrder> {
  const res = await call('POST', '/table-orders', staff, {
    phone: who.phone,
    dineInItems: [{ itemId: cubes._id, quantity: 2 }],
    pickUpItems: [{ itemId: cubes._id, quantity: 1 }],
  });
  if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
  clock.advance(60_000);
  return res.json().order;
}
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('the table-order calls', () => {
  it('are described in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/table-orders',
        '/api/table-orders/current',
        '/api/table-orders/{id}',
        '/api/table-orders/{id}/status',
        '/api/table-orders/{id}/confirm-payment',
        '/api/ops/table-orders',
        '/api/ops/table-orders/{id}/lines',
      ]),
    );
  });
});

describe('the shopper’s current table order', () => {
  it('is 404 when the shopper has none, and needs a sign-in', async () => {
    expect((await call('GET', '/table-orders/current', null)).statusCode).toBe(401);
    const res = await current(asha);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 'NOT_FOUND',
      message: says.noCurrent,
      requestId: expect.any(String),
    });
  });

  it('is the newest open one, as the payment screen shows it, with a UPI QR for its total', async () => {
    await openFor(asha);
    const newer = await openFor(asha);
    const res = await current(asha);
    expect(res.statusCode).toBe(200);
    const { order } = res.json() as { order: TableOrder };
    expect(order).toMatchObject({
      _id: newer._id,
      token: newer.token,
      status: 'PENDING',
      dineInTotal: 198,
      pickUpTotal: 99,
      totalAmount: 297,
      earnedCoins: 2,
    });
    expect(order).not.toHaveProperty('customer');
    expect(order.cartItems[0]).toEqual({
      _id: expect.any(String),
      quantity: 2,
      variantName: null,
      itemId: { _id: cubes._id, name: cubes.name, image: cubes.image, price: 99 },
      lineTotal: 198,
    });
    const link = upiPaymentLink({
      vpa: 'grofresh@okaxis',
      payeeName: 'GroFresh Stores',
      amountPaise: 29700,
      orderId: `20261123${newer.token}`,
      note: `GroFresh table order ${newer.token}`,
    });
    expect(order.qrImageUrl).toBe(await qrDataUrl(link));
    expect(order.qrImageUrl).toMatch(/^data:image\/png;base64,/);
    // The same link for the phone's "Pay in UPI app" button.
    expect(order.upiLink).toBe(link);
  });

  it('is 404 again once the shopper’s orders are completed or cancelled', async () => {
    const shopper = await person();
    const a = await openFor(shopper);
    const b = await openFor(shopper);
    await move(b._id, 'CANCELLED');
    expect((await current(shopper)).json().order._id).toBe(a._id);
    await move(a._id, 'SERVED');
    await move(a._id, 'COMPLETED');
    expect((await current(shopper)).statusCode).toBe(404);
  });

  it('shows no QR when the store has no UPI id', async () => {
    const shopper = await person();
    await openFor(shopper);
    await database.db.update(storeSettings).set({ upiId: '' }).where(eq(storeSettings.id, 1));
    try {
      expect((await current(shopper)).json().order.qrImageUrl).toBeNull();
    } finally {
      await database.db
        .update(storeSettings)
        .set({ upiId: 'grofresh@okaxis' })
        .where(eq(storeSettings.id, 1));
    }
    expect((await current(shopper)).json().order.qrImageUrl).toMatch(/^data:image\/png/);
  });
});

describe('one table order', () => {
  it('is its shopper’s and staff’s to read; anyone else gets 404 as if it did not exist', async () => {
    const order = await openFor(bala);
    expect((await one(order._id, bala)).json().order).toMatchObject({
      _id: order._id,
      token: order.token,
    });
    expect((await one(order._id, staff)).json().order._id).toBe(order._id);
    for (const [id, who] of [
      [order._id, asha],
      [UNKNOWN, bala],
      ['nope', bala],
    ] as const) {
      const res = await one(id, who);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        code: 'NOT_FOUND',
        message: says.notFound,
        requestId: expect.any(String),
      });
    }
  });

  it('is refused to a shopper on every staff call', async () => {
    const order = await openFor(bala);
    expect(
      (await call('PUT', `/table-orders/${order._id}/status`, bala, { status: 'SERVED' }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call('POST', '/table-orders', bala, {
          phone: bala.phone,
          dineInItems: [{ itemId: cubes._id, quantity: 1 }],
        })
      ).statusCode,
    ).toBe(403);
    expect((await one(order._id, bala)).json().order.status).toBe('PENDING');
  });
});

describe('the shopper says they paid', () => {
  it('only once the order is served: a sentence the shopper can read before that', async () => {
    const order = await openFor(asha);
    for (const status of ['PENDING', 'PREPARING'] as const) {
      if (status !== 'PENDING') await move(order._id, status);
      const res = await confirm(order._id, asha);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: 'CONFLICT',
        message: 'The store hasn’t served this order yet.',
        requestId: expect.any(String),
      });
    }
  });

  it('moves a served order to payment confirmation once, however often it is said', async () => {
    const listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    const heard: { type: string; id: string; userId?: string }[] = [];
    listener.on('notification', (n) => heard.push(JSON.parse(n.payload ?? '{}')));
    try {
      const order = await openFor(asha);
      await move(order._id, 'SERVED');
      await listener.query(`LISTEN ${EVENTS_CHANNEL}`);
      const first = await confirm(order._id, asha);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        message: says.paymentClaimed,
        order: { _id: order._id, status: 'PAYMENT_CONFIRMATION' },
      });
      clock.advance(1000);
      const second = await confirm(order._id, asha);
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
      const event = { type: 'table-order.updated', id: order._id, userId: asha.userId };
      await expect.poll(() => heard, { timeout: 2000 }).toContainEqual(event);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard.filter((e) => e.id === order._id)).toEqual([event]);

      // Staff see it under review first, then complete it; saying it again is refused.
      const [top] = (await call('GET', '/ops/table-orders', staff)).json().orders;
      expect(top._id).toBe(order._id);
      await move(order._id, 'COMPLETED');
      const late = await confirm(order._id, asha);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe('This order is already completed.');
    } finally {
      await listener.end();
    }
  });

  it('is for the order’s own shopper: anyone else, staff too, gets 404', async () => {
    const order = await openFor(bala);
    await move(order._id, 'SERVED');
    for (const who of [asha, staff]) {
      const res = await confirm(order._id, who);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        code: 'NOT_FOUND',
        message: says.notFound,
        requestId: expect.any(String),
      });
    }
    expect((await confirm(UNKNOWN, bala)).statusCode).toBe(404);
    expect((await one(order._id, bala)).json().order.status).toBe('SERVED');
    await move(order._id, 'CANCELLED');
    expect((await confirm(order._id, bala)).json().message).toBe('This order was cancelled.');
  });
});
