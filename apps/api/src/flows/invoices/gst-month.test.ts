import { and, gte, lt } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GstMonth, Invoice } from '@grofresh/contracts';
import { createTestShop, RecordingSender, signInAs, TestClock } from '../../../test/harness';
import { orderKit, type Shopper } from '../../../test/order-kit';
import { creditNotes, invoices } from '../../modules/invoices/invoices.table';
import { setRole } from '../../modules/users/users.service';

// Tuesday 1 Dec 2026, 10:00 in Bengaluru (docs/product/rules.md#gst-invoices).
const clock = new TestClock('2026-12-01T10:00:00+05:30');
const sender = new RecordingSender();
const { app, database } = await createTestShop({ clock, sms: sender });
const kit = await orderKit(app);
const admin = await signInAs(app, sender, '9536200001');
await setRole(database.db, '9536200001', 'admin');
const staff = await signInAs(app, sender, '9536200002');
await setRole(database.db, '9536200002', 'staff');
let phones = 9536200100;

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, who = admin) =>
  app.inject({ method, url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
const paise = (n: number | null) => Math.round((n ?? 0) * 100);

/** A COD order delivered (its cash recorded on delivery), and its invoice. */
async function deliveredOrder(who: Shopper, quantity: number) {
  const order = await kit.place(who, { quantity });
  expect(
    (await call('PUT', `/orders/update/${order._id}`, { status: 'ACCEPTED' })).statusCode,
  ).toBe(200);
  expect(
    (await call('PUT', `/orders/update/${order._id}`, { status: 'DELIVERED' })).statusCode,
  ).toBe(200);
  return order;
}
const invoiceOf = async (id: string): Promise<Invoice> =>
  (await call('GET', `/orders/${id}/invoice`)).json().invoice;
const refund = (id: string, amount: number) =>
  call('POST', `/ops/orders/${id}/payments`, { method: 'CASH', amount, kind: 'REFUND' }, staff);

describe('credit notes', () => {
  it('a full refund credits the whole invoice, in its own series, leaving the invoice as it was', async () => {
    const order = await deliveredOrder(await signInAs(app, sender, String(phones++)), 2);
    const before = await invoiceOf(order._id);
    expect((await refund(order._id, order.totalAmount)).statusCode).toBe(201);
    const after = await invoiceOf(order._id);
    const notes = after.creditNotes;
    expect({ ...before, creditNotes: [] }).toEqual({ ...after, creditNotes: [] });
    expect(notes).toEqual([
      {
        number: expect.stringMatching(/^CN\/26-27\/\d{6}$/),
        date: '2026-12-01',
        invoiceNumber: before.number,
        invoiceDate: before.date,
        reason: 'Refund by cash',
        lines: before.lines,
        totals: {
          taxableValue: before.totals.taxableValue,
          cgst: before.totals.cgst,
          sgst: before.totals.sgst,
          total: order.totalAmount,
        },
      },
    ]);
    // Nothing left to credit: a further refund is refused by the books (nothing held).
    expect((await refund(order._id, 1)).statusCode).toBe(409);
  });

  it('a partial refund credits that amount, then the rest credits what is left', async () => {
    const order = await deliveredOrder(await signInAs(app, sender, String(phones++)), 3);
    expect((await refund(order._id, 10)).statusCode).toBe(201);
    const rest = order.totalAmount - 10;
    expect((await refund(order._id, rest)).statusCode).toBe(201);
    const invoice = await invoiceOf(order._id);
    const notes = invoice.creditNotes;
    expect(notes.map((n) => n.totals.total)).toEqual([10, rest]);
    const [part, whole] = notes.map((n) => n.lines[0]!);
    // Part of a line's value is value only; its tax is inside the ₹10.
    expect(part).toMatchObject({ quantity: 0, total: 10 });
    expect(paise(part!.taxableValue) + paise(part!.cgst) + paise(part!.sgst)).toBe(1000);
    expect(paise(part!.total) + paise(whole!.total)).toBe(paise(invoice.lines[0]!.total));
  });

  it('two refunds at once get two consecutive numbers and credit no more than the invoice', async () => {
    const order = await deliveredOrder(await signInAs(app, sender, String(phones++)), 2);
    const half = Math.floor(order.totalAmount * 50) / 100;
    const both = await Promise.all([refund(order._id, half), refund(order._id, half)]);
    expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
    const { creditNotes: notes, lines } = await invoiceOf(order._id);
    const seqs = notes.map((n) => Number(n.number.split('/')[2]));
    expect(seqs[1]! - seqs[0]!).toBe(1);
    const credited = notes.reduce((s, n) => s + paise(n.totals.total), 0);
    expect(credited).toBe(2 * paise(half));
    expect(credited).toBeLessThanOrEqual(paise(lines[0]!.total));
  });
});

describe("the month's figures", () => {
  it('are for admins', async () => {
    expect((await call('GET', '/ops/gst/2026-12', undefined, staff)).statusCode).toBe(403);
    expect((await call('GET', '/ops/gst/2026-13')).statusCode).toBe(400);
  });

  it("equal the month's invoices less its credit notes, whatever is delivered and refunded", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            quantity: fc.integer({ min: 1, max: 4 }),
            refund: fc.constantFrom('none', 'part', 'all'),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        async (sales) => {
          const who = await signInAs(app, sender, String(phones++));
          for (const sale of sales) {
            const order = await deliveredOrder(who, sale.quantity);
            if (sale.refund === 'part') await refund(order._id, Math.min(7.5, order.totalAmount));
            if (sale.refund === 'all') await refund(order._id, order.totalAmount);
          }
          const figures: GstMonth = (await call('GET', '/ops/gst/2026-12')).json();
          const month = and(
            gte(invoices.issuedOn, '2026-12-01'),
            lt(invoices.issuedOn, '2027-01-01'),
          );
          const issued = await database.db.select().from(invoices).where(month);
          const notes = await database.db
            .select()
            .from(creditNotes)
            .where(
              and(gte(creditNotes.issuedOn, '2026-12-01'), lt(creditNotes.issuedOn, '2027-01-01')),
            );
          const sum = (rows: { taxablePaise: number; cgstPaise: number; sgstPaise: number }[]) =>
            rows.reduce(
              (s, r) => [s[0]! + r.taxablePaise, s[1]! + r.cgstPaise, s[2]! + r.sgstPaise],
              [0, 0, 0],
            );
          const sold = sum(issued.map((i) => i.snapshot.sums));
          const credited = sum(notes.flatMap((n) => n.snapshot.lines));
          const expected = sold.map((v, i) => v - credited[i]!);
          const reported = [0, 1, 2].map((i) =>
            figures.b2cs.reduce((s, r) => s + paise([r.taxableValue, r.cgst, r.sgst][i]!), 0),
          );
          expect(reported).toEqual(expected);
          const byHsn = [0, 1, 2].map((i) =>
            figures.hsn.reduce((s, r) => s + paise([r.taxableValue, r.cgst, r.sgst][i]!), 0),
          );
          expect(byHsn).toEqual(expected);
          expect(figures.documents.count).toBe(issued.length);
          expect(figures.creditNotes.count).toBe(notes.length);
          expect(paise(figures.creditNotes.total)).toBe(
            notes.reduce((s, n) => s + n.amountPaise, 0),
          );
        },
      ),
      { numRuns: 6 },
    );
  });

  it('come as CSV for the accountant', async () => {
    const res = await call('GET', '/ops/gst/2026-12?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body).toContain('HSN summary (table 12)');
    expect(res.body).toMatch(/Invoices,INV\/26-27\/000001,INV\/26-27\/\d{6},\d+,0/);
  });
});
