import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newOrderId, type StoreSettings } from '@grofresh/contracts';
import { createTestShop, RecordingSender, signInAs, TestClock } from '../../../test/harness';
import { orderKit } from '../../../test/order-kit';
import { staffActivity } from '../../modules/activity/activity.table';
import { setRole } from '../../modules/users/users.service';
import { createStoreSettings } from '../../modules/store/store.service';
import { milkPriceOptions, storeSettings } from '../../modules/store/store.table';

// A new production store: the catalog may be there, the store's settings are not (SEED_DEMO off).
// Monday 11:00 in Bengaluru, inside the milk subscription window.
const clock = new TestClock('2026-11-23T11:00:00+05:30');
const sender = new RecordingSender();
const { app, database } = await createTestShop({ clock, sms: sender, storeSetUp: false });
const kit = await orderKit(app);

const admin = await signInAs(app, sender, '9410000001');
await setRole(database.db, '9410000001', 'admin');
const staff = await signInAs(app, sender, '9410000002');
await setRole(database.db, '9410000002', 'staff');
const shopper = await signInAs(app, sender, '9410000003');
const address = await kit.addressOf(shopper);

const jayanagar: StoreSettings = {
  name: 'Anand Stores Jayanagar',
  phone: '9845098450',
  whatsapp: '9845098451',
  address: '14, 9th Main Road, Jayanagar 4th Block, Bengaluru 560011',
  lat: 12.925,
  lon: 77.5838,
  radiusKm: 4,
  upiId: 'anandstores@okhdfc',
  upiName: 'Anand Stores',
  milkOptions: [
    { key: 'HALF_LITRE', price: 30 },
    { key: 'ONE_LITRE', price: 58 },
  ],
  pickUpHours: { opens: '07:30', closes: '22:00' },
  goodwillAdminAbove: 50,
  goodwillDailyCap: 200,
  legalName: '',
  gstin: null,
  stateCode: null,
  coinsOnInvoice: 'PAYMENT',
  deliveryRadiusKm: 5,
  // The kit's shopper has an unpinned address in 560038 (docs/product/rules.md#delivery-area).
  servedPincodes: ['560011', '560038'],
  autoApproveMilk: false,
};
const basavanagudi: StoreSettings = {
  ...jayanagar,
  name: 'Anand Stores Basavanagudi',
  lat: 12.9421,
  lon: 77.5737,
  milkOptions: [{ key: 'ONE_LITRE', price: 60 }],
};

const putSettings = (payload: object, who: { headers: Record<string, string> } | null = admin) =>
  app.inject({
    method: 'PUT',
    url: '/api/ops/store',
    payload,
    headers: who ? who.headers : {},
  });
const savedSettings = async () =>
  (await app.inject({ method: 'GET', url: '/api/ops/store', headers: admin.headers })).json()
    .settings as StoreSettings | null;
const storeRows = async () => (await database.db.select().from(storeSettings)).length;
const unsetUp = () => database.pool.query('TRUNCATE store_settings, milk_price_options');

const getConfig = () => app.inject({ method: 'GET', url: '/api/store/get-config' });
const checkRadius = () =>
  app.inject({
    method: 'POST',
    url: '/api/common/check-radius',
    payload: { lat: 12.93, lon: 77.58 },
  });
const placeOrder = (deliveryType: 'DELIVERY' | 'PICK_UP') =>
  app.inject({
    method: 'POST',
    url: '/api/orders/create',
    headers: shopper.headers,
    payload: {
      orderId: newOrderId(1797000000000 + Math.floor(Math.random() * 1e6), randomUUID()),
      cartItems: [{ itemId: kit.plain._id, isVarient: false, variantName: null, quantity: 1 }],
      totalAmount: kit.unit / 100,
      deliveryType,
      paymentMethod: 'COD',
      redeemedCoins: 0,
      ...(deliveryType === 'DELIVERY'
        ? { address: address._id }
        : { estimatedTimePickUp: '2026-11-23T18:00:00+05:30' }),
    },
  });
const payByCard = () =>
  app.inject({
    method: 'POST',
    url: '/api/payments/ccAvenue/web',
    headers: shopper.headers,
    payload: {
      orderId: newOrderId(1798000000000 + Math.floor(Math.random() * 1e6), randomUUID()),
      cartItems: [{ itemId: kit.plain._id, isVarient: false, variantName: null, quantity: 1 }],
      totalAmount: kit.unit / 100,
      amount: kit.unit / 100,
      deliveryType: 'DELIVERY',
      paymentMethod: 'CCAVENUE',
      redeemedCoins: 0,
      address: address._id,
      mobile_no: '9410000003',
    },
  });
const subscribe = () =>
  app.inject({
    method: 'POST',
    url: '/api/subscription/create',
    headers: shopper.headers,
    payload: {
      productName: 'MILK',
      status: 'PENDING',
      type: 'DAILY',
      address: address._id,
      quantity: 'ONE_LITRE',
      startDate: '2026-11-24',
      endDate: '2026-11-30',
      lat: 12.93,
      lon: 77.58,
    },
  });
const ordersPlaced = async () =>
  (
    await app.inject({ method: 'GET', url: '/api/orders/all-user', headers: shopper.headers })
  ).json().orders.length as number;

const NOT_SET_UP = {
  code: 'STORE_NOT_SET_UP',
  message: 'The store is not open yet: it is still being set up.',
};

describe('a store that is not set up yet', () => {
  it('answers the calls that need its settings with 503 STORE_NOT_SET_UP, selling nothing', async () => {
    for (const res of [
      await getConfig(),
      await checkRadius(),
      await placeOrder('DELIVERY'),
      await placeOrder('PICK_UP'),
      await payByCard(),
      await subscribe(),
    ]) {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject(NOT_SET_UP);
    }
    expect(await ordersPlaced()).toBe(0);
    // The catalog itself still answers (an owner may fill it before setting up).
    expect((await app.inject({ method: 'GET', url: '/api/items/all' })).statusCode).toBe(200);
  });

  it('shows admins no settings in the console yet', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/ops/store', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ settings: null });
  });

  it('can be set up only by an admin', async () => {
    expect((await putSettings(jayanagar, null)).statusCode).toBe(401);
    expect((await putSettings(jayanagar, shopper)).statusCode).toBe(403);
    expect((await putSettings(jayanagar, staff)).json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only an admin of the store can do this.',
    });
    expect(await storeRows()).toBe(0);
  });

  it.each([
    [{ name: '' }, 'Give the shop a name of at least 2 letters'],
    [{ upiId: '' }, 'Enter a UPI id like shopname@okaxis'],
    [{ radiusKm: 0 }, 'The delivery radius is at least 0.5 km'],
    [{ milkOptions: [] }, 'Add at least one milk option'],
    [{ lat: undefined }, 'Enter the latitude as a number'],
  ])('refuses a first save with %j and creates nothing', async (change, message) => {
    const res = await putSettings({ ...jayanagar, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().message).toContain(message);
    expect(await storeRows()).toBe(0);
    expect(await database.db.select().from(milkPriceOptions)).toEqual([]);
    expect((await getConfig()).statusCode).toBe(503);
  });
});

describe("an admin's first save", () => {
  it('sets the store up, recorded once, and the shop sells at once', async () => {
    const res = await putSettings(jayanagar);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your store is set up', settings: jayanagar });
    expect(await savedSettings()).toEqual(jayanagar);

    const records = await database.db
      .select()
      .from(staffActivity)
      .where(eq(staffActivity.action, 'store.updated'));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ actorPhone: '9410000001', before: null, after: jayanagar });

    const config = await getConfig();
    expect(config.statusCode).toBe(200);
    expect(config.json()).toMatchObject({
      milkPriceSubscription: { HALF_LITRE: 30, ONE_LITRE: 58 },
      store: {
        name: jayanagar.name,
        radiusKm: 4,
        pickUpHours: { opens: '07:30', closes: '22:00' },
      },
    });
    expect((await checkRadius()).json().withinRange).toBe(true);
    expect((await placeOrder('DELIVERY')).statusCode).toBe(201);
    expect((await placeOrder('PICK_UP')).statusCode).toBe(201);
    expect((await subscribe()).statusCode).toBe(201);
    // The next save is an ordinary edit.
    expect((await putSettings(basavanagudi)).json().message).toBe('Store settings saved');
  });

  it('waits for a first save still in flight, then edits what it made', async () => {
    await unsetUp();
    let commit!: () => void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    let made!: () => void;
    const inserted = new Promise<void>((resolve) => (made = resolve));
    const first = database.db.transaction(async (tx) => {
      expect(await createStoreSettings(tx, jayanagar)).toBe(true);
      made();
      await held;
    });
    await inserted;
    const second = putSettings(basavanagudi);
    await waitForALockWait();
    commit();
    await first;
    const res = await second;
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Store settings saved', settings: basavanagudi });
    expect(await storeRows()).toBe(1);
    expect(await savedSettings()).toEqual(basavanagudi);
  });

  it('raced by another leaves exactly one store and both admins a sane answer', async () => {
    await unsetUp();
    const [a, b] = await Promise.all([putSettings(jayanagar), putSettings(basavanagudi)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.json().message, b.json().message].sort()).toEqual([
      'Store settings saved',
      'Your store is set up',
    ]);
    expect(await storeRows()).toBe(1);
    // The later save wins whole: never one store's name with the other's milk options.
    const last = a.json().message === 'Store settings saved' ? a : b;
    expect(await savedSettings()).toEqual(last.json().settings);
    expect([jayanagar, basavanagudi]).toContainEqual(last.json().settings);
  });
});

/** Until another connection of this database waits on a lock (the racing save's insert). */
async function waitForALockWait(): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    const waiting = await database.db.execute(
      sql`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (waiting.rows.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the second save never waited for the first');
}
