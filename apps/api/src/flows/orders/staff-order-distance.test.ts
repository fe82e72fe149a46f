import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newOrderId, toRupees, type StaffOrder } from '@grofresh/contracts';
import { createTestShop, RecordingSender, signInAs, TestClock } from '../../../test/harness';
import { orderKit, type Shopper } from '../../../test/order-kit';
import { setRole } from '../../modules/users/users.service';

// Monday 11:00 in Bengaluru; the demo store stands at 12.9719, 77.6412 (its settings).
const clock = new TestClock('2026-11-23T11:00:00+05:30');
const sender = new RecordingSender();
const { app, database } = await createTestShop({ clock, sms: sender });
const kit = await orderKit(app);
const staff = await signInAs(app, sender, '9610000001');
await setRole(database.db, '9610000001', 'staff');
const shopper = await signInAs(app, sender, '9610000002');

let sequence = 0;
async function deliverTo(who: Shopper, location: { lat: number; lon: number } | null) {
  const address = await app.inject({
    method: 'POST',
    url: '/api/addresses/create',
    headers: who.headers,
    payload: {
      type: 'HOME',
      flat: '4 Palm Grove',
      locality: 'Indiranagar',
      zip: '560038',
      name: 'Meera',
      location,
    },
  });
  expect(address.statusCode).toBe(201);
  const res = await app.inject({
    method: 'POST',
    url: '/api/orders/create',
    headers: who.headers,
    payload: {
      orderId: newOrderId(1796000000000 + sequence++, randomUUID()),
      cartItems: [{ itemId: kit.plain._id, isVarient: false, variantName: null, quantity: 1 }],
      totalAmount: toRupees(kit.unit),
      deliveryType: 'DELIVERY',
      paymentMethod: 'COD',
      redeemedCoins: 0,
      address: address.json().address._id,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().order as { _id: string; orderId: string };
}

describe('the distance of a home delivery, on the console’s order list', () => {
  it('is the straight line from the store’s place to the pinned address, in km', async () => {
    const near = await deliverTo(shopper, { lat: 12.99, lon: 77.66 });
    // Mumbai is outside the delivery area (docs/product/rules.md#delivery-area): an order
    // placed while the store delivered that far, as older orders were, still shows its distance.
    await database.db.execute(sql`update store_settings set delivery_radius_km = 1000`);
    const mumbai = await deliverTo(shopper, { lat: 19.076, lon: 72.8777 });
    await database.db.execute(sql`update store_settings set delivery_radius_km = 8`);
    const unpinned = await deliverTo(shopper, null);

    const res = await app.inject({
      method: 'GET',
      url: '/api/orders/all?view=queue',
      headers: staff.headers,
    });
    expect(res.statusCode).toBe(200);
    const orders = res.json().orders as StaffOrder[];
    const distanceOf = (orderId: string) => orders.find((o) => o.orderId === orderId)!.distanceKm;
    expect(distanceOf(near.orderId)).toBeCloseTo(2.864, 3);
    expect(distanceOf(mumbai.orderId)).toBeCloseTo(848.268, 3);
    expect(distanceOf(unpinned.orderId)).toBeNull();

    // One order read alone carries it too (the console's card after a change).
    const one = await app.inject({
      method: 'GET',
      url: `/api/ops/orders/${near._id}`,
      headers: staff.headers,
    });
    expect(one.json().order.distanceKm).toBeCloseTo(2.864, 3);
  });
});
