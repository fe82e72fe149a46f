import { describe, expect, it } from 'vitest';
import type { Statement } from '@grofresh/contracts';
import { createTestShop, RecordingSender, signInAs, TestClock } from '../../../test/harness';
import { orderKit } from '../../../test/order-kit';
import { setRole } from '../../modules/users/users.service';

// Thursday 26 Nov 2026, 11:00 in Bengaluru (docs/product/rules.md#books).
const clock = new TestClock('2026-11-26T11:00:00+05:30');
const sender = new RecordingSender();
const { app, database } = await createTestShop({ clock, sms: sender });
const kit = await orderKit(app);
const as = async (phone: string, role?: 'staff' | 'admin') => {
  const who = { ...(await signInAs(app, sender, phone)), phone };
  if (role) await setRole(database.db, phone, role);
  return who;
};
const ravi = await as('9538200001', 'staff');
const owner = await as('9538200002', 'admin');
const asha = await as('9538200003');
const bala = await as('9538200004');

type Who = { headers: { authorization: string } };
const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Who, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) });

describe("a shopper's statement", () => {
  it('lists bills, payments and refunds with the balance due, for staff and for the shopper', async () => {
    const first = await kit.place(asha, { paymentMethod: 'QR' });
    clock.advance(60_000);
    const second = await kit.place(asha);
    clock.advance(60_000);
    const upi = { method: 'UPI', amount: first.totalAmount, reference: '812345678901' };
    expect((await call('POST', `/ops/orders/${first._id}/payments`, ravi, upi)).statusCode).toBe(
      201,
    );
    clock.advance(60_000);
    await call('POST', `/ops/orders/${second._id}/payments`, ravi, { method: 'CASH', amount: 25 });
    clock.advance(60_000);
    const dropped = await kit.place(bala); // someone else's: never on Asha's statement
    expect(dropped.orderId).toBeTruthy();

    const staffView = await call('GET', `/ops/customers/${asha.userId}/statement`, ravi);
    expect(staffView.statusCode).toBe(200);
    const statement: Statement = staffView.json();
    expect(statement.entries.map((e) => [e.kind, e.label, e.method, e.amount])).toEqual([
      ['BILL', `Order ${first.orderId}`, null, first.totalAmount],
      ['BILL', `Order ${second.orderId}`, null, second.totalAmount],
      ['PAYMENT', `Order ${first.orderId}`, 'UPI', first.totalAmount],
      ['PAYMENT', `Order ${second.orderId}`, 'CASH', 25],
    ]);
    expect(statement.balanceDue).toBe(second.totalAmount - 25);
    expect(statement.to).toBe('2026-11-26');
    // The last 90 store days, today the 90th.
    expect(statement.from).toBe('2026-08-29');

    const own = await call('GET', '/user/statement', asha);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual(statement);
    expect((await call('GET', `/ops/customers/${asha.userId}/statement`, asha)).statusCode).toBe(
      403,
    );
    const before = await call('GET', '/user/statement?from=2026-11-01&to=2026-11-25', asha);
    expect(before.json()).toMatchObject({ entries: [], balanceDue: second.totalAmount - 25 });
  });
});

describe('the export for the accountant', () => {
  it('gives the entries of a range, and its closed days, as CSV to admins only', async () => {
    const closed = await call('POST', '/ops/books/2026-11-26/close', owner, {
      countedCash: 25,
      note: '=SUM(A1)',
    });
    expect(closed.statusCode).toBe(200);
    const url = '/ops/books/export.csv?from=2026-11-26&to=2026-11-26';
    expect((await call('GET', url, ravi)).statusCode).toBe(403);
    const entries = await call('GET', url, owner);
    expect(entries.statusCode).toBe(200);
    expect(entries.headers['content-type']).toContain('text/csv');
    const lines = entries.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'date,at,kind,method,amount,reference,documentType,documentId,customer,by,adjustment',
    );
    expect(lines.slice(1).map((l) => l.split(',').slice(2, 6))).toEqual([
      ['PAYMENT', 'UPI', expect.any(String), '812345678901'],
      ['PAYMENT', 'CASH', '25.00', ''],
    ]);
    const days = await call('GET', `${url}&what=days`, owner);
    expect(days.body.trim().split('\r\n')).toEqual([
      'date,expectedCash,countedCash,difference,note,closedAt,closedBy',
      `2026-11-26,25.00,25.00,0.00,'=SUM(A1),${closed.json().day.closedAt},${owner.phone}`,
    ]);
    const none = await call('GET', '/ops/books/export.csv?from=2026-11-27&to=2026-11-26', owner);
    expect(none.statusCode).toBe(400);
  });
});
