import { describe, expect, it } from 'vitest';
import {
  DAIRY_CATEGORY_NAME,
  dairyRuleMessages,
  linePrice,
  subscriptionMessages,
  toPaise,
  toRupees,
  type Category,
  type Item,
} from '@grofresh/contracts';
import { createTestShop, RecordingSender, TestClock } from '../../../test/harness';
import { paymentKit } from '../../../test/payment-kit';

// Monday 11:00 in Bengaluru: inside store hours and the milk window. The demo store is in
// Indiranagar and takes dairy within 6 km.
const clock = new TestClock('2026-11-23T11:00:00+05:30');
const sender = new RecordingSender();
const shop = await createTestShop({ clock, sms: sender });
const { app } = shop;
const pay = await paymentKit(shop, sender, 9430000000);

const NEAR_STORE = { lat: 12.975, lon: 77.64 };
const MUMBAI = { lat: 19.076, lon: 72.8777 };

const items: Item[] = (
  await app.inject({ method: 'GET', url: '/api/items/all?availability=true' })
).json().items;
const categories: Category[] = (
  await app.inject({ method: 'GET', url: '/api/category/all' })
).json().categories;
const dairyId = categories.find((c) => c.name === DAIRY_CATEGORY_NAME)!._id;
const named = (name: string) => items.find((i) => i.name === name)!;
const milk = named('A2 Desi Cow Milk');
const paneer = named('Low Fat Paneer');
const rice = items.find((i) => !i.isVarient && !i.category.includes(dairyId) && i.price >= 50)!;

type Line = { item: Item; variant?: string; quantity: number };
const milkLitre: Line = { item: milk, variant: '1 L', quantity: 2 };
const mixedCart: Line[] = [milkLitre, { item: rice, quantity: 1 }, { item: paneer, quantity: 1 }];

function priced(lines: Line[]) {
  let total = 0;
  const cartItems = lines.map(({ item, variant, quantity }) => {
    const sold = variant ? item.variants.find((v) => v.value === variant)! : item;
    total += linePrice(
      { price: toPaise(sold.price), discountPrice: toPaise(sold.discountPrice) },
      quantity,
    );
    return {
      itemId: item._id,
      isVarient: Boolean(variant),
      variantName: variant ?? null,
      quantity,
    };
  });
  return { cartItems, totalAmount: toRupees(total) };
}

type Shopper = Awaited<ReturnType<typeof pay.shopper>>;

async function addressFor(who: Shopper, location?: { lat: number; lon: number }) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/addresses/create',
    headers: who.headers,
    payload: {
      type: 'HOME',
      flat: '12 Lake Road',
      locality: 'Indiranagar',
      zip: '560038',
      name: 'Asha',
      location,
    },
  });
  return res.json().address._id as string;
}

async function orderBody(who: Shopper, lines: Line[], extra: object = {}) {
  return {
    orderId: pay.orderId(),
    ...priced(lines),
    deliveryType: 'DELIVERY',
    paymentMethod: 'COD',
    redeemedCoins: 0,
    address: await addressFor(who),
    ...extra,
  };
}

const place = (who: Shopper, payload: object) =>
  app.inject({ method: 'POST', url: '/api/orders/create', headers: who.headers, payload });

const ordersOf = async (who: Shopper) =>
  (await app.inject({ method: 'GET', url: '/api/orders/all-user', headers: who.headers })).json()
    .orders as unknown[];

const outside = (names: string[]) => dairyRuleMessages.outsideRange(6, names);

describe('dairy on an order', () => {
  it('refuses dairy without the shopper’s location, naming the dairy items only', async () => {
    const asha = await pay.shopper();
    const res = await place(asha, await orderBody(asha, mixedCart));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'DAIRY_OUT_OF_RANGE',
      message: dairyRuleMessages.locationNeeded(6, ['A2 Desi Cow Milk', 'Low Fat Paneer']),
      details: {
        reason: 'LOCATION_NEEDED',
        items: ['A2 Desi Cow Milk', 'Low Fat Paneer'],
        radiusKm: 6,
      },
      requestId: expect.any(String),
    });
    expect(res.json().message).toContain('within 6 km of the store: A2 Desi Cow Milk, Low Fat');
    expect(await ordersOf(asha)).toEqual([]);
  });

  it('refuses dairy for a location outside the radius, with the message that names the items', async () => {
    const bala = await pay.shopper();
    const res = await place(bala, await orderBody(bala, mixedCart, { location: MUMBAI }));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'Dairy items are delivered only within 6 km of the store: A2 Desi Cow Milk, Low Fat Paneer.',
    );
    expect(res.json().details).toMatchObject({ reason: 'OUTSIDE_RANGE' });
    expect(await ordersOf(bala)).toEqual([]);
  });

  it('names an item once even when two of its sizes are in the cart', async () => {
    const chitra = await pay.shopper();
    const cart = [milkLitre, { item: milk, variant: '500 ml', quantity: 1 }];
    const res = await place(chitra, await orderBody(chitra, cart, { location: MUMBAI }));
    expect(res.json().message).toBe(outside(['A2 Desi Cow Milk']));
  });

  it('places a dairy order from inside the radius', async () => {
    const dev = await pay.shopper();
    const res = await place(dev, await orderBody(dev, mixedCart, { location: NEAR_STORE }));
    expect(res.statusCode).toBe(201);
    expect(res.json().order.cartItems).toHaveLength(3);
  });

  it('needs no location for an order without dairy, wherever the shopper is', async () => {
    const esha = await pay.shopper();
    const cart = [{ item: rice, quantity: 2 }];
    expect((await place(esha, await orderBody(esha, cart))).statusCode).toBe(201);
    const far = await place(esha, await orderBody(esha, cart, { location: MUMBAI }));
    expect(far.statusCode).toBe(201);
  });

  it('hands dairy over at the counter: a pick-up needs no location', async () => {
    const farid = await pay.shopper();
    const body = await orderBody(farid, mixedCart, {
      deliveryType: 'PICK_UP',
      address: null,
      estimatedTimePickUp: '2026-11-23T18:00:00+05:30',
    });
    expect((await place(farid, body)).statusCode).toBe(201);
  });

  it('measures from the address’s pin rather than the device when the address has one', async () => {
    const gita = await pay.shopper();
    const pinnedHome = await addressFor(gita, NEAR_STORE);
    // Ordering for home from an office in Mumbai: the pin is what counts.
    const fromAway = await orderBody(gita, mixedCart, { address: pinnedHome, location: MUMBAI });
    expect((await place(gita, fromAway)).statusCode).toBe(201);
    // And without the device's location at all.
    const noDevice = await orderBody(gita, mixedCart, { address: pinnedHome });
    expect((await place(gita, noDevice)).statusCode).toBe(201);

    // A pin far away refuses dairy even when the device is next to the store.
    const pinnedAway = await addressFor(gita, MUMBAI);
    const res = await place(
      gita,
      await orderBody(gita, mixedCart, { address: pinnedAway, location: NEAR_STORE }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(outside(['A2 Desi Cow Milk', 'Low Fat Paneer']));
  });

  it('answers an exact retry with the first order, whatever location it carries now', async () => {
    const hari = await pay.shopper();
    const body = await orderBody(hari, mixedCart, { location: NEAR_STORE });
    const attempts = await Promise.all([
      place(hari, body),
      place(hari, body),
      place(hari, { ...body, location: MUMBAI }),
    ]);
    const codes = attempts.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 201]);
    const ids = new Set(attempts.map((r) => r.json().order._id));
    expect(ids.size).toBe(1);
    expect(await ordersOf(hari)).toHaveLength(1);
  });

  it('refuses a location that is not a point on the map', async () => {
    const indu = await pay.shopper();
    const res = await place(
      indu,
      await orderBody(indu, mixedCart, { location: { lat: 120, lon: 77 } }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Latitude must be between -90 and 90');
  });
});

describe('dairy on an online payment', () => {
  it('refuses initiation the same way, holding no coins and keeping no attempt', async () => {
    const jaya = await pay.shopper(20);
    const { cartItems, totalAmount } = priced(mixedCart);
    const total = toRupees(toPaise(totalAmount) - 20 * 100);
    const body = {
      ...(await orderBody(jaya, mixedCart)),
      cartItems,
      totalAmount: total,
      amount: total,
      paymentMethod: 'CCAVENUE',
      redeemedCoins: 20,
      mobile_no: '9123456789',
    };
    const refused = await pay.initiate(jaya, { ...body, location: MUMBAI });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'DAIRY_OUT_OF_RANGE',
      message: outside(['A2 Desi Cow Milk', 'Low Fat Paneer']),
    });
    const withoutLocation = await pay.initiate(jaya, body);
    expect(withoutLocation.json().details).toMatchObject({ reason: 'LOCATION_NEEDED' });
    expect(await pay.attemptOf(body.orderId)).toBeUndefined();
    expect(await pay.balance(jaya)).toBe(20);

    const started = await pay.initiate(jaya, { ...body, location: NEAR_STORE });
    expect(started.statusCode).toBe(200);
    expect(await pay.attemptOf(body.orderId)).toMatchObject({ status: 'Pending' });
  });
});

describe('dairy on a milk subscription', () => {
  const subscribe = async (who: Shopper, address: string, at: { lat: number; lon: number }) =>
    app.inject({
      method: 'POST',
      url: '/api/subscription/create',
      headers: who.headers,
      payload: {
        productName: 'MILK',
        type: 'DAILY',
        address,
        quantity: 'ONE_LITRE',
        endDate: '2026-11-30',
        ...at,
      },
    });

  it('follows the same rule: the address’s pin wins over the device’s location', async () => {
    const kiran = await pay.shopper();
    const away = await subscribe(kiran, await addressFor(kiran, MUMBAI), NEAR_STORE);
    expect(away.statusCode).toBe(400);
    expect(away.json().message).toBe(subscriptionMessages.outsideRadius);

    const home = await subscribe(kiran, await addressFor(kiran, NEAR_STORE), MUMBAI);
    expect(home.statusCode).toBe(201);
  });

  it('measures from the device when the address has no pin', async () => {
    const lata = await pay.shopper();
    const plain = await addressFor(lata);
    expect((await subscribe(lata, plain, MUMBAI)).statusCode).toBe(400);
    expect((await subscribe(lata, plain, NEAR_STORE)).statusCode).toBe(201);
  });
});
