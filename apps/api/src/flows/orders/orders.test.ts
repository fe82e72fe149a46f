import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  linePrice,
  newOrderId,
  PICK_UP_PASSED,
  toPaise,
  toRupees,
  type Item,
} from '@grofresh/contracts';
import { createTestShop, RecordingSender, signInAs, TestClock } from '../../../test/harness';
import { coinTransactions } from '../../modules/coins/coins.table';
import { setRole } from '../../modules/users/users.service';
import { orders } from '../../modules/orders/orders.table';

// 11:00 IST on a Monday: inside store hours, before the cutoff.
const clock = new TestClock('2026-11-23T11:00:00+05:30');
const sender = new RecordingSender();
const { app, database } = await createTestShop({ clock, sms: sender });

let phone = 9700000000;
const shopper = () => signInAs(app, sender, String(phone++));
type Shopper = Awaited<ReturnType<typeof shopper>>;
const staff = await shopper();
await setRole(database.db, String(phone - 1), 'staff');

const items: Item[] = (
  await app.inject({ method: 'GET', url: '/api/items/all?availability=true' })
).json().items;
const plain = items.find((i) => !i.isVarient && i.price >= 100)!;
const variantItem = items.find((i) => i.isVarient && i.variants.length >= 2)!;
const soldOut: Item = (
  await app.inject({ method: 'GET', url: '/api/items/all?availability=false' })
).json().items[0];

const paise = (i: { price: number; discountPrice: number }) => ({
  price: toPaise(i.price),
  discountPrice: toPaise(i.discountPrice),
});

let orderSeq = 0;
const orderId = () => newOrderId(1795000000000 + orderSeq++, randomUUID());

const addressOf = async (who: Shopper) =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/addresses/create',
      headers: who.headers,
      payload: {
        type: 'HOME',
        flat: '12 Lake Road',
        locality: 'Indiranagar',
        zip: '560038',
        name: 'Shopper',
      },
    })
  ).json().address;

/** A cart of 2 × the plain item and 1 × the second size of the variant item. */
function cart() {
  const variant = variantItem.variants[1]!;
  const subtotal = linePrice(paise(plain), 2) + linePrice(paise(variant), 1);
  return {
    subtotal,
    cartItems: [
      {
        itemId: plain._id,
        name: plain.name,
        price: plain.price,
        isVarient: false,
        variantName: null,
        quantity: 2,
      },
      {
        itemId: variantItem._id,
        name: variantItem.name,
        isVarient: true,
        variantName: variant.value,
        quantity: 1,
      },
    ],
  };
}

/** Where the shopper was checked, near the store: the cart holds milk, so the checkout sends it. */
const NEAR_STORE = { lat: 12.975, lon: 77.64 };

const place = (who: Shopper, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/orders/create',
    headers: who.headers,
    payload: { location: NEAR_STORE, ...payload },
  });

async function deliveryOrder(who: Shopper, change: object = {}) {
  const { cartItems, subtotal } = cart();
  return {
    orderId: orderId(),
    userId: who.userId,
    cartItems,
    totalAmount: toRupees(subtotal),
    deliveryType: 'DELIVERY',
    paymentMethod: 'COD',
    earnedCoins: 0,
    redeemedCoins: 0,
    address: await addressOf(who),
    ...change,
  };
}

const giveCoins = (who: Shopper, amount: number) =>
  database.db.insert(coinTransactions).values({
    userId: who.userId,
    amount,
    kind: 'ADJUSTMENT',
    ref: `test:${randomUUID()}`,
    description: 'Welcome bonus',
    createdAt: clock.now(),
  });

const balance = async (who: Shopper) =>
  (await app.inject({ method: 'GET', url: '/api/coins/mine-coins', headers: who.headers })).json()
    .totalCoins as number;

const setStatus = (id: string, payload: object, who: Shopper = staff) =>
  app.inject({ method: 'PUT', url: `/api/orders/update/${id}`, headers: who.headers, payload });

describe('placing an order', () => {
  it('prices every line from the catalog and stores a snapshot', async () => {
    const asha = await shopper();
    const payload = await deliveryOrder(asha);
    const res = await place(asha, payload);
    expect(res.statusCode).toBe(201);
    const { order } = res.json();
    const { subtotal } = cart();
    expect(order).toMatchObject({
      orderId: payload.orderId,
      status: 'PENDING',
      deliveryType: 'DELIVERY',
      paymentMethod: 'COD',
      subtotal: toRupees(subtotal),
      totalAmount: toRupees(subtotal),
      earnedCoins: Math.floor(subtotal / 10000),
      redeemedCoins: 0,
      address: { flat: '12 Lake Road', locality: 'Indiranagar' },
    });
    expect(order.cartItems).toHaveLength(2);
    expect(order.cartItems[1]).toMatchObject({
      itemId: { _id: variantItem._id },
      variantName: variantItem.variants[1]!.value,
      quantity: 1,
      price: variantItem.variants[1]!.price,
    });
    const list = await app.inject({
      method: 'GET',
      url: '/api/orders/all-user',
      headers: asha.headers,
    });
    expect(list.json().orders).toEqual([
      expect.objectContaining({ _id: order._id, orderId: payload.orderId, status: 'PENDING' }),
    ]);
    const read = await app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}`,
      headers: asha.headers,
    });
    // Read back with what it owes (docs/product/rules.md#books): nothing paid yet.
    const due = { status: 'UNPAID', due: order.totalAmount, received: 0, entries: [] };
    expect(read.json().order).toEqual({ ...order, paymentState: due });
  });

  it('refuses a tampered total with PRICE_CHANGED and the current figures, creating nothing', async () => {
    const bala = await shopper();
    const payload = await deliveryOrder(bala, { totalAmount: 1 });
    const res = await place(bala, payload);
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body.code).toBe('PRICE_CHANGED');
    expect(body.details.totalAmount).toBe(toRupees(cart().subtotal));
    expect(body.details.cartItems).toHaveLength(2);
    const list = await app.inject({
      method: 'GET',
      url: '/api/orders/all-user',
      headers: bala.headers,
    });
    expect(list.json().orders).toEqual([]);
  });

  it('returns the same order when the same orderId is retried, creating it once', async () => {
    const chitra = await shopper();
    const payload = await deliveryOrder(chitra);
    const first = await place(chitra, payload);
    const retries = await Promise.all([place(chitra, payload), place(chitra, payload)]);
    expect(first.statusCode).toBe(201);
    for (const retry of retries) {
      expect(retry.statusCode).toBe(200);
      expect(retry.json().order).toEqual(first.json().order);
    }
    const rows = await database.db.select().from(orders).where(eq(orders.orderId, payload.orderId));
    expect(rows).toHaveLength(1);
    const different = await place(chitra, { ...payload, deliveryType: 'PICK_UP' });
    expect(different.statusCode).toBe(409);
    const other = await shopper();
    expect((await place(other, { ...payload, address: await addressOf(other) })).statusCode).toBe(
      409,
    );
  });

  it("refuses another shopper's address", async () => {
    const dev = await shopper();
    const eve = await shopper();
    const res = await place(dev, await deliveryOrder(dev, { address: await addressOf(eve) }));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Address not found');
    const list = await app.inject({
      method: 'GET',
      url: '/api/orders/all-user',
      headers: dev.headers,
    });
    expect(list.json().orders).toEqual([]);
  });

  it('refuses unavailable items and unknown sizes', async () => {
    const farah = await shopper();
    const base = await deliveryOrder(farah);
    const outOfStock = await place(farah, {
      ...base,
      orderId: orderId(),
      cartItems: [
        {
          itemId: soldOut._id,
          isVarient: soldOut.isVarient,
          variantName: soldOut.variants[0]?.value ?? null,
          quantity: 1,
        },
      ],
      totalAmount: soldOut.discountPrice || soldOut.price,
    });
    expect(outOfStock.statusCode).toBe(409);
    expect(outOfStock.json().message).toContain(soldOut.name);
    const noSize = await place(farah, {
      ...base,
      orderId: orderId(),
      cartItems: [
        { itemId: variantItem._id, isVarient: true, variantName: '9 tonnes', quantity: 1 },
      ],
    });
    expect(noSize.statusCode).toBe(409);
  });

  it('takes store pick-ups only for a future time within store hours', async () => {
    const gita = await shopper();
    const base = {
      ...(await deliveryOrder(gita)),
      deliveryType: 'PICK_UP',
      paymentMethod: 'QR',
      address: null,
    };
    const at = (iso: string) =>
      place(gita, { ...base, orderId: orderId(), estimatedTimePickUp: iso });
    const past = await at('2026-11-23T10:00:00+05:30');
    expect(past.statusCode).toBe(422);
    // A sentence, and which field, so the page asks the store's time again (docs/product.md).
    expect(past.json()).toMatchObject({
      message: PICK_UP_PASSED,
      details: { field: 'estimatedTimePickUp' },
    });
    expect((await at('2026-11-23T22:30:00+05:30')).statusCode).toBe(422);
    expect((await at('2026-12-20T12:00:00+05:30')).statusCode).toBe(422);
    expect((await place(gita, { ...base, orderId: orderId() })).statusCode).toBe(400);
    const ok = await at('2026-11-23T17:15:00+05:30');
    expect(ok.statusCode).toBe(201);
    expect(ok.json().order).toMatchObject({ paymentMethod: 'QR', address: null });
    expect(Date.parse(ok.json().order.estimatedTimePickUp)).toBe(
      Date.parse('2026-11-23T17:15:00+05:30'),
    );
  });

  it('places an online card order only once it is paid (payment-*.test.ts)', async () => {
    const hari = await shopper();
    const res = await place(hari, await deliveryOrder(hari, { paymentMethod: 'CCAVENUE' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This order has not been paid yet. Please pay online to place it.',
    );
  });
});

describe('Grocoins on orders', () => {
  it('never overspends a balance, even with 50 orders at the same instant', async () => {
    const isha = await shopper();
    await giveCoins(isha, 40);
    const address = await addressOf(isha);
    const { cartItems, subtotal } = cart();
    const payloads = Array.from({ length: 50 }, () => ({
      orderId: orderId(),
      cartItems,
      totalAmount: toRupees(subtotal - 40 * 100),
      deliveryType: 'DELIVERY',
      paymentMethod: 'COD',
      redeemedCoins: 40,
      address,
    }));
    const results = await Promise.all(payloads.map((p) => place(isha, p)));
    const created = results.filter((r) => r.statusCode === 201);
    expect(created).toHaveLength(1);
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    expect(await balance(isha)).toBe(0);
  });

  it('offers redemption only with a balance and no open order that used coins', async () => {
    const jay = await shopper();
    const check = async () =>
      (
        await app.inject({
          method: 'GET',
          url: '/api/orders/check-pending-redeemed',
          headers: jay.headers,
        })
      ).json();
    expect(await check()).toEqual({ hasPendingRedeemedOrder: false, redeemableCoins: 0 });
    await giveCoins(jay, 25);
    expect(await check()).toEqual({ hasPendingRedeemedOrder: true, redeemableCoins: 25 });
    const { subtotal } = cart();
    const res = await place(
      jay,
      await deliveryOrder(jay, { redeemedCoins: 10, totalAmount: toRupees(subtotal - 1000) }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().order).toMatchObject({
      redeemedCoins: 10,
      totalAmount: toRupees(subtotal - 1000),
    });
    expect(await check()).toEqual({ hasPendingRedeemedOrder: false, redeemableCoins: 0 });
    expect(await balance(jay)).toBe(15);
  });

  it('answers PRICE_CHANGED when asked to redeem more than the balance', async () => {
    const kiran = await shopper();
    await giveCoins(kiran, 5);
    const { subtotal } = cart();
    const res = await place(
      kiran,
      await deliveryOrder(kiran, { redeemedCoins: 50, totalAmount: toRupees(subtotal - 5000) }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().details).toMatchObject({
      redeemedCoins: 5,
      totalAmount: toRupees(subtotal - 500),
    });
    expect(await balance(kiran)).toBe(5);
  });
});

describe('staff move orders along', () => {
  it('credits earned coins once on delivery and shows the delivery person', async () => {
    const lata = await shopper();
    const { order } = (await place(lata, await deliveryOrder(lata))).json();
    expect(order.earnedCoins).toBeGreaterThan(0);
    expect(
      (
        await setStatus(order._id, {
          status: 'ACCEPTED',
          assignedTo: { name: 'Ravi', phone: '9876543210' },
        })
      ).statusCode,
    ).toBe(200);
    const delivered = await Promise.all([
      setStatus(order._id, { status: 'DELIVERED' }),
      setStatus(order._id, { status: 'DELIVERED' }),
    ]);
    expect(delivered.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await balance(lata)).toBe(order.earnedCoins);
    const read = (
      await app.inject({
        method: 'GET',
        url: `/api/orders/${order.orderId}`,
        headers: lata.headers,
      })
    ).json();
    expect(read.order).toMatchObject({
      status: 'DELIVERED',
      assignedTo: { name: 'Ravi', phone: '9876543210' },
    });
    const history = (
      await app.inject({ method: 'GET', url: '/api/coins/mine-coins', headers: lata.headers })
    ).json();
    expect(history.transactions).toEqual([
      expect.objectContaining({
        amount: order.earnedCoins,
        description: `Earned on order ${order.orderId}`,
      }),
    ]);
  });

  it('gives redeemed coins back once on cancellation, with a reason', async () => {
    const mala = await shopper();
    await giveCoins(mala, 30);
    const { subtotal } = cart();
    const { order } = (
      await place(
        mala,
        await deliveryOrder(mala, { redeemedCoins: 30, totalAmount: toRupees(subtotal - 3000) }),
      )
    ).json();
    expect(await balance(mala)).toBe(0);
    expect((await setStatus(order._id, { status: 'CANCELLED' })).statusCode).toBe(400);
    const cancelled = await setStatus(order._id, {
      status: 'CANCELLED',
      cancelReason: 'Out of delivery slots',
    });
    expect(cancelled.json().order).toMatchObject({
      status: 'CANCELLED',
      cancelReason: 'Out of delivery slots',
    });
    await setStatus(order._id, { status: 'CANCELLED', cancelReason: 'again' });
    expect(await balance(mala)).toBe(30);
    expect((await setStatus(order._id, { status: 'DELIVERED' })).statusCode).toBe(409);
    expect(await balance(mala)).toBe(30);
  });

  it('refuses transitions that go backwards or skip ahead', async () => {
    const nina = await shopper();
    const { order } = (await place(nina, await deliveryOrder(nina))).json();
    const skip = await setStatus(order._id, { status: 'DELIVERED' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe('An order that is PENDING cannot become DELIVERED.');
    await setStatus(order._id, { status: 'ACCEPTED' });
    expect((await setStatus(order._id, { status: 'PENDING' })).statusCode).toBe(409);
  });

  it('keeps shoppers away from staff calls and from each other’s orders', async () => {
    const omar = await shopper();
    const priya = await shopper();
    const { order } = (await place(omar, await deliveryOrder(omar))).json();
    expect((await setStatus(order._id, { status: 'ACCEPTED' }, omar)).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: '/api/orders/all', headers: omar.headers }))
        .statusCode,
    ).toBe(403);
    const peek = await app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}`,
      headers: priya.headers,
    });
    expect(peek.statusCode).toBe(404);
    const all = await app.inject({
      method: 'GET',
      url: '/api/orders/all?status=PENDING',
      headers: staff.headers,
    });
    expect(all.json().orders.map((o: { _id: string }) => o._id)).toContain(order._id);
    const staffRead = await app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}`,
      headers: staff.headers,
    });
    expect(staffRead.statusCode).toBe(200);
  });
});

describe('the delivery estimate', () => {
  const HOUR = 3_600_000;
  const estimateOf = async (who: Shopper, payload: object) => {
    const res = await place(who, payload);
    expect(res.statusCode).toBe(201);
    const { order } = res.json();
    const list = await app.inject({
      method: 'GET',
      url: '/api/orders/all-user',
      headers: who.headers,
    });
    const card = list.json().orders.find((o: { _id: string }) => o._id === order._id);
    // The same estimate on the answer, the shopper's list and the order read back.
    expect(card.estimatedTimeDelivery).toBe(order.estimatedTimeDelivery);
    expect(
      (
        await app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: who.headers })
      ).json().order.estimatedTimeDelivery,
    ).toBe(order.estimatedTimeDelivery);
    return order.estimatedTimeDelivery as string | null;
  };

  it('is today’s evening slot before the 15:00 cutoff and tomorrow’s from it', async () => {
    const ravi = await shopper();
    // 11:00 → 14:59:59.
    clock.advance(4 * HOUR - 1000);
    expect(Date.parse((await estimateOf(ravi, await deliveryOrder(ravi)))!)).toBe(
      Date.parse('2026-11-23T19:00:00+05:30'),
    );
    // 15:00:00 exactly, then 23:30.
    clock.advance(1000);
    expect(Date.parse((await estimateOf(ravi, await deliveryOrder(ravi)))!)).toBe(
      Date.parse('2026-11-24T19:00:00+05:30'),
    );
    clock.advance(8.5 * HOUR);
    expect(Date.parse((await estimateOf(ravi, await deliveryOrder(ravi)))!)).toBe(
      Date.parse('2026-11-24T19:00:00+05:30'),
    );
    clock.advance(-12.5 * HOUR);
  });

  it('is the chosen time for a store pick-up', async () => {
    const sara = await shopper();
    const pickUp = '2026-11-23T18:30:00+05:30';
    const estimate = await estimateOf(sara, {
      ...(await deliveryOrder(sara)),
      deliveryType: 'PICK_UP',
      paymentMethod: 'QR',
      address: null,
      estimatedTimePickUp: pickUp,
    });
    expect(Date.parse(estimate!)).toBe(Date.parse(pickUp));
  });
});
