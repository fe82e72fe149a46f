import { describe, expect, it } from 'vitest';
import { gstMessages, type Invoice, type OpsItem, type StoreSettings } from '@grofresh/contracts';
import { createTestShop, RecordingSender, signInAs, TestClock } from '../../../test/harness';
import { orderKit } from '../../../test/order-kit';
import { setRole } from '../../modules/users/users.service';

// Monday 23 Nov 2026, 11:00 in Bengaluru (docs/product/rules.md#gst-invoices).
const clock = new TestClock('2026-11-23T11:00:00+05:30');
const sender = new RecordingSender();
const { app, database } = await createTestShop({ clock, sms: sender });
const kit = await orderKit(app);
const admin = await signInAs(app, sender, '9536300001');
await setRole(database.db, '9536300001', 'admin');

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  app.inject({
    method,
    url: `/api${url}`,
    headers: admin.headers,
    ...(payload ? { payload } : {}),
  });
const demo: StoreSettings = (await call('GET', '/ops/store')).json().settings;
// What a console from before invoices sends: everything but the invoice settings.
const { legalName: _l, gstin: _g, stateCode: _s, coinsOnInvoice: _c, ...older } = demo;

describe("the store's invoice settings", () => {
  it('start as the demo store’s, paying with coins', () => {
    expect(demo).toMatchObject({
      legalName: 'GroFresh Retail Private Limited',
      gstin: '29AAKCG4821M1Z4',
      stateCode: '29',
      coinsOnInvoice: 'PAYMENT',
    });
  });

  it('take a GSTIN whose check character is right, with its state', async () => {
    for (const [gstin, stateCode] of [
      ['27AAPFU0939F1ZV', '27'],
      ['34aabcb5576g1zq', '34'],
    ]) {
      const res = await call('PUT', '/ops/store', { ...demo, gstin, stateCode });
      expect(res.statusCode).toBe(200);
      expect(res.json().settings).toMatchObject({ gstin: gstin!.toUpperCase(), stateCode });
    }
  });

  it('refuse a GSTIN with one character changed, or a state not its own', async () => {
    const typo = await call('PUT', '/ops/store', {
      ...demo,
      gstin: '27AAPFU0939F1ZW',
      stateCode: '27',
    });
    expect(typo.statusCode).toBe(400);
    expect(typo.body).toContain(gstMessages.gstinCheck);
    const shape = await call('PUT', '/ops/store', {
      ...demo,
      gstin: '27AAPFU0939',
      stateCode: '27',
    });
    expect(shape.body).toContain(gstMessages.gstinFormat);
    const state = await call('PUT', '/ops/store', {
      ...demo,
      gstin: '27AAPFU0939F1ZV',
      stateCode: '29',
    });
    expect(state.statusCode).toBe(400);
    expect(state.body).toContain(gstMessages.stateOfGstin);
  });

  it('are kept when a client leaves them out', async () => {
    await call('PUT', '/ops/store', { ...demo, coinsOnInvoice: 'DISCOUNT' });
    const res = await call('PUT', '/ops/store', { ...older, name: 'GroFresh HAL' });
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toMatchObject({ gstin: demo.gstin, coinsOnInvoice: 'DISCOUNT' });
  });

  it('without a GSTIN, a delivered order gets a receipt without tax, in its own series', async () => {
    expect(
      (await call('PUT', '/ops/store', { ...demo, gstin: '', stateCode: '' })).statusCode,
    ).toBe(200);
    const asha = await signInAs(app, sender, '9536300002');
    const order = await kit.place(asha);
    await call('PUT', `/orders/update/${order._id}`, { status: 'ACCEPTED' });
    await call('PUT', `/orders/update/${order._id}`, { status: 'DELIVERED' });
    const invoice: Invoice = (await call('GET', `/orders/${order._id}/invoice`)).json().invoice;
    expect(invoice).toMatchObject({
      number: 'RCT/26-27/000001',
      kind: 'RECEIPT',
      placeOfSupply: null,
      seller: { gstin: null, stateCode: null },
      totals: { taxableValue: null, cgst: null, sgst: null, total: order.totalAmount },
    });
    expect(invoice.lines[0]).toMatchObject({ gstRate: null, cgst: null, sgst: null });
    await call('PUT', '/ops/store', demo);
  });
});

describe("an item's tax data", () => {
  it('is taken when an item is made, and unset when left out', async () => {
    const category = (await call('GET', '/category/all')).json().categories[0]._id;
    const item = (hsn?: string, gstRate?: number) =>
      call('POST', '/ops/items', {
        name: `Ragi flour ${hsn ?? 'plain'}`,
        image: '/media/emoji/sheaf-of-rice.svg',
        price: 80,
        category: [category],
        ...(hsn ? { hsn, gstRate } : {}),
      });
    const taxed = await item('1102', 5);
    expect(taxed.statusCode).toBe(201);
    expect(taxed.json().item).toMatchObject({ hsn: '1102', gstRate: 5 });
    expect((await item()).json().item).toMatchObject({ hsn: null, gstRate: null });
    expect((await item('1102', 28)).body).toContain(gstMessages.gstRate);
  });

  it('is set and cleared in the console, with clear sentences for bad values', async () => {
    const item: OpsItem = (await call('GET', '/ops/items?q=toned')).json().items[0];
    expect(item.gstRate).toBe(0);
    const set = await call('PUT', `/ops/items/${item._id}`, { hsn: '04012000', gstRate: 5 });
    expect(set.statusCode).toBe(200);
    expect(set.json().item).toMatchObject({ hsn: '04012000', gstRate: 5 });
    const rate = await call('PUT', `/ops/items/${item._id}`, { gstRate: 12 });
    expect(rate.statusCode).toBe(400);
    expect(rate.body).toContain(gstMessages.gstRate);
    const hsn = await call('PUT', `/ops/items/${item._id}`, { hsn: '04012' });
    expect(hsn.body).toContain(gstMessages.hsn);
    const cleared = await call('PUT', `/ops/items/${item._id}`, { hsn: null, gstRate: null });
    expect(cleared.json().item).toMatchObject({ hsn: null, gstRate: null });
  });
});
