import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deliveryAreaMessages, newOrderId, toRupees } from '@grofresh/contracts';
import { createTestShop, RecordingSender, signInAs, TestClock } from '../../../test/harness';
import { orderKit, type Shopper } from '../../../test/order-kit';
import { setRole } from '../../modules/users/users.service';

// Monday 11:00 in Bengaluru. The demo store (12.9719, 77.6412) delivers within 8 km, or to
// unpinned addresses in 560038, 560008, 560071, 560075, 560017 and 560093 (its seed).
const clock = new TestClock('2026-11-23T11:00:00+05:30');
const sender = new RecordingSender();
const { app, database } = await createTestShop({ clock, sms: sender });
const kit = await orderKit(app);
const admin = await signInAs(app, sender, '9620000001');
await setRole(database.db, '9620000001', 'admin');

const MUMBAI = { lat: 19.07, lon: 72.87 };
const NEAR = { lat: 12.99, lon: 77.66 };

const check = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/common/check-serviceable', payload });

async function save(who: Shopper, fields: object) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/addresses/create',
    headers: who.headers,
    payload: { type: 'HOME', flat: '4 Sea View', locality: 'Bandra', name: 'Asha', ...fields },
  });
  expect(res.statusCode).toBe(201);
  return res.json().address as { _id: string; deliverable: boolean };
}

let sequence = 0;
const orderBody = (address: string | null, deliveryType: 'DELIVERY' | 'PICK_UP') => ({
  orderId: newOrderId(1797000000000 + sequence++, randomUUID()),
  cartItems: [{ itemId: kit.plain._id, isVarient: false, variantName: null, quantity: 1 }],
  totalAmount: toRupees(kit.unit),
  deliveryType,
  paymentMethod: 'COD',
  redeemedCoins: 0,
  ...(address ? { address } : { estimatedTimePickUp: '2026-11-23T17:00:00+05:30' }),
});
const create = (who: Shopper, payload: object) =>
  app.inject({ method: 'POST', url: '/api/orders/create', headers: who.headers, payload });
const myOrders = async (who: Shopper) =>
  (await app.inject({ method: 'GET', url: '/api/orders/all-user', headers: who.headers })).json();

describe('POST /api/common/check-serviceable', () => {
  it('measures a point for home delivery and dairy, with its distance', async () => {
    const near = await check(NEAR);
    expect(near.statusCode).toBe(200);
    expect(near.json()).toEqual({ serviceable: true, dairy: true, distanceKm: 2.86 });
    const mumbai = (await check(MUMBAI)).json();
    expect(mumbai).toMatchObject({ serviceable: false, dairy: false });
    expect(mumbai.distanceKm).toBeGreaterThan(800);
  });

  it('answers a pincode alone for home delivery; dairy needs a point', async () => {
    expect((await check({ zip: '560038' })).json()).toEqual({ serviceable: true, dairy: false });
    expect((await check({ zip: '400001' })).json()).toEqual({ serviceable: false, dairy: false });
    // The pin wins over the pincode.
    expect((await check({ ...MUMBAI, zip: '560038' })).json().serviceable).toBe(false);
  });

  it('refuses neither with a sentence (422), and a malformed pincode (400)', async () => {
    const none = await check({});
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(deliveryAreaMessages.pointOrPincode);
    expect((await check({ lat: 12.9 })).statusCode).toBe(422);
    expect((await check({ zip: '5600' })).statusCode).toBe(400);
  });
});

describe('saved addresses say whether the store delivers there', () => {
  it('on create, list and update', async () => {
    const asha = await signInAs(app, sender, '9620000002');
    expect((await save(asha, { location: NEAR })).deliverable).toBe(true);
    expect((await save(asha, { zip: '560071' })).deliverable).toBe(true);
    const far = await save(asha, { location: MUMBAI, zip: '560038' });
    expect(far.deliverable).toBe(false);
    // Neither a pin nor a pincode: nothing to check, taken (docs/product/rules.md#delivery-area).
    expect((await save(asha, {})).deliverable).toBe(true);

    const list = await app.inject({ method: 'GET', url: '/api/addresses', headers: asha.headers });
    // Saved at one instant, so listed in no particular order: by id.
    const flags = Object.fromEntries(
      list
        .json()
        .addresses.map((a: { _id: string; deliverable: boolean }) => [a._id, a.deliverable]),
    );
    expect(flags[far._id]).toBe(false);
    expect(Object.values(flags).sort()).toEqual([false, true, true, true]);

    const moved = await app.inject({
      method: 'PUT',
      url: `/api/addresses/update/${far._id}`,
      headers: asha.headers,
      payload: {
        type: 'HOME',
        flat: '4 Sea View',
        locality: 'Indiranagar',
        name: 'Asha',
        location: null,
        zip: '560038',
      },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().address.deliverable).toBe(true);
  });
});

describe('an address in Mumbai (19.07, 72.87)', () => {
  it('is refused for home delivery with NOT_SERVICEABLE, nothing made; pick-up is taken', async () => {
    const ravi = await signInAs(app, sender, '9620000003');
    const mumbai = await save(ravi, { location: MUMBAI });
    const refused = await create(ravi, orderBody(mumbai._id, 'DELIVERY'));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'NOT_SERVICEABLE',
      message: "We don't deliver to this address yet. Choose Store Pick Up or another address.",
    });
    expect((await myOrders(ravi)).orders).toHaveLength(0);

    const pickUp = await create(ravi, orderBody(null, 'PICK_UP'));
    expect(pickUp.statusCode).toBe(201);
    expect((await myOrders(ravi)).orders).toHaveLength(1);
  });

  it('is refused for a card payment’s start too', async () => {
    const meera = await signInAs(app, sender, '9620000004');
    const mumbai = await save(meera, { location: MUMBAI });
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/ccAvenue/web',
      headers: meera.headers,
      payload: {
        ...orderBody(mumbai._id, 'DELIVERY'),
        paymentMethod: 'CCAVENUE',
        amount: toRupees(kit.unit),
        mobile_no: '9123456789',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('NOT_SERVICEABLE');
  });
});

describe('the store settings carry the delivery area', () => {
  const settings = async () =>
    (await app.inject({ method: 'GET', url: '/api/ops/store', headers: admin.headers })).json()
      .settings;

  it('validated with sentences, and kept when a save leaves them out', async () => {
    const current = await settings();
    expect(current).toMatchObject({ deliveryRadiusKm: 8, servedPincodes: expect.any(Array) });
    const put = (body: object) =>
      app.inject({ method: 'PUT', url: '/api/ops/store', headers: admin.headers, payload: body });

    const bad = await put({ ...current, servedPincodes: ['5600'], deliveryRadiusKm: 80 });
    expect(bad.statusCode).toBe(400);
    const messages = bad.json().details.fields.map((f: { message: string }) => f.message);
    expect(messages).toContain(`${deliveryAreaMessages.pincode}.`);
    expect(messages).toContain(`${deliveryAreaMessages.radius}.`);
    const twice = await put({ ...current, servedPincodes: ['560038', '560038'] });
    expect(twice.json().details.fields[0].message).toBe(`${deliveryAreaMessages.pincodesTwice}.`);

    const saved = await put({ ...current, deliveryRadiusKm: 3, servedPincodes: ['560038'] });
    expect(saved.statusCode).toBe(200);
    const { deliveryRadiusKm: _r, servedPincodes: _p, ...older } = current;
    expect((await put({ ...older, name: 'GroFresh HAL' })).statusCode).toBe(200);
    expect(await settings()).toMatchObject({ deliveryRadiusKm: 3, servedPincodes: ['560038'] });
    // The near point is 2.86 km away: still inside 3 km.
    expect((await check(NEAR)).json().serviceable).toBe(true);
    expect((await check({ zip: '560071' })).json().serviceable).toBe(false);
  });
});
