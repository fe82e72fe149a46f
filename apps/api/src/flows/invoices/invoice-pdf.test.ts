import { describe, expect, it } from 'vitest';
import { formatRupees, type Invoice } from '@grofresh/contracts';
import { createTestShop, RecordingSender, signInAs, TestClock } from '../../../test/harness';
import { orderKit } from '../../../test/order-kit';
import { pdfText } from '../../../test/pdf-text';
import { setRole } from '../../modules/users/users.service';

// The printable invoice (docs/product/rules.md#gst-invoices), 27 Nov 2026 in Bengaluru.
const clock = new TestClock('2026-11-27T11:00:00+05:30');
const sender = new RecordingSender();
const { app, database } = await createTestShop({ clock, sms: sender });
const kit = await orderKit(app);
const staff = await signInAs(app, sender, '9536200001');
await setRole(database.db, '9536200001', 'staff');
const asha = await signInAs(app, sender, '9536200100');

const move = (id: string, status: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/orders/update/${id}`,
    headers: staff.headers,
    payload: { status },
  });
const get = (url: string, headers: object = asha.headers) =>
  app.inject({ method: 'GET', url, headers: headers as never });

const order = await kit.place(asha, { quantity: 3 });
const url = `/api/orders/${order._id}/invoice`;
const rs = (n: number) => formatRupees(n).replace('₹', 'Rs. ');

describe('the printable invoice', () => {
  it('is not there before the order is delivered (404, in JSON)', async () => {
    const res = await get(`${url}?format=pdf`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/^No invoice yet/);
  });

  it('is an A4 PDF whose text holds the number, the GSTIN, the buyer and the total', async () => {
    expect((await move(order._id, 'ACCEPTED')).statusCode).toBe(200);
    expect((await move(order._id, 'DELIVERED')).statusCode).toBe(200);
    const invoice: Invoice = (await get(url)).json().invoice;
    const res = await get(`${url}?format=pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="invoice-${invoice.number.replace(/\//g, '-')}.pdf"`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain(invoice.number);
    expect(text).toContain('29AAKCG4821M1Z4');
    expect(text).toContain('Karnataka (29)');
    expect(text).toContain('Asha Rao');
    expect(text).toContain(rs(invoice.totals.total));
    expect(text).toMatch(/^(Tax Invoice|Invoice-cum-Bill of Supply|Bill of Supply)$/m);
    expect(text).toContain('Reverse charge');
    expect(text).toContain('needs no signature');
  });

  it('answers a client that asks for application/pdf, and the roll layout', async () => {
    const byAccept = await get(url, { ...asha.headers, accept: 'application/pdf' });
    expect(byAccept.headers['content-type']).toBe('application/pdf');
    const roll = await get(`${url}?format=pdf&layout=roll`, staff.headers);
    expect(roll.statusCode).toBe(200);
    expect(roll.headers['content-disposition']).toMatch(/-roll\.pdf"$/);
    // 80 mm wide (226 pt), as tall as its contents.
    const box = /\/MediaBox \[0 0 (\d+) ([\d.]+)\]/.exec(roll.rawPayload.toString('latin1'));
    expect(Number(box![1])).toBe(226);
    expect(Number(box![2])).toBeLessThan(842);
    const text = pdfText(roll.rawPayload);
    const invoice: Invoice = (await get(url)).json().invoice;
    expect(text).toContain(invoice.number);
    expect(text).toContain(rs(invoice.totals.paid));
  });

  it('lists the credit notes issued against it, the invoice itself unchanged', async () => {
    const refund = await app.inject({
      method: 'POST',
      url: `/api/ops/orders/${order._id}/payments`,
      headers: staff.headers as never,
      payload: { method: 'CASH', amount: 10, kind: 'REFUND' },
    });
    expect(refund.statusCode).toBe(201);
    const invoice: Invoice = (await get(url)).json().invoice;
    const [note] = invoice.creditNotes;
    const text = pdfText((await get(`${url}?format=pdf`)).rawPayload);
    expect(text).toContain(
      `Credit note ${note!.number} of 27 Nov 2026: Rs. 10.00 (${note!.reason})`,
    );
    expect(text).toContain(rs(invoice.totals.total));
  });

  it("is not another shopper's to print", async () => {
    const ravi = await signInAs(app, sender, '9536200101');
    expect((await get(`${url}?format=pdf`, ravi.headers)).statusCode).toBe(404);
  });
});
