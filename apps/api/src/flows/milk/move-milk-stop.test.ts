import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MilkRun } from '@grofresh/contracts';
import { createTestShop, RecordingSender, signInAs, TestClock } from '../../../test/harness';
import { milkAddress } from '../../../test/milk-kit';
import { opsKit } from '../../../test/ops-kit';
import { subscriptions } from '../../modules/subscriptions/subscriptions.table';
import { findOrCreateUser, setRole } from '../../modules/users/users.service';
import { generateMilkRun } from './milk-run';

// Monday 23 Nov 2026, 16:00 in Bengaluru: Tuesday's milk run can be made.
const clock = new TestClock('2026-11-23T16:00:00+05:30');
const sender = new RecordingSender();
const shop = await createTestShop({ clock, sms: sender });
const { app } = shop;
const { db } = shop.database;
const { ops, shopper, recordsOf } = await opsKit(shop, sender, '95400000');
await findOrCreateUser(db, '9540000009');
await setRole(db, '9540000009', 'rider');
const rider = await signInAs(app, sender, '9540000009');

const TUESDAY = '2026-11-24';
let nextPhone = 9540100000;

/** A daily half litre from Tuesday to the address (the fixtures skip the API). */
async function subscription(name: string, flat: string, locality?: string, status = 'ACTIVE') {
  const userId = (await findOrCreateUser(db, String(nextPhone++))).id;
  const [row] = await db
    .insert(subscriptions)
    .values({
      userId,
      productName: 'MILK',
      status: status as 'ACTIVE' | 'PENDING',
      type: 'DAILY',
      address: milkAddress(name, flat, locality),
      quantity: 'HALF_LITRE',
      pricePaise: 3200,
      startDate: TUESDAY,
      endDate: '2026-11-30',
      deliveryDays: 7,
      amountDuePaise: 7 * 3200,
      createdAt: clock.now(),
      updatedAt: clock.now(),
    })
    .returning();
  return row!.id;
}

// In the default order: Dev (Domlur), then Indiranagar's Cedar Court, Lotus 10, Lotus 12.
const asha = await subscription('Asha', 'Flat 2, Cedar Court');
const bala = await subscription('Bala', 'Flat 10, Lotus Apartments');
const chitra = await subscription('Chitra', 'Flat 12, Lotus Apartments');
const dev = await subscription('Dev', '4 Temple Street', 'Domlur');
const names = new Map([
  [asha, 'Asha'],
  [bala, 'Bala'],
  [chitra, 'Chitra'],
  [dev, 'Dev'],
]);
await generateMilkRun(db, TUESDAY, clock.now());
// Tuesday 06:00: the run's day, so the rider's phone shows it.
clock.advance(14 * 3_600_000);

const move = (subscriptionId: string, after: string | null, who = undefined) =>
  ops('PUT', `/milk-runs/${TUESDAY}/walking-order`, { subscriptionId, after }, who);
const named = (run: Pick<MilkRun, 'deliveries'>) =>
  run.deliveries.map((d) => names.get(d.subscriptionId) ?? d.name);
const sheet = async () => named((await ops('GET', `/milk-runs/${TUESDAY}`)).json() as MilkRun);
const ridersList = async () => {
  const res = await app.inject({ method: 'GET', url: '/api/rider/today', headers: rider.headers });
  expect(res.json().milk.date).toBe(TUESDAY);
  return named(res.json().milk);
};
const ranks = async () =>
  Object.fromEntries(
    (
      await db
        .select({ id: subscriptions.id, rank: subscriptions.walkRank })
        .from(subscriptions)
        .where(inArray(subscriptions.id, [...names.keys()]))
    ).map((r) => [names.get(r.id), r.rank]),
  );

describe("staff's walking order of the milk run", () => {
  it('is the default order until staff move a stop, then theirs on the sheet and the phone', async () => {
    expect(await sheet()).toEqual(['Dev', 'Asha', 'Bala', 'Chitra']);
    expect(await ridersList()).toEqual(['Dev', 'Asha', 'Bala', 'Chitra']);

    const res = await move(dev, chitra);
    expect(res.statusCode).toBe(200);
    expect(named(res.json())).toEqual(['Asha', 'Bala', 'Chitra', 'Dev']);
    expect(res.json()).toEqual((await ops('GET', `/milk-runs/${TUESDAY}`)).json());
    expect(await sheet()).toEqual(['Asha', 'Bala', 'Chitra', 'Dev']);
    expect(await ridersList()).toEqual(['Asha', 'Bala', 'Chitra', 'Dev']);
    expect(await ranks()).toEqual({ Asha: 1, Bala: 2, Chitra: 3, Dev: 4 });
    expect(await recordsOf(TUESDAY, 'milk-run.reordered')).toEqual([
      expect.objectContaining({
        subjectType: 'milk-run',
        subjectLabel: `Dev, ${TUESDAY}`,
        before: { place: 1 },
        after: { place: 4 },
      }),
    ]);
  });

  it('applies two moves at once each to the order the other left', async () => {
    // Chitra first, and Dev right after Asha: in either order, both hold.
    const [a, b] = await Promise.all([move(chitra, null), move(dev, asha)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await sheet()).toEqual(['Chitra', 'Asha', 'Dev', 'Bala']);
    expect(await ridersList()).toEqual(['Chitra', 'Asha', 'Dev', 'Bala']);
  });

  it('refuses a stop, or one to go after, not on the sheet, and changes nothing', async () => {
    const before = await ranks();
    const records = (await recordsOf(TUESDAY, 'milk-run.reordered')).length;
    const stranger = await subscription('Esha', 'Flat 1, Palm Grove', 'Domlur', 'PENDING');
    const refusals = [
      [
        await move(stranger, asha),
        404,
        'This subscription is not on the route sheet of 24 Nov 2026.',
      ],
      [await move('not-an-id', asha), 404, 'This subscription is not on the route sheet'],
      [await move(asha, stranger), 404, 'The stop to move it after is not on the route sheet'],
      [await move(asha, asha), 400, 'A stop cannot go after itself.'],
      [
        await ops('PUT', '/milk-runs/2026-11-28/walking-order', {
          subscriptionId: asha,
          after: null,
        }),
        404,
        'not on the route sheet of 28 Nov 2026',
      ],
    ] as const;
    for (const [res, status, words] of refusals) {
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toContain(words);
    }
    expect((await move(asha, null, shopper as never)).statusCode).toBe(403);
    expect((await move(asha, null, rider as never)).statusCode).toBe(403);
    expect(await ranks()).toEqual(before);
    expect(await recordsOf(TUESDAY, 'milk-run.reordered')).toHaveLength(records);
    expect(await sheet()).toEqual(['Chitra', 'Asha', 'Dev', 'Bala']);
  });

  it('puts a subscription approved after a move right after its neighbour', async () => {
    expect((await move(bala, asha)).statusCode).toBe(200);
    expect(await sheet()).toEqual(['Chitra', 'Asha', 'Bala', 'Dev']);
    // Flat 11 comes after flat 10 (Bala) in the default order: it joins the run next to Bala.
    const esha = await subscription('Esha', 'Flat 11, Lotus Apartments', undefined, 'PENDING');
    const approved = await ops('PUT', `/subscriptions/${esha}`, { status: 'ACTIVE' });
    expect(approved.statusCode).toBe(200);
    expect(await sheet()).toEqual(['Chitra', 'Asha', 'Bala', 'Esha', 'Dev']);
    expect(await ridersList()).toEqual(['Chitra', 'Asha', 'Bala', 'Esha', 'Dev']);
  });
});
