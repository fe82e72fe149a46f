import { describe, expect, it } from 'vitest';
import type { Item, StaffTableOrder, TableOrder, TableOrderStatus } from '@grofresh/contracts';
import { createTestShop, RecordingSender, signInAs, TestClock } from '../../../test/harness';
import { tableOrders } from '../../modules/table-orders/table-orders.table';
import { setRole } from '../../modules/users/users.service';
import { eq } from 'drizzle-orm';

// Tuesday 24 Nov 2026, 19:00 in Bengaluru.
const clock = new TestClock('2026-11-24T19:00:00+05:30');
const sender = new RecordingSender();
const { app, database } = await createTestShop({ clock, sms: sender });

let number = 9760000000;
const person = async () => {
  const phone = String(number++);
  return { ...(await signInAs(app, sender, phone, `10.7.0.${number % 250}`)), phone };
};
type Person = Awaited<ReturnType<typeof person>>;
const staff = await person();
await setRole(database.db, staff.phone, 'staff');

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Person, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
const move = (id: string, status: TableOrderStatus) =>
  call('PUT', `/table-orders/${id}/status`, staff, { status });
const mine = (who: Person, query = '') => call('GET', `/table-orders/mine${query}`, who);

const catalog: Item[] = (await app.inject({ method: 'GET', url: '/api/items/all' })).json().items;
const cubes = catalog.find((i) => i.name === 'Fresh Paneer Cubes')!; // ₹99 after discount

async function openFor(who: Person): Promise<StaffTableOrder> {
  const res = await call('POST', '/table-orders', staff, {
    phone: who.phone,
    tableNo: '4',
    dineInItems: [{ itemId: cubes._id, quantity: 2 }],
  });
  if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
  clock.advance(60_000);
  return res.json().order;
}

describe('a completed table order’s receipt', () => {
  it('says how it was paid and when: UPI when staff checked the shopper’s payment, cash from served', async () => {
    const shopper = await person();
    const upi = await openFor(shopper);
    await move(upi._id, 'SERVED');
    expect(
      (await call('POST', `/table-orders/${upi._id}/confirm-payment`, shopper)).statusCode,
    ).toBe(200);
    const paidAt = clock.now().toISOString();
    await move(upi._id, 'COMPLETED');
    const cash = await openFor(shopper);
    await move(cash._id, 'SERVED');
    const cashAt = clock.now().toISOString();
    await move(cash._id, 'COMPLETED');

    const read = async (id: string) =>
      (await call('GET', `/table-orders/${id}`, shopper)).json().order as TableOrder;
    expect(await read(upi._id)).toMatchObject({
      status: 'COMPLETED',
      paidBy: 'UPI',
      completedAt: paidAt,
      tableNo: '4',
      totalAmount: 198,
      // A finished order is not paid again: no QR, no link.
      qrImageUrl: null,
      upiLink: null,
    });
    expect(await read(cash._id)).toMatchObject({ paidBy: 'CASH', completedAt: cashAt });
  });

  it('says nothing of a payment while the order is open or when it was cancelled', async () => {
    const shopper = await person();
    const open = await openFor(shopper);
    expect(open).toMatchObject({ paidBy: null, completedAt: null, upiLink: expect.any(String) });
    await move(open._id, 'CANCELLED');
    const res = await call('GET', `/table-orders/${open._id}`, shopper);
    expect(res.json().order).toMatchObject({ paidBy: null, completedAt: null, upiLink: null });
  });
});

describe('the shopper’s table orders (My Orders)', () => {
  it('lists their own, newest first, a page at a time, with lines and no QR', async () => {
    const shopper = await person();
    const other = await person();
    const a = await openFor(shopper);
    await openFor(other);
    const b = await openFor(shopper);
    await move(b._id, 'SERVED');
    await move(b._id, 'COMPLETED');
    const c = await openFor(shopper);

    const all = await mine(shopper);
    expect(all.statusCode).toBe(200);
    const { orders, nextCursor } = all.json() as { orders: TableOrder[]; nextCursor: null };
    expect(orders.map((o) => o._id)).toEqual([c._id, b._id, a._id]);
    expect(nextCursor).toBeNull();
    expect(orders[1]).toMatchObject({ status: 'COMPLETED', paidBy: 'CASH', token: b.token });
    expect(orders[1]!.cartItems).toEqual([expect.objectContaining({ quantity: 2 })]);
    for (const o of orders) expect(o).toMatchObject({ qrImageUrl: null, upiLink: null });
    expect(orders[0]).not.toHaveProperty('customer');

    const first = (await mine(shopper, '?limit=2')).json();
    expect(first.orders.map((o: TableOrder) => o._id)).toEqual([c._id, b._id]);
    const rest = (await mine(shopper, `?limit=2&cursor=${first.nextCursor}`)).json();
    expect(rest).toEqual({ orders: [expect.objectContaining({ _id: a._id })], nextCursor: null });

    expect((await mine(await person())).json()).toEqual({ orders: [], nextCursor: null });
    expect((await app.inject({ method: 'GET', url: '/api/table-orders/mine' })).statusCode).toBe(
      401,
    );
  });

  it('keeps an order from before receipts were recorded readable', async () => {
    const shopper = await person();
    const old = await openFor(shopper);
    await database.db
      .update(tableOrders)
      .set({ status: 'COMPLETED', paidBy: null, completedAt: null })
      .where(eq(tableOrders.id, old._id));
    const [listed] = (await mine(shopper)).json().orders as TableOrder[];
    expect(listed).toMatchObject({ status: 'COMPLETED', paidBy: null, completedAt: null });
  });
});
