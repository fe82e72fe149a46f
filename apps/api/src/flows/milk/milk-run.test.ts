import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Address, MilkRun } from '@grofresh/contracts';
import { createTestShop, RecordingSender, signInAs, TestClock } from '../../../test/harness';
import { opsKit, type Who } from '../../../test/ops-kit';
import { loadConfig } from '../../config';
import { milkRunTick } from '../../jobs/milk-run-job';
import { coinTransactions } from '../../modules/coins/coins.table';
import { findOrCreateUser } from '../../modules/users/users.service';
import { milkDeliveries, subscriptions } from '../../modules/subscriptions/subscriptions.table';

// Monday 23 Nov 2026, 16:00 in Bengaluru: the shoppers' window for Tuesday has closed.
const clock = new TestClock('2026-11-23T16:00:00+05:30');
const sender = new RecordingSender();
const shop = await createTestShop({
  clock,
  sms: sender,
  // The clock jumps weeks between one shopper's calls: sign-ins here outlast the jumps.
  env: { JWT_TTL_HOURS: String(24 * 90) },
});
const { app, database } = shop;
const { db } = database;
const { staff, shopper, ops, recordsOf } = await opsKit(shop, sender, '95100000');

const TODAY = '2026-11-23';
const TOMORROW = '2026-11-24';
const DAY = 86_400_000;

let nextPhone = 9520000000;
/** A shopper who never signs in (their phone is the rider's fallback). */
const quietShopper = async () => (await findOrCreateUser(db, String(nextPhone++))).id;
/** A shopper who signs in, to read their Grocoins. */
let nextClient = 10;
const signedIn = async () => {
  const phone = String(nextPhone++);
  return { ...(await signInAs(app, sender, phone, `10.0.0.${nextClient++}`)), phone };
};

const address = (over: Partial<Address> = {}): Address => ({
  _id: '00000000-0000-4000-8000-000000000000',
  type: 'HOME',
  flat: 'Flat 12',
  floor: '2',
  locality: 'Indiranagar',
  landmark: 'the park',
  city: 'Bengaluru',
  zip: '560038',
  name: 'Asha',
  phone: '9876500000',
  ...over,
});

type Plan = Partial<typeof subscriptions.$inferInsert> & { userId: string };
/** A subscription row as the create call would leave it (the fixtures skip the API). */
async function subscription(plan: Plan) {
  const included = plan.includedDates ?? [];
  const [row] = await db
    .insert(subscriptions)
    .values({
      productName: 'MILK',
      status: 'ACTIVE',
      type: 'DAILY',
      address: address(),
      quantity: 'HALF_LITRE',
      pricePaise: 3200,
      startDate: included[0] ?? TOMORROW,
      endDate: included.at(-1) ?? '2026-11-30',
      deliveryDays: 7,
      amountDuePaise: 7 * 3200,
      createdAt: clock.now(),
      updatedAt: clock.now(),
      ...plan,
    })
    .returning();
  return row!;
}

const generate = (date: string, who: Who = staff) =>
  ops('POST', `/milk-runs/${date}/generate`, undefined, who);
const runOf = async (date: string) => (await ops('GET', `/milk-runs/${date}`)).json() as MilkRun;
const mark = (id: string, status: string, who: Who = staff) =>
  ops('PUT', `/milk-deliveries/${id}`, { status }, who);
const coins = async (who: { headers: { authorization: string } }) =>
  (
    await app.inject({ method: 'GET', url: '/api/coins/mine-coins', headers: who.headers })
  ).json() as {
    totalCoins: number;
    transactions: { description: string; amount: number }[];
  };
const ledgerRows = (ref: string) =>
  db.select().from(coinTransactions).where(eq(coinTransactions.ref, ref));
const statusOf = async (id: string) =>
  (await db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!.status;

// Tuesday's fixtures.
const meera = await signedIn();
const daily = await subscription({
  userId: await quietShopper(),
  address: address({ phone: '' }),
});
const custom = await subscription({
  userId: meera.userId,
  type: 'CUSTOM',
  quantity: 'ONE_LITRE',
  pricePaise: 6000,
  address: address({ name: 'Meera', locality: 'Domlur', floor: 'Ground floor', landmark: '' }),
  includedDates: [TOMORROW, '2026-11-25'],
});
const excluded = await subscription({
  userId: await quietShopper(),
  type: 'CUSTOM',
  includedDates: [TOMORROW, '2026-11-26'],
  excludedDates: [TOMORROW],
});
const otherDay = await subscription({
  userId: await quietShopper(),
  type: 'CUSTOM',
  includedDates: ['2026-11-25'],
});
const startsLater = await subscription({ userId: await quietShopper(), startDate: '2026-11-25' });
const ravi = await signedIn();
const paused = await subscription({
  userId: ravi.userId,
  status: 'INACTIVE',
  startDate: TODAY,
  pricePaise: 3299,
  address: address({ name: 'Ravi', locality: 'Koramangala' }),
});
const endsToday = await subscription({
  userId: await quietShopper(),
  startDate: '2026-11-20',
  endDate: TODAY,
  address: address({ name: 'Zoya', locality: 'Indiranagar' }),
});
const pendingOld = await subscription({
  userId: await quietShopper(),
  status: 'PENDING',
  startDate: '2026-11-10',
  endDate: '2026-11-20',
});
const cancelledOld = await subscription({
  userId: await quietShopper(),
  status: 'CANCELLED',
  startDate: '2026-11-10',
  endDate: '2026-11-20',
});
const pending = await subscription({ userId: await quietShopper(), status: 'PENDING' });

describe('generating a milk run', () => {
  it('answers an empty sheet for a date not generated yet', async () => {
    expect(await runOf(TOMORROW)).toEqual({
      date: TOMORROW,
      generatedAt: null,
      deliveries: [],
      totals: {},
      pausedCredits: [],
    });
  });

  it('credits a paused day exactly once when two generate calls race', async () => {
    const [a, b] = await Promise.all([generate(TODAY), generate(TODAY)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    expect(a.json().pausedCredits).toEqual([
      {
        subscriptionId: paused.id,
        name: 'Ravi',
        phone: '9876500000',
        quantity: 'HALF_LITRE',
        coins: 32,
      },
    ]);
    // Zoya's last day is today: still delivered, not expired yet.
    expect(a.json().deliveries.map((d: { subscriptionId: string }) => d.subscriptionId)).toEqual([
      endsToday.id,
    ]);
    expect(await statusOf(endsToday.id)).toBe('ACTIVE');
    expect(await ledgerRows(`milk-pause:${paused.id}:${TODAY}`)).toHaveLength(1);
    expect(await recordsOf(TODAY, 'milk-run.generated')).toHaveLength(1);
    const mine = await coins(ravi);
    expect(mine.totalCoins).toBe(32);
    expect(mine.transactions).toEqual([
      expect.objectContaining({ description: 'Milk paused on 23 Nov 2026', amount: 32 }),
    ]);
  });

  it("lists tomorrow's deliveries: DAILY in its period, CUSTOM on included dates not excluded", async () => {
    const res = await generate(TOMORROW);
    expect(res.statusCode).toBe(200);
    const run = res.json() as MilkRun;
    expect(run.generatedAt).toBe(clock.now().toISOString());
    // Walking order: locality, then address, then name.
    expect(run.deliveries).toEqual([
      {
        _id: expect.any(String),
        subscriptionId: custom.id,
        date: TOMORROW,
        name: 'Meera',
        phone: '9876500000',
        address: 'Flat 12, Ground floor, Domlur, Bengaluru 560038',
        locality: 'Domlur',
        quantity: 'ONE_LITRE',
        amount: 60,
        status: 'SCHEDULED',
        coins: 0,
        markedAt: null,
        missedReason: null,
      },
      expect.objectContaining({
        subscriptionId: daily.id,
        name: 'Asha',
        address: 'Flat 12, Floor 2, Indiranagar, Near the park, Bengaluru 560038',
        amount: 32,
        status: 'SCHEDULED',
        coins: 0,
      }),
    ]);
    const ids = run.deliveries.map((d) => d.subscriptionId);
    for (const notTomorrow of [excluded, otherDay, startsLater, pending, endsToday]) {
      expect(ids).not.toContain(notTomorrow.id);
    }
    expect(run.totals).toEqual({ HALF_LITRE: 1, ONE_LITRE: 1 });
    expect(run.pausedCredits).toEqual([
      expect.objectContaining({ subscriptionId: paused.id, coins: 32 }),
    ]);
  });

  it("falls back to the shopper's own number when the address has none", async () => {
    const [row] = await db
      .select()
      .from(milkDeliveries)
      .where(eq(milkDeliveries.subscriptionId, daily.id));
    expect(row!.phone).toMatch(/^952\d{7}$/);
  });

  it('expires live subscriptions that ended before the date, and only those', async () => {
    expect(await statusOf(endsToday.id)).toBe('EXPIRED');
    expect(await statusOf(pendingOld.id)).toBe('EXPIRED');
    expect(await statusOf(cancelledOld.id)).toBe('CANCELLED');
    expect(await statusOf(pending.id)).toBe('PENDING');
    expect(await statusOf(daily.id)).toBe('ACTIVE');
  });

  it('changes nothing when generated again: same sheet, one credit, one record', async () => {
    const first = await runOf(TOMORROW);
    clock.advance(60_000);
    const again = await generate(TOMORROW);
    expect(again.json()).toEqual(first);
    expect(await ledgerRows(`milk-pause:${paused.id}:${TOMORROW}`)).toHaveLength(1);
    expect(await recordsOf(TOMORROW, 'milk-run.generated')).toHaveLength(1);
    const mine = await coins(ravi);
    expect(mine.totalCoins).toBe(64);
    // Both days were credited at the same instant, so their order in the history is not fixed.
    expect(mine.transactions.map((t) => t.description).sort()).toEqual([
      'Milk paused on 23 Nov 2026',
      'Milk paused on 24 Nov 2026',
    ]);
  });

  it('credits a day staff paused after the run was made, when it is made again', async () => {
    await db
      .update(subscriptions)
      .set({ status: 'INACTIVE' })
      .where(eq(subscriptions.id, daily.id));
    const run = (await generate(TOMORROW)).json() as MilkRun;
    expect(run.deliveries.map((d) => d.subscriptionId)).toEqual([custom.id]);
    expect(run.totals).toEqual({ ONE_LITRE: 1 });
    expect(run.pausedCredits.map((p) => [p.name, p.coins])).toEqual([
      ['Asha', 32],
      ['Ravi', 32],
    ]);
    await generate(TOMORROW);
    expect(await ledgerRows(`milk-pause:${daily.id}:${TOMORROW}`)).toMatchObject([
      { amount: 32, kind: 'MILK_PAUSE', description: 'Milk paused on 24 Nov 2026' },
    ]);
  });

  it('makes runs up to a week back, and tomorrow’s only once the window has closed', async () => {
    const ahead = await generate('2026-11-25');
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json().message).toContain('3 PM the day before');
    const old = await generate('2026-11-15');
    expect(old.statusCode).toBe(409);
    expect(old.json().message).toContain('7 days back');
    expect((await generate('2026-11-16')).statusCode).toBe(200);

    clock.advance(-2 * 3_600_000); // 14:01
    const early = await generate(TOMORROW);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      "Tomorrow's milk run can be made from 3 PM today, when shoppers can no longer pause or resume it.",
    );
    clock.advance(2 * 3_600_000);
    expect((await generate('20261124')).statusCode).toBe(400);
  });
});

describe('marking deliveries', () => {
  const deliveryOf = async (subscriptionId: string, date = TOMORROW) =>
    (await runOf(date)).deliveries.find((d) => d.subscriptionId === subscriptionId)!;

  it('credits a missed day once under a double click, with one record', async () => {
    const delivery = await deliveryOf(custom.id);
    // Tomorrow's milk has not come yet: nobody can say it was delivered or missed.
    const early = await mark(delivery._id, 'MISSED');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('A delivery can be marked on its day or later, not before.');
    clock.advance(DAY);
    const [a, b] = await Promise.all([mark(delivery._id, 'MISSED'), mark(delivery._id, 'MISSED')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().delivery).toMatchObject({ status: 'MISSED', coins: 60 });
    expect(b.json().delivery).toMatchObject({ status: 'MISSED', coins: 60 });
    expect(await ledgerRows(`milk-missed:${custom.id}:${TOMORROW}`)).toHaveLength(1);
    const mine = await coins(meera);
    expect(mine.totalCoins).toBe(60);
    expect(mine.transactions).toEqual([
      expect.objectContaining({ description: 'Milk not delivered on 24 Nov 2026', amount: 60 }),
    ]);
    const records = await recordsOf(delivery._id);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      action: 'milk-delivery.missed',
      actorId: staff.userId,
      subjectType: 'milk-delivery',
      before: { status: 'SCHEDULED', coins: 0 },
      after: { status: 'MISSED', coins: 60 },
    });
    // The run still lists it, and still counts it.
    expect((await runOf(TOMORROW)).totals).toEqual({ ONE_LITRE: 1 });
    clock.advance(-DAY);
  });

  it('moves only a scheduled delivery: delivered then missed is refused', async () => {
    const delivery = await deliveryOf(endsToday.id, TODAY);
    const done = await mark(delivery._id, 'DELIVERED');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      message: 'Marked delivered',
      delivery: { status: 'DELIVERED', coins: 0 },
    });
    expect((await mark(delivery._id, 'DELIVERED')).json().message).toBe('Already marked delivered');
    const missed = await mark(delivery._id, 'MISSED');
    expect(missed.statusCode).toBe(409);
    expect(missed.json().message).toBe(
      'This delivery is already marked delivered, so it can’t be marked missed.',
    );
    expect(await recordsOf(delivery._id)).toHaveLength(1);
    expect(await ledgerRows(`milk-missed:${endsToday.id}:${TODAY}`)).toHaveLength(0);

    const [pausedRow] = await db
      .select()
      .from(milkDeliveries)
      .where(eq(milkDeliveries.subscriptionId, paused.id));
    expect((await mark(pausedRow!.id, 'DELIVERED')).statusCode).toBe(409);
    expect((await mark('00000000-0000-4000-8000-000000000001', 'MISSED')).statusCode).toBe(404);
    expect((await mark('not-an-id', 'MISSED')).statusCode).toBe(404);
    const undoPaused = await mark(pausedRow!.id, 'SCHEDULED');
    expect(undoPaused.statusCode).toBe(409);
    expect(undoPaused.json().message).toBe(
      'This delivery has not been marked, so there is nothing to undo.',
    );
    expect((await mark(pausedRow!.id, 'PAUSED')).statusCode).toBe(400);
  });

  it('is for staff only: 401 without a token, 403 for a shopper', async () => {
    const delivery = await deliveryOf(custom.id);
    for (const who of [null, shopper]) {
      const expected = who ? 403 : 401;
      expect((await ops('GET', `/milk-runs/${TOMORROW}`, undefined, who)).statusCode).toBe(
        expected,
      );
      expect(
        (await ops('POST', `/milk-runs/${TOMORROW}/generate`, undefined, who)).statusCode,
      ).toBe(expected);
      expect((await mark(delivery._id, 'DELIVERED', who)).statusCode).toBe(expected);
    }
  });
});

describe('the milk-run tick', () => {
  it('is off in tests and on for `npm start`', () => {
    expect(shop.config.jobSchedules).toBe(false);
    expect(loadConfig({}).jobSchedules).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', JOB_SCHEDULES: 'true' }).jobSchedules).toBe(true);
  });

  it("makes today's run at start and tomorrow's only from 15:00", async () => {
    const at = (iso: string) => new TestClock(iso);
    expect(await milkRunTick(db, at('2026-12-01T09:00:00+05:30'))).toEqual(['2026-12-01']);
    expect(await milkRunTick(db, at('2026-12-01T09:01:00+05:30'))).toEqual([]);
    expect(await milkRunTick(db, at('2026-12-01T14:59:59+05:30'))).toEqual([]);
    expect((await runOf('2026-12-02')).generatedAt).toBeNull();
    expect(await milkRunTick(db, at('2026-12-01T15:00:00+05:30'))).toEqual(['2026-12-02']);
    expect(await milkRunTick(db, at('2026-12-01T15:01:00+05:30'))).toEqual([]);
    expect((await runOf('2026-12-02')).generatedAt).toBe('2026-12-01T09:30:00.000Z');
    // The job acts for nobody: no activity record.
    expect(await recordsOf('2026-12-02')).toHaveLength(0);
    // Two ticks at once make the run once.
    const both = await Promise.all([
      milkRunTick(db, at('2026-12-02T15:30:00+05:30')),
      milkRunTick(db, at('2026-12-02T15:30:00+05:30')),
    ]);
    expect(both.flat()).toEqual(['2026-12-03']);
    expect(
      await db.select().from(coinTransactions).where(like(coinTransactions.ref, 'milk-pause:%')),
    ).toHaveLength(3);
  });
});

let lastKavyaSubscription = '';
let lastKavyaHeaders: Record<string, string> = {};

describe('a shopper’s pause, through the calls of the shop and the console', () => {
  it('credits exactly one day’s coins for the paused day, however often the run is made', async () => {
    // Monday 7 Dec 2026, 11:00: inside the shoppers' window.
    clock.advance(new Date('2026-12-07T11:00:00+05:30').getTime() - clock.now().getTime());
    const kavya = await signedIn();
    const saved = await app.inject({
      method: 'POST',
      url: '/api/addresses/create',
      headers: kavya.headers,
      payload: { type: 'HOME', flat: '4 Lake Road', locality: 'HAL', name: 'Kavya' },
    });
    const created = await app.inject({
      method: 'POST',
      url: '/api/subscription/create',
      headers: kavya.headers,
      payload: {
        productName: 'MILK',
        type: 'DAILY',
        address: saved.json().address._id,
        quantity: 'HALF_LITRE',
        endDate: '2026-12-13',
        lat: 12.9719,
        lon: 77.6412,
      },
    });
    expect(created.statusCode).toBe(201);
    const sub = created.json().subscription as { _id: string; pricePerDay: number };
    lastKavyaSubscription = sub._id;
    lastKavyaHeaders = kavya.headers;
    expect((await ops('PUT', `/subscriptions/${sub._id}`, { status: 'ACTIVE' })).statusCode).toBe(
      200,
    );
    const pausedNow = await app.inject({
      method: 'PUT',
      url: `/api/subscription/update/${sub._id}`,
      headers: kavya.headers,
      payload: { status: 'INACTIVE' },
    });
    expect(pausedNow.statusCode).toBe(200);

    clock.advance(4 * 3_600_000); // 15:00, the window has closed
    const [a, b] = await Promise.all([generate('2026-12-08'), generate('2026-12-08')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    await generate('2026-12-08');
    const dayCoins = Math.floor(sub.pricePerDay);
    expect(a.json().pausedCredits).toEqual([
      expect.objectContaining({ subscriptionId: sub._id, name: 'Kavya', coins: dayCoins }),
    ]);
    const mine = await coins(kavya);
    expect(mine.totalCoins).toBe(dayCoins);
    expect(mine.transactions).toEqual([
      expect.objectContaining({ description: 'Milk paused on 8 Dec 2026', amount: dayCoins }),
    ]);
  });

  it('refuses a resume that would commit after tomorrow’s run was made, as outside the window', async () => {
    // 14:59:59 on Monday 7 Dec, but the run for Tuesday already exists (made above): a change
    // that began inside the window and would land after the run is refused, not lost.
    clock.advance(new Date('2026-12-07T14:59:59+05:30').getTime() - clock.now().getTime());
    const res = await app.inject({
      method: 'PUT',
      url: `/api/subscription/update/${lastKavyaSubscription}`,
      headers: lastKavyaHeaders,
      payload: { status: 'ACTIVE' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'OUTSIDE_WINDOW',
      message: 'Actions allowed between 10 AM – 3 PM only',
    });
  });

  it('adds a subscription approved after the run was made to that run', async () => {
    // Wednesday 9 Dec, 11:00: Arjun subscribes; the store approves only at 16:00, after
    // Thursday's run was made at 15:00.
    clock.advance(new Date('2026-12-09T11:00:00+05:30').getTime() - clock.now().getTime());
    const arjun = await signedIn();
    const saved = await app.inject({
      method: 'POST',
      url: '/api/addresses/create',
      headers: arjun.headers,
      payload: { type: 'HOME', flat: '9 Temple Street', locality: 'Ulsoor', name: 'Arjun' },
    });
    const created = await app.inject({
      method: 'POST',
      url: '/api/subscription/create',
      headers: arjun.headers,
      payload: {
        productName: 'MILK',
        type: 'DAILY',
        address: saved.json().address._id,
        quantity: 'HALF_LITRE',
        endDate: '2026-12-12',
        lat: 12.9719,
        lon: 77.6412,
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().subscription._id as string;
    clock.advance(5 * 3_600_000);
    const before = (await generate('2026-12-10')).json() as MilkRun;
    expect(before.deliveries.map((d) => d.subscriptionId)).not.toContain(id);

    clock.advance(3_600_000);
    expect((await ops('PUT', `/subscriptions/${id}`, { status: 'ACTIVE' })).statusCode).toBe(200);
    const after = await runOf('2026-12-10');
    expect(after.deliveries.filter((d) => d.subscriptionId === id)).toEqual([
      expect.objectContaining({ name: 'Arjun', locality: 'Ulsoor', status: 'SCHEDULED' }),
    ]);
    // Friday's run, made later, lists it once as usual.
    clock.advance(24 * 3_600_000);
    const friday = (await generate('2026-12-11')).json() as MilkRun;
    expect(friday.deliveries.filter((d) => d.subscriptionId === id)).toHaveLength(1);
  });
});
