import { describe, expect, it } from 'vitest';
import type { Invoice } from '@grofresh/contracts';
import { createTestShop, RecordingSender, signInAs, TestClock } from '../../../test/harness';
import { orderKit, type Shopper } from '../../../test/order-kit';
import { setRole } from '../../modules/users/users.service';

// Friday 27 Nov 2026, 11:00 in Bengaluru (docs/product/rules.md#gst-invoices).
const clock = new TestClock('2026-11-27T11:00:00+05:30');
const sender = new RecordingSender();
const { app, database } = await createTestShop({ clock, sms: sender });
const kit = await orderKit(app);
const staff = await signInAs(app, sender, '9536100001');
await setRole(database.db, '9536100001', 'staff');
let phones = 9536100100;
const shopper = async (): Promise<Shopper> => signInAs(app, sender, String(phones++));

const move = (id: string, status: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/orders/update/${id}`,
    headers: staff.headers,
    payload: { status },
  });
const invoiceOf = (id: string, who: { headers: object } = staff, kind = 'orders') =>
  app.inject({ method: 'GET', url: `/api/${kind}/${id}/invoice`, headers: who.headers as never });
const seqOf = (invoice: Invoice) => Number(invoice.number.split('/')[2]);

async function delivered(who: Shopper, quantity = 1) {
  const order = await kit.place(who, { quantity });
  expect((await move(order._id, 'ACCEPTED')).statusCode).toBe(200);
  return order;
}

describe('an order delivered', () => {
  it('gets its invoice once, even when the delivery is sent twice at once', async () => {
    const asha = await shopper();
    const order = await delivered(asha, 3);
    const before = await invoiceOf(order._id, asha);
    expect(before.statusCode).toBe(404);
    expect(before.json().message).toMatch(/^No invoice yet/);
    const both = await Promise.all([move(order._id, 'DELIVERED'), move(order._id, 'DELIVERED')]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const again = await move(order._id, 'DELIVERED');
    expect(again.statusCode).toBe(200);
    const own = await invoiceOf(order._id, asha);
    expect(own.statusCode).toBe(200);
    const invoice: Invoice = own.json().invoice;
    expect(invoice.number).toMatch(/^INV\/26-27\/\d{6}$/);
    expect(invoice.number.length).toBeLessThanOrEqual(16);
    expect(invoice.date).toBe('2026-11-27');
    expect(invoice.seller).toMatchObject({ gstin: '29AAKCG4821M1Z4', stateCode: '29' });
    expect(invoice.placeOfSupply).toBe('29');
    expect(invoice.buyer).toMatchObject({ name: 'Asha Rao' });
    expect(invoice.lines).toHaveLength(1);
    const [line] = invoice.lines;
    expect(line!.quantity).toBe(3);
    expect(line!.total).toBe(order.totalAmount);
    const cents = (n: number | null) => Math.round((n ?? 0) * 100);
    expect(cents(line!.taxableValue) + cents(line!.cgst) + cents(line!.sgst)).toBe(
      cents(line!.total),
    );
    expect(invoice.totals).toMatchObject({ total: order.totalAmount, coins: 0 });
    expect(invoice.totals.paid).toBe(order.totalAmount);
    // Staff read it too; the number is the same however often it is read.
    const staffs = await invoiceOf(order.orderId);
    expect(staffs.json().invoice.number).toBe(invoice.number);
  });

  it("is not another shopper's to read (404)", async () => {
    const [asha, ravi] = [await shopper(), await shopper()];
    const order = await delivered(asha);
    await move(order._id, 'DELIVERED');
    const theirs = await invoiceOf(order._id, ravi);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Order not found');
  });

  it('50 at once get 50 consecutive numbers: no gap, no repeat', async () => {
    const orders = [];
    // Ten orders each: a shopper keeps at most 20 addresses, and the kit saves one an order.
    for (let s = 0; s < 5; s++) {
      const who = await shopper();
      for (let i = 0; i < 10; i++) orders.push(await delivered(who));
    }
    const answers = await Promise.all(orders.map((o) => move(o._id, 'DELIVERED')));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const invoices: Invoice[] = await Promise.all(
      orders.map(async (o) => (await invoiceOf(o._id)).json().invoice),
    );
    const seqs = invoices.map(seqOf).sort((a, b) => a - b);
    expect(new Set(seqs).size).toBe(50);
    expect(seqs.at(-1)! - seqs[0]!).toBe(49);
  });
});

describe('a counter order completed', () => {
  it('gets its invoice, read at /table-orders/:id/invoice', async () => {
    const asha = await shopper();
    const phone = String(phones - 1);
    const opened = await app.inject({
      method: 'POST',
      url: '/api/table-orders',
      headers: staff.headers,
      payload: { phone, dineInItems: [{ itemId: kit.plain._id, quantity: 2 }] },
    });
    expect(opened.statusCode).toBe(201);
    const id = opened.json().order._id;
    expect((await invoiceOf(id, asha, 'table-orders')).statusCode).toBe(404);
    for (const status of ['SERVED', 'COMPLETED']) {
      const res = await app.inject({
        method: 'PUT',
        url: `/api/table-orders/${id}/status`,
        headers: staff.headers,
        payload: { status },
      });
      expect(res.statusCode).toBe(200);
    }
    const res = await invoiceOf(id, asha, 'table-orders');
    expect(res.statusCode).toBe(200);
    const invoice: Invoice = res.json().invoice;
    expect(invoice.orderRef).toMatch(/^T-\d{3}$/);
    expect(invoice.lines[0]!.quantity).toBe(2);
    expect(invoice.totals.total).toBe(opened.json().order.totalAmount);
  });
});

describe('numbering', () => {
  it('starts again at 1 on 1 April, by the store clock', async () => {
    // 31 March 2027, 23:50 in Bengaluru (18:20 UTC): still 2026-27. Signed in then (a
    // session from November has run out by March).
    clock.advance(Date.parse('2027-03-31T23:50:00+05:30') - clock.now().getTime());
    const who = await shopper();
    const again = await signInAs(app, sender, '9536100001');
    Object.assign(staff, again);
    const march = await delivered(who);
    await move(march._id, 'DELIVERED');
    expect((await invoiceOf(march._id)).json().invoice.number).toMatch(/^INV\/26-27\//);
    clock.advance(15 * 60_000); // 00:05 on 1 April in Bengaluru, still 31 March in UTC
    const april = await delivered(who);
    await move(april._id, 'DELIVERED');
    const invoice: Invoice = (await invoiceOf(april._id)).json().invoice;
    expect(invoice.number).toBe('INV/27-28/000001');
    expect(invoice.date).toBe('2027-04-01');
  });
});
