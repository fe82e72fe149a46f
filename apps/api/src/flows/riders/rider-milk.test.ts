import { randomUUID } from 'node:crypto';
import { like } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { EVENTS_CHANNEL } from '../../lib/events';
import { createTestShop, RecordingSender, signInAs, TestClock } from '../../../test/harness';
import { milkAddress } from '../../../test/milk-kit';
import type { Shopper } from '../../../test/order-kit';
import { coinTransactions } from '../../modules/coins/coins.table';
import { subscriptions } from '../../modules/subscriptions/subscriptions.table';
import { findOrCreateUser, setRole } from '../../modules/users/users.service';
import { generateMilkRun } from '../milk/milk-run';

// Monday 23 Nov 2026, 16:00 in Bengaluru: Tuesday's milk run can be made.
const clock = new TestClock('2026-11-23T16:00:00+05:30');
const sender = new RecordingSender();
const { app, database } = await createTestShop({ clock, sms: sender });
const { db } = database;
// A rider before their first sign-in, so the session carries the role.
await findOrCreateUser(db, '9632000001');
await setRole(db, '9632000001', 'rider');
const ravi = await signInAs(app, sender, '9632000001');

// What the console's and the shopper's streams hear (the events' channel), as for staff marks.
const listener = new pg.Client({ connectionString: database.url });
await listener.connect();
const heard: { type: string; id: string; userId?: string }[] = [];
listener.on('notification', (n) => heard.push(JSON.parse(n.payload ?? '{}')));
await listener.query(`LISTEN ${EVENTS_CHANNEL}`);
afterAll(() => listener.end());

const call = (who: Shopper, method: 'GET' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
const today = async (rider: Shopper) => (await call(rider, 'GET', '/rider/today')).json();

describe("the rider's milk run", () => {
  const TOMORROW = '2026-11-24';
  const stops = [
    ['Flat 10, Lotus Apartments', 'Indiranagar'],
    ['4 Temple Street', 'Domlur'],
    ['Flat 9, Lotus Apartments', 'Indiranagar'],
    ['Flat 2, Cedar Court', 'Indiranagar'],
  ] as const;

  it('lists the day in walking order: locality, building, flat', async () => {
    let phone = 9631000000;
    for (const [flat, locality] of stops) {
      const user = await findOrCreateUser(db, String(phone++));
      await db.insert(subscriptions).values({
        userId: user.id,
        productName: 'MILK',
        status: 'ACTIVE',
        type: 'DAILY',
        address: milkAddress(flat, flat, locality),
        quantity: 'HALF_LITRE',
        pricePaise: 3200,
        startDate: TOMORROW,
        endDate: '2026-11-30',
        deliveryDays: 7,
        amountDuePaise: 7 * 3200,
        createdAt: clock.now(),
        updatedAt: clock.now(),
      });
    }
    await generateMilkRun(db, TOMORROW, clock.now());
    clock.advance(86_400_000);
    const { milk } = await today(ravi);
    expect(milk.date).toBe(TOMORROW);
    expect(milk.deliveries.map((d: { name: string }) => d.name)).toEqual([
      '4 Temple Street',
      'Flat 2, Cedar Court',
      'Flat 9, Lotus Apartments',
      'Flat 10, Lotus Apartments',
    ]);
  });

  it('marks missed with a reason through the staff flow, once per markId, even at once', async () => {
    const { milk } = await today(ravi);
    const [one, two] = milk.deliveries as { _id: string; subscriptionId: string }[];
    const markId = randomUUID();
    const before = heard.length;
    const body = { status: 'MISSED', reason: 'Door locked', markId };
    const url = `/rider/milk-deliveries/${one!._id}`;
    const [a, b] = await Promise.all([call(ravi, 'PUT', url, body), call(ravi, 'PUT', url, body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    for (const res of [a, b]) {
      expect(res.json().delivery).toMatchObject({
        status: 'MISSED',
        coins: 32,
        missedReason: 'Door locked',
      });
    }
    const credits = await db
      .select()
      .from(coinTransactions)
      .where(like(coinTransactions.ref, `%${one!.subscriptionId}%`));
    expect(credits).toHaveLength(1);
    await expect
      .poll(() => heard.slice(before), { timeout: 2000 })
      .toContainEqual(
        expect.objectContaining({ type: 'subscription.updated', id: one!.subscriptionId }),
      );

    const delivered = await call(ravi, 'PUT', `/rider/milk-deliveries/${two!._id}`, {
      status: 'DELIVERED',
      markId: randomUUID(),
    });
    expect(delivered.json().delivery).toMatchObject({ status: 'DELIVERED', missedReason: null });
    expect(
      (await call(ravi, 'PUT', `/ops/milk-deliveries/${two!._id}`, { status: 'SCHEDULED' }))
        .statusCode,
    ).toBe(403);
  });
});
