import { describe, expect, it } from 'vitest';
import { toRupees, type Invoice } from '@grofresh/contracts';
import { createTestShop, RecordingSender, TestClock } from '../../../test/harness';
import type { Shopper } from '../../../test/order-kit';
import { paymentKit } from '../../../test/payment-kit';
import { setRole } from '../../modules/users/users.service';

// Monday 23 Nov 2026, 11:00 in Bengaluru (docs/product/rules.md#gst-invoices).
const clock = new TestClock('2026-11-23T11:00:00+05:30');
const sender = new RecordingSender();
const shop = await createTestShop({ clock, sms: sender });
const { app, database } = shop;
const pay = await paymentKit(shop, sender, 9536400000);
const { kit } = pay;
const admin = await pay.shopper();
await setRole(database.db, admin.phone, 'admin');

const call = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: object,
  who: Shopper = admin,
) =>
  app.inject({ method, url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
const paise = (n: number | null) => Math.round((n ?? 0) * 100);

/** A COD order of 3 of the plain item spending `coins` Grocoins, delivered; its invoice. */
async function invoicedWithCoins(coins: number) {
  const who = await pay.shopper(coins);
  const res = await call(
    'POST',
    '/orders/create',
    {
      orderId: pay.orderId(),
      cartItems: [{ itemId: kit.plain._id, isVarient: false, variantName: null, quantity: 3 }],
      totalAmount: toRupees(kit.unit * 3 - coins * 100),
      deliveryType: 'DELIVERY',
      paymentMethod: 'COD',
      redeemedCoins: coins,
      address: (await kit.addressOf(who))._id,
    },
    who,
  );
  expect(res.statusCode).toBe(201);
  const order = res.json().order as { _id: string; totalAmount: number };
  await call('PUT', `/orders/update/${order._id}`, { status: 'ACCEPTED' });
  await call('PUT', `/orders/update/${order._id}`, { status: 'DELIVERED' });
  const invoice: Invoice = (
    await call('GET', `/orders/${order._id}/invoice`, undefined, who)
  ).json().invoice;
  return { order, invoice };
}

describe('Grocoins on an invoice', () => {
  it('as a payment (the default): the line at full price, the coins shown paid', async () => {
    const { order, invoice } = await invoicedWithCoins(20);
    expect(invoice.coinsOnInvoice).toBe('PAYMENT');
    expect(invoice.lines[0]).toMatchObject({ discount: 0, total: toRupees(kit.unit * 3) });
    expect(invoice.totals).toMatchObject({
      discount: 0,
      total: toRupees(kit.unit * 3),
      coins: 20,
      paid: order.totalAmount, // the total less the coins: the money the shopper paid
    });
  });

  it('as a discount: taken off the line, lowering its taxable value', async () => {
    const settings = (await call('GET', '/ops/store')).json().settings;
    expect(
      (await call('PUT', '/ops/store', { ...settings, coinsOnInvoice: 'DISCOUNT' })).statusCode,
    ).toBe(200);
    const { order, invoice } = await invoicedWithCoins(20);
    const [line] = invoice.lines;
    expect(line).toMatchObject({ discount: 20, total: order.totalAmount });
    expect(paise(line!.taxableValue) + paise(line!.cgst) + paise(line!.sgst)).toBe(
      paise(order.totalAmount),
    );
    expect(invoice.totals).toMatchObject({
      discount: 20,
      total: order.totalAmount,
      coins: 20,
      paid: order.totalAmount,
    });
    await call('PUT', '/ops/store', settings);
  });
});
