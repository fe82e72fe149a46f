import { describe, expect, it } from 'vitest';
import type { ShortLine } from '@grofresh/contracts';
import { createTestShop, RecordingSender } from '../../../test/harness';
import { paymentKit, type PaymentKit } from '../../../test/payment-kit';
import { stockKit } from '../../../test/stock-kit';

// Orders take counted stock (docs/product/rules.md#stock); card attempts: payment-stock.test.ts.
const sender = new RecordingSender();
const shop = await createTestShop({ clockAt: '2026-11-23T11:00:00+05:30', sms: sender });
const { app, database } = shop;
const pay: PaymentKit = await paymentKit(shop, sender, 9560000000);
const itemId = pay.kit.plain._id;
const { stockOf, onHand, moved, sumOf } = stockKit(database.pool, itemId);
type Who = Awaited<ReturnType<PaymentKit['shopper']>>;

/** A cash order of `quantity` of the kit's item, as the checkout sends it. */
const cashOrder = async (who: Who, quantity = 1) =>
  pay.placeOrder(who, { ...(await pay.body(who, { quantity })), paymentMethod: 'COD' });
const cancel = (who: Who, id: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/orders/update/${id}`,
    headers: who.headers,
    payload: { status: 'CANCELLED', cancelReason: 'Ordered by mistake' },
  });

describe('orders take counted stock in their own transaction', () => {
  it('20 shoppers racing for the last 5: 5 placed, 15 refused with the short line, none below zero', async () => {
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => pay.shopper()));
    const bodies = await Promise.all(
      shoppers.map(async (who) => ({
        ...(await pay.body(who, { quantity: 1 })),
        paymentMethod: 'COD',
      })),
    );
    await stockOf(5);
    const answers = await Promise.all(shoppers.map((who, i) => pay.placeOrder(who, bodies[i]!)));

    const placed = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const answer of refused) {
      expect(answer.json()).toMatchObject({
        code: 'OUT_OF_STOCK',
        message: 'Some items in your cart have sold out. Please update your cart.',
        details: { lines: [{ itemId, variantName: null, requested: 1, available: 0 }] },
      });
    }
    // Nothing was created for a refused shopper.
    for (const [i, answer] of answers.entries()) {
      const orders = await pay.ordersNumbered(bodies[i]!.orderId);
      expect(orders).toHaveLength(answer.statusCode === 201 ? 1 : 0);
    }
    expect(await onHand()).toBe(0);
    const history = await moved();
    expect(history).toHaveLength(5);
    expect(
      history.every((m) => m.reason === 'SALE' && m.change === -1 && m.on_hand_after >= 0),
    ).toBe(true);
    expect(5 + sumOf(history)).toBe(await onHand());
  });

  it('a line asking for more than is left names how many are left; the cart can then have them', async () => {
    await stockOf(3);
    const who = await pay.shopper();
    const refused = await cashOrder(who, 4);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.lines as ShortLine[]).toEqual([
      { itemId, variantName: null, requested: 4, available: 3 },
    ]);
    expect((await cashOrder(who, 3)).statusCode).toBe(201);
    expect(await onHand()).toBe(0);
  });

  it('an order spending coins refused for a short line keeps every coin; placed, it takes them once', async () => {
    await stockOf(1);
    const who = await pay.shopper(50);
    const body = { ...(await pay.body(who, { quantity: 2, coins: 20 })), paymentMethod: 'COD' };
    const refused = await pay.placeOrder(who, body);
    expect(refused.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      details: { lines: [{ itemId, requested: 2, available: 1 }] },
    });
    expect(await pay.balance(who)).toBe(50);
    expect(await pay.ordersNumbered(body.orderId)).toHaveLength(0);

    await stockOf(2);
    const placed = await pay.placeOrder(who, body);
    expect(placed.statusCode).toBe(201);
    expect(await pay.balance(who)).toBe(30);
    // The same order number again answers the first order and takes nothing more.
    expect((await pay.placeOrder(who, body)).statusCode).toBe(200);
    expect(await pay.balance(who)).toBe(30);
    expect(await onHand()).toBe(0);
  });

  it('a cancellation racing an order for the freed unit: the unit is sold once, never twice', async () => {
    await stockOf(1);
    const [asha, bala, chitra] = [await pay.shopper(), await pay.shopper(), await pay.shopper()];
    const first = await cashOrder(asha);
    expect(first.statusCode).toBe(201);
    expect(await onHand()).toBe(0);

    const balaBody = { ...(await pay.body(bala, { quantity: 1 })), paymentMethod: 'COD' };
    const [cancelled, raced] = await Promise.all([
      cancel(asha, first.json().order._id),
      pay.placeOrder(bala, balaBody),
    ]);
    expect(cancelled.statusCode).toBe(200);
    expect([201, 409]).toContain(raced.statusCode);
    // Bala got the freed unit, or asked before it was freed and gets it now.
    if (raced.statusCode === 409) expect((await cashOrder(bala)).statusCode).toBe(201);
    expect(await onHand()).toBe(0);
    expect((await cashOrder(chitra)).json()).toMatchObject({ code: 'OUT_OF_STOCK' });
    // Cancelling again gives nothing back twice.
    expect((await cancel(asha, first.json().order._id)).statusCode).toBe(200);
    expect(await onHand()).toBe(0);
    const history = await moved();
    expect(1 + sumOf(history)).toBe(0);
    expect(history.filter((m) => m.reason === 'GIVEN_BACK')).toHaveLength(1);
  });
});
