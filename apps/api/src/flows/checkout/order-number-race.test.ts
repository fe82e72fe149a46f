import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestShop, RecordingSender, TestClock } from '../../../test/harness';
import { paymentKit } from '../../../test/payment-kit';
import { isUniqueViolation } from '../../lib/unique-violation';
import { ORDER_NUMBER_USED } from './order-number';

// Monday 11:00 in Bengaluru.
const clock = new TestClock('2026-11-23T11:00:00+05:30');
const sender = new RecordingSender();
const shop = await createTestShop({ clock, sms: sender });
const pay = await paymentKit(shop, sender, 9570000000);

/** Two shoppers with bodies of their own (their own address) that carry one orderId. */
async function twoShoppersOneNumber() {
  const [asha, bala] = [await pay.shopper(), await pay.shopper()];
  const ashaBody = await pay.body(asha);
  const balaBody = { ...(await pay.body(bala)), orderId: ashaBody.orderId };
  return { asha, bala, ashaBody, balaBody, orderId: ashaBody.orderId };
}
const cod = (body: Record<string, unknown>) => ({ ...body, paymentMethod: 'COD' });

const refused = { code: 'CONFLICT', message: ORDER_NUMBER_USED };

describe('two shoppers sending one orderId at the same instant', () => {
  it('orders/create places one order and answers the other 409, never 500', async () => {
    for (let round = 0; round < 3; round++) {
      const { asha, bala, ashaBody, balaBody, orderId } = await twoShoppersOneNumber();
      const answers = await Promise.all([
        pay.placeOrder(asha, cod(ashaBody)),
        pay.placeOrder(bala, cod(balaBody)),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject(refused);
      const placed = await pay.ordersNumbered(orderId);
      expect(placed).toHaveLength(1);
      const winner = answers.findIndex((a) => a.statusCode === 201);
      expect(placed[0]!.userId).toBe([asha, bala][winner]!.userId);
    }
  });

  it('the card payment starts for one and answers the other 409, holding nothing', async () => {
    for (let round = 0; round < 3; round++) {
      const [asha, bala] = [await pay.shopper(), await pay.shopper(5)];
      const ashaBody = await pay.body(asha);
      const balaBody = { ...(await pay.body(bala, { coins: 5 })), orderId: ashaBody.orderId };
      const answers = await Promise.all([
        pay.initiate(asha, ashaBody),
        pay.initiate(bala, balaBody),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject(refused);
      const attempt = await pay.attemptOf(ashaBody.orderId);
      const winner = answers.findIndex((a) => a.statusCode === 200);
      expect(attempt?.userId).toBe([asha, bala][winner]!.userId);
      // Coins are held only when the payment that would spend them started.
      expect(await pay.balance(bala)).toBe(winner === 1 ? 0 : 5);
    }
  });

  it('an order and another shopper’s card payment cannot both take the number', async () => {
    for (let round = 0; round < 3; round++) {
      const { asha, bala, ashaBody, balaBody, orderId } = await twoShoppersOneNumber();
      const [placed, started] = await Promise.all([
        pay.placeOrder(asha, cod(ashaBody)),
        pay.initiate(bala, balaBody),
      ]);
      const outcome = [placed.statusCode, started.statusCode];
      expect([
        [201, 409],
        [409, 200],
      ]).toContainEqual(outcome);
      const loser = placed.statusCode === 409 ? placed : started;
      expect(loser.json()).toMatchObject(refused);
      const orders = await pay.ordersNumbered(orderId);
      const attempt = await pay.attemptOf(orderId);
      expect(orders.length + (attempt ? 1 : 0)).toBe(1);
    }
  });
});

describe('isUniqueViolation', () => {
  it('recognises the named constraint in the cause chain of a real refusal, and only it', async () => {
    const asha = await pay.shopper();
    const first = await pay.kit.place(asha);
    const second = await pay.kit.place(asha);
    const client = new pg.Client({ connectionString: shop.database.url });
    await client.connect();
    const refusal = await client
      .query('update orders set order_id = $1 where order_id = $2', [first.orderId, second.orderId])
      .then(
        () => null,
        (e: unknown) => e,
      )
      .finally(() => client.end());
    const wrapped = new Error('Failed query', { cause: refusal });
    expect(isUniqueViolation(wrapped, 'orders_order_id_unique')).toBe(true);
    expect(isUniqueViolation(wrapped, 'users_phone_unique')).toBe(false);
    expect(isUniqueViolation(new Error('other'), 'orders_order_id_unique')).toBe(false);
  });
});
