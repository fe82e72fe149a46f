import { describe, expect, it } from 'vitest';
import { toPaise } from '@grofresh/contracts';
import { createTestShop, RecordingSender, signInAs, TestClock } from '../../../test/harness';
import { orderKit } from '../../../test/order-kit';
import { coinTransactions } from '../../modules/coins/coins.table';
import { setRole } from '../../modules/users/users.service';

// Saturday 21 Nov 2026, 09:10 in Bengaluru.
const clock = new TestClock('2026-11-21T09:10:00+05:30');
const sender = new RecordingSender();
const { app, database } = await createTestShop({ clock, sms: sender });
const kit = await orderKit(app);
const unit = kit.unit / 100;

const staff = await signInAs(app, sender, '9200000001');
await setRole(database.db, '9200000001', 'staff');
const asha = await signInAs(app, sender, '9200000002');
const move = (id: string, payload: object) =>
  app.inject({ method: 'PUT', url: `/api/orders/update/${id}`, headers: staff.headers, payload });
const at = (iso: string) => clock.advance(new Date(iso).getTime() - clock.now().getTime());
const board = (query = '') =>
  app.inject({ method: 'GET', url: `/api/ops/dashboard${query}`, headers: staff.headers });

// Saturday: a COD order delivered (2 units) and a QR order cancelled.
const first = await kit.place(asha, { quantity: 2 });
await move(first._id, { status: 'ACCEPTED' });
await move(first._id, { status: 'DELIVERED' });
at('2026-11-21T13:45:00+05:30');
const second = await kit.place(asha, { paymentMethod: 'QR' });
await move(second._id, { status: 'CANCELLED', cancelReason: 'Out of stock' });
// 23:30 in Bengaluru is still Saturday there (18:00 UTC), and stays open.
at('2026-11-21T23:30:00+05:30');
await kit.place(asha, { paymentMethod: 'QR', quantity: 3 });
// Sunday 00:15: Sunday's only order, delivered.
at('2026-11-22T00:15:00+05:30');
const sunday = await kit.place(asha);
await move(sunday._id, { status: 'ACCEPTED' });
await move(sunday._id, { status: 'DELIVERED' });
// A goodwill credit on Sunday, and today is Monday.
await database.db.insert(coinTransactions).values({
  userId: asha.userId,
  amount: 5,
  kind: 'ADJUSTMENT',
  ref: 'test:goodwill-sunday',
  description: 'Goodwill',
  createdAt: clock.now(),
});
at('2026-11-23T11:00:00+05:30');

describe('the dashboard', () => {
  it("sums a store day's orders, revenue and payments, hour by hour", async () => {
    const res = await board('?from=2026-11-21&to=2026-11-21');
    expect(res.statusCode).toBe(200);
    const day = res.json();
    expect(day.orders).toEqual({ placed: 3, delivered: 1, cancelled: 1, open: 1 });
    expect(day.revenue).toBe(2 * unit);
    expect(day.averageOrderValue).toBe(2 * unit);
    expect(day.byHour).toHaveLength(24);
    expect(day.byHour.filter((h: { orders: number }) => h.orders > 0)).toEqual([
      { hour: 9, orders: 1 },
      { hour: 13, orders: 1 },
      { hour: 23, orders: 1 },
    ]);
    expect(day.byDay).toEqual([{ date: '2026-11-21', orders: 3, revenue: 2 * unit }]);
    // Cancelled orders count for neither payments nor items.
    expect(day.paymentMethods).toEqual([
      { method: 'COD', orders: 1, amount: 2 * unit },
      { method: 'QR', orders: 1, amount: 3 * unit },
    ]);
    expect(day.topItems).toEqual([
      { itemId: kit.plain._id, name: kit.plain.name, quantity: 5, revenue: 5 * unit },
    ]);
    expect(day.coins).toEqual({
      earned: Math.floor(toPaise(2 * unit) / 10000),
      redeemed: 0,
      refunded: 0,
    });
  });

  it('covers a range day by day, with empty days and the coin ledger', async () => {
    const week = (await board('?from=2026-11-20&to=2026-11-23')).json();
    expect(week.orders.placed).toBe(4);
    expect(week.orders.delivered).toBe(2);
    expect(week.revenue).toBe(3 * unit);
    expect(week.averageOrderValue).toBe(Math.round((3 * unit * 100) / 2) / 100);
    expect(week.byDay).toEqual([
      { date: '2026-11-20', orders: 0, revenue: 0 },
      { date: '2026-11-21', orders: 3, revenue: 2 * unit },
      { date: '2026-11-22', orders: 1, revenue: unit },
      { date: '2026-11-23', orders: 0, revenue: 0 },
    ]);
    expect(week.coins.earned).toBe(
      Math.floor(toPaise(2 * unit) / 10000) + Math.floor(toPaise(unit) / 10000),
    );
  });

  it('is today by default, and empty when nothing was ordered', async () => {
    const today = (await board()).json();
    expect(today).toMatchObject({
      from: '2026-11-23',
      to: '2026-11-23',
      orders: { placed: 0, delivered: 0, cancelled: 0, open: 0 },
      revenue: 0,
      averageOrderValue: 0,
      topItems: [],
      paymentMethods: [],
      coins: { earned: 0, redeemed: 0, refunded: 0 },
    });
  });

  it.each([
    ['?from=2026-11-23&to=2026-11-20', 'The first day must not be after the last day'],
    ['?from=2025-01-01&to=2026-11-23', 'Choose at most 366 days'],
    ['?from=23-11-2026', 'Use a date as YYYY-MM-DD'],
  ])('refuses %s with its message', async (query, message) => {
    const res = await board(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('is for staff only', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/ops/dashboard' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/api/ops/dashboard', headers: asha.headers }))
        .statusCode,
    ).toBe(403);
  });
});
