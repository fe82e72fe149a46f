import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { BooksDay, Statement } from '@grofresh/contracts';
import { createTestShop, RecordingSender, signInAs, TestClock } from '../../../test/harness';
import { orderKit } from '../../../test/order-kit';
import { locks, takeLocks } from '../../db/locks';
import { setRole } from '../../modules/users/users.service';

// Wednesday 25 Nov 2026, 11:00 in Bengaluru (docs/product/rules.md#books).
const clock = new TestClock('2026-11-25T11:00:00+05:30');
const sender = new RecordingSender();
const { app, database } = await createTestShop({ clock, sms: sender });
const kit = await orderKit(app);
const as = async (phone: string, role?: 'staff' | 'admin') => {
  const who = { ...(await signInAs(app, sender, phone)), phone };
  if (role) await setRole(database.db, phone, role);
  return who;
};
const ravi = await as('9537200001', 'staff');
const sita = await as('9537200002', 'staff');
const owner = await as('9537200003', 'admin');
const asha = await as('9537200004');

type Who = { headers: { authorization: string } };
const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Who, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
const books = async (date: string): Promise<BooksDay> =>
  (await call('GET', `/ops/books/${date}`, ravi)).json();
const close = (date: string, countedCash: number, note?: string) =>
  call('POST', `/ops/books/${date}/close`, owner, { countedCash, ...(note ? { note } : {}) });
const cash = (id: string, amount: number, who: Who = ravi) =>
  call('POST', `/ops/orders/${id}/payments`, who, { method: 'CASH', amount });
const paise = (rupees: number) => Math.round(rupees * 100);

describe("a store day's books", () => {
  it('add up cash and UPI by method, who took what cash, and what is still owed', async () => {
    const cod = await kit.place(asha);
    await call('PUT', `/orders/update/${cod._id}`, ravi, { status: 'ACCEPTED' });
    const short = cod.totalAmount - 10;
    const delivered = await call('PUT', `/orders/update/${cod._id}`, ravi, {
      status: 'DELIVERED',
      cashReceived: short,
    });
    expect(delivered.statusCode).toBe(200);
    clock.advance(60_000);
    const qr = await kit.place(asha, { paymentMethod: 'QR' });
    const upi = { method: 'UPI', amount: qr.totalAmount, reference: '712345678901' };
    expect((await call('POST', `/ops/orders/${qr._id}/payments`, sita, upi)).statusCode).toBe(201);
    // ₹20 in cash and the rest by UPI: each method expects its own part, not the whole bill.
    clock.advance(60_000);
    const mixed = await kit.place(asha, { paymentMethod: 'QR' });
    expect((await cash(mixed._id, 20)).statusCode).toBe(201);
    clock.advance(60_000);
    const rest = { method: 'UPI', amount: mixed.totalAmount - 20, reference: '712345678902' };
    expect((await call('POST', `/ops/orders/${mixed._id}/payments`, sita, rest)).statusCode).toBe(
      201,
    );

    const day = await books('2026-11-25');
    expect(day).toMatchObject({
      date: '2026-11-25',
      closed: null,
      byMethod: {
        CASH: { expected: cod.totalAmount + 20, received: short + 20 },
        UPI: {
          expected: qr.totalAmount + rest.amount,
          received: qr.totalAmount + rest.amount,
        },
        CARD: { expected: 0, received: 0 },
      },
      refunds: { CASH: 0, UPI: 0, CARD: 0, COINS: 0 },
      cashBy: [{ _id: ravi.userId, phone: ravi.phone, amount: short + 20 }],
      owing: [{ documentType: 'ORDER', documentId: cod._id, due: 10 }],
    });
    expect(
      day.entries.map((e) => [e.method, e.amount, e.label, e.by?.phone, e.adjustment]),
    ).toEqual([
      ['CASH', short, `Order ${cod.orderId}`, ravi.phone, false],
      ['UPI', qr.totalAmount, `Order ${qr.orderId}`, sita.phone, false],
      ['CASH', 20, `Order ${mixed.orderId}`, ravi.phone, false],
      ['UPI', rest.amount, `Order ${mixed.orderId}`, sita.phone, false],
    ]);
  });

  it('close once, by an admin, with the cash counted; later money lands on the next day', async () => {
    const before = await books('2026-11-25');
    const expected = before.byMethod.CASH.received;
    expect(
      (await call('POST', '/ops/books/2026-11-25/close', ravi, { countedCash: 1 })).statusCode,
    ).toBe(403);
    expect((await close('2026-11-26', 0)).json().message).toBe(
      'A day is closed once it has begun.',
    );

    const closed = await close('2026-11-25', expected - 5, 'Five rupees short');
    expect(closed.statusCode).toBe(200);
    expect(closed.json().day).toMatchObject({
      date: '2026-11-25',
      expectedCash: expected,
      countedCash: expected - 5,
      difference: -5,
      note: 'Five rupees short',
      closedBy: owner.userId,
    });
    const again = await close('2026-11-25', expected);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This day is already closed.');

    const late = await kit.place(asha, { paymentMethod: 'QR' });
    expect((await cash(late._id, 20)).statusCode).toBe(201);
    const after = await books('2026-11-25');
    expect(after.entries).toEqual(before.entries);
    expect(after.closed).toEqual(closed.json().day);
    const next = await books('2026-11-26');
    expect(next.entries.map((e) => [e.documentId, e.label, e.amount, e.adjustment])).toEqual([
      [late._id, `Order ${late.orderId}`, 20, true],
    ]);
  });

  it('a payment recorded while the day is being closed lands on the next open day', async () => {
    clock.advance(2 * 86_400_000); // Friday 27th, 11:00
    const early = await kit.place(asha, { paymentMethod: 'QR' });
    await cash(early._id, 30);
    const order = await kit.place(asha, { paymentMethod: 'QR' });
    // The day's lock held here: the close asks first, then the payment; both wait, in order.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holding = database.db.transaction(async (tx) => {
      await takeLocks(tx, locks.booksDay('2026-11-27'));
      await held;
    });
    await sleep(50);
    const closing = close('2026-11-27', 30);
    await sleep(150);
    const paying = cash(order._id, 40, sita);
    await sleep(150);
    release();
    await holding;
    const [closed, paid] = await Promise.all([closing, paying]);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().day).toMatchObject({ expectedCash: 30, difference: 0 });
    expect(paid.statusCode).toBe(201);
    expect((await books('2026-11-27')).entries.map((e) => e.amount)).toEqual([30]);
    expect((await books('2026-11-28')).entries.map((e) => [e.amount, e.adjustment])).toEqual([
      [40, true],
    ]);
  });

  it('raced freely, the closed day counts exactly the cash booked on it', async () => {
    clock.advance(2 * 86_400_000); // Sunday 29th, 11:00
    const orders = [await kit.place(asha, { paymentMethod: 'QR' }), await kit.place(asha)];
    const [closed] = await Promise.all([
      close('2026-11-29', 0),
      ...orders.map((o) => cash(o._id, 15)),
    ]);
    const day = await books('2026-11-29');
    const booked = day.entries.reduce((s, e) => s + paise(e.amount), 0);
    expect(paise(closed.json().day.expectedCash)).toBe(booked);
    const next = await books('2026-11-30');
    expect(day.entries.length + next.entries.length).toBe(2);
    expect(next.entries.every((e) => e.adjustment)).toBe(true);
  });
});

describe("a cash-up's entries", () => {
  it('name a counter order by its token and store date, as the statement does', async () => {
    const { items } = (await app.inject({ method: 'GET', url: '/api/items/all' })).json() as {
      items: { _id: string; name: string }[];
    };
    const cubes = items.find((i) => i.name === 'Fresh Paneer Cubes')!;
    const opened = await call('POST', '/table-orders', ravi, {
      phone: asha.phone,
      dineInItems: [{ itemId: cubes._id, quantity: 1 }],
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const order = opened.json().order as { _id: string; token: string; totalAmount: number };
    const paid = await call('POST', `/ops/table-orders/${order._id}/payments`, ravi, {
      method: 'CASH',
      amount: order.totalAmount,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    // Sunday 29th is closed: the payment is booked on Monday 30th.
    const entry = (await books('2026-11-30')).entries.find((e) => e.documentId === order._id);
    expect(entry?.label).toBe(`Counter ${order.token} on 29 Nov 2026`);
    const statement = await call('GET', `/ops/customers/${asha.userId}/statement`, ravi);
    expect(
      (statement.json() as Statement).entries.filter((e) => e.documentId === order._id),
    ).toEqual([
      expect.objectContaining({ kind: 'BILL', label: entry?.label }),
      expect.objectContaining({ kind: 'PAYMENT', label: entry?.label }),
    ]);
  });
});
