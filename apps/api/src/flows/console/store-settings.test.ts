import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { goodwillMessages, newOrderId, type StoreSettings } from '@grofresh/contracts';
import { createTestShop, RecordingSender, signInAs, TestClock } from '../../../test/harness';
import { orderKit } from '../../../test/order-kit';
import { staffActivity } from '../../modules/activity/activity.table';
import { setRole } from '../../modules/users/users.service';

// Monday 11:00 in Bengaluru.
const clock = new TestClock('2026-11-23T11:00:00+05:30');
const sender = new RecordingSender();
const { app, database } = await createTestShop({ clock, sms: sender });
const kit = await orderKit(app);

const admin = await signInAs(app, sender, '9400000001');
await setRole(database.db, '9400000001', 'admin');
const staff = await signInAs(app, sender, '9400000002');
await setRole(database.db, '9400000002', 'staff');
const shopper = await signInAs(app, sender, '9400000003');

const getSettings = (who = admin) =>
  app.inject({ method: 'GET', url: '/api/ops/store', headers: who.headers });
const putSettings = (payload: object, who = admin) =>
  app.inject({ method: 'PUT', url: '/api/ops/store', headers: who.headers, payload });
const config = async () =>
  (await app.inject({ method: 'GET', url: '/api/store/get-config' })).json();

const demo: StoreSettings = (await getSettings()).json().settings;

describe("the store's settings", () => {
  it('are for admins only', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/ops/store' })).statusCode).toBe(401);
    for (const who of [shopper, staff]) {
      expect((await getSettings(who)).statusCode).toBe(403);
      expect((await putSettings(demo, who)).statusCode).toBe(403);
    }
    expect((await putSettings(demo, shopper)).json().message).toBe('This is for store staff only.');
    expect((await putSettings(demo, staff)).json().message).toBe(
      'Only an admin of the store can do this.',
    );
  });

  it('start as the demo store', () => {
    expect(demo).toMatchObject({
      name: 'GroFresh Indiranagar',
      phone: '9845012345',
      radiusKm: 6,
      upiId: 'grofresh@okaxis',
      milkOptions: [
        { key: 'HALF_LITRE', price: 32 },
        { key: 'ONE_LITRE', price: 62 },
        { key: 'TWO_LITRE', price: 120 },
      ],
      pickUpHours: { opens: '08:00', closes: '21:00' },
      goodwillAdminAbove: 50,
      goodwillDailyCap: 200,
    });
  });

  it.each([
    [{ phone: '1234567890' }, 'Enter a valid 10-digit mobile number'],
    [{ whatsapp: '98450' }, 'Enter a valid 10-digit mobile number'],
    [{ name: 'G' }, 'Give the shop a name of at least 2 letters'],
    [{ address: '' }, "Enter the shop's street address"],
    [{ radiusKm: 80 }, 'The delivery radius is at most 50 km'],
    [{ lat: 95 }, 'Latitude is between -90 and 90'],
    [{ upiId: 'not a vpa' }, 'Enter a UPI id like shopname@okaxis'],
    [{ milkOptions: [] }, 'Add at least one milk option'],
    [{ milkOptions: [{ key: 'half litre', price: 30 }] }, 'Use capital letters, digits and _'],
    [{ milkOptions: [{ key: 'ONE_LITRE', price: 0 }] }, 'The daily price must be above ₹0'],
    [
      {
        milkOptions: [
          { key: 'ONE_LITRE', price: 60 },
          { key: 'ONE_LITRE', price: 62 },
        ],
      },
      'Each milk option needs a name of its own',
    ],
    [{ pickUpHours: { opens: '21:00', closes: '08:00' } }, 'Pick-ups must close after they open'],
    [{ pickUpHours: { opens: '8am', closes: '21:00' } }, 'Use a time as HH:MM'],
    [{ goodwillAdminAbove: 2.5 }, goodwillMessages.adminAboveRange],
    [{ goodwillAdminAbove: -1 }, goodwillMessages.adminAboveRange],
    [{ goodwillDailyCap: 0 }, goodwillMessages.dailyCapRange],
    [{ goodwillDailyCap: '200' }, goodwillMessages.dailyCapRange],
    [{ goodwillAdminAbove: 300, goodwillDailyCap: 200 }, goodwillMessages.adminAboveCap],
  ])('refuses %j with its own message, changing nothing', async (change, message) => {
    const res = await putSettings({ ...demo, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(res.json().message).toContain(message);
    expect((await getSettings()).json().settings).toEqual(demo);
  });

  it('are answered by get-config on the very next request, with one record of what changed', async () => {
    const changed: StoreSettings = {
      ...demo,
      name: 'GroFresh HSR Layout',
      whatsapp: '9988776655',
      radiusKm: 4.5,
      milkOptions: [
        { key: 'ONE_LITRE', price: 64 },
        { key: 'HALF_LITRE', price: 33.5 },
      ],
    };
    const res = await putSettings(changed);
    expect(res.json()).toEqual({ message: 'Store settings saved', settings: changed });
    const after = await config();
    expect(after.milkPriceSubscription).toEqual({ ONE_LITRE: 64, HALF_LITRE: 33.5 });
    expect(Object.keys(after.milkPriceSubscription)).toEqual(['ONE_LITRE', 'HALF_LITRE']);
    expect(after.store).toMatchObject({ name: 'GroFresh HSR Layout', radiusKm: 4.5 });

    const records = await database.db
      .select()
      .from(staffActivity)
      .where(eq(staffActivity.action, 'store.updated'));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      actorPhone: '9400000001',
      subjectType: 'store',
      before: {
        name: demo.name,
        whatsapp: demo.whatsapp,
        radiusKm: 6,
        milkOptions: demo.milkOptions,
      },
      after: {
        name: changed.name,
        whatsapp: changed.whatsapp,
        radiusKm: 4.5,
        milkOptions: changed.milkOptions,
      },
    });
    expect(Object.keys(records[0]!.after!).sort()).toEqual([
      'milkOptions',
      'name',
      'radiusKm',
      'whatsapp',
    ]);

    // The same values again: nothing to record.
    expect((await putSettings(changed)).json().message).toBe('Nothing changed');
    expect(
      await database.db
        .select()
        .from(staffActivity)
        .where(eq(staffActivity.action, 'store.updated')),
    ).toHaveLength(1);
    await putSettings(demo);
  });

  it('set which pick-up times an order may ask for', async () => {
    const pickUpOrder = (at: string) =>
      app.inject({
        method: 'POST',
        url: '/api/orders/create',
        headers: shopper.headers,
        payload: {
          orderId: newOrderId(1796000000000 + Math.floor(Math.random() * 1e6), randomUUID()),
          cartItems: [{ itemId: kit.plain._id, isVarient: false, variantName: null, quantity: 1 }],
          totalAmount: kit.unit / 100,
          deliveryType: 'PICK_UP',
          paymentMethod: 'COD',
          redeemedCoins: 0,
          estimatedTimePickUp: at,
        },
      });
    expect((await pickUpOrder('2026-11-24T09:30:00+05:30')).statusCode).toBe(201);
    await putSettings({ ...demo, pickUpHours: { opens: '10:00', closes: '13:30' } });
    expect((await config()).store.pickUpHours).toEqual({ opens: '10:00', closes: '13:30' });
    const refused = await pickUpOrder('2026-11-24T09:30:00+05:30');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('The store hands over pick-ups between 10:00 and 13:30.');
    expect((await pickUpOrder('2026-11-24T13:30:00+05:30')).statusCode).toBe(201);
    await putSettings(demo);
  });

  it('keep the goodwill limits an admin sets, also through a save that leaves them out', async () => {
    const res = await putSettings({ ...demo, goodwillAdminAbove: 20, goodwillDailyCap: 100 });
    expect(res.json().settings).toMatchObject({ goodwillAdminAbove: 20, goodwillDailyCap: 100 });
    const records = await database.db
      .select()
      .from(staffActivity)
      .where(eq(staffActivity.action, 'store.updated'));
    expect(records.filter((r) => r.after && 'goodwillDailyCap' in r.after)).toEqual([
      expect.objectContaining({
        actorPhone: '9400000001',
        before: { goodwillAdminAbove: 50, goodwillDailyCap: 200 },
        after: { goodwillAdminAbove: 20, goodwillDailyCap: 100 },
      }),
    ]);

    // A console tab from before the limits saves: the admin's limits stay as they were.
    const { goodwillAdminAbove: _above, goodwillDailyCap: _cap, ...older } = demo;
    const again = await putSettings({ ...older, name: 'GroFresh Indiranagar' });
    expect(again.statusCode).toBe(200);
    expect((await getSettings()).json().settings).toMatchObject({
      name: 'GroFresh Indiranagar',
      goodwillAdminAbove: 20,
      goodwillDailyCap: 100,
    });
    // One limit alone is checked against the other as it is kept.
    const above = await putSettings({ ...older, goodwillAdminAbove: 150 });
    expect(above.statusCode).toBe(400);
    expect(above.json().message).toContain('The admin threshold can’t be above the daily cap.');
    await putSettings(demo);
  });
});
