import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { OUTSIDE_WINDOW_MESSAGE, subscriptionMessages as says } from '@grofresh/contracts';
import { createTestShop, RecordingSender, signInAs, TestClock } from '../../../test/harness';
import { EVENTS_CHANNEL } from '../../lib/events';
import { milkDeliveries, subscriptions } from '../../modules/subscriptions/subscriptions.table';

// Monday 23 Nov 2026, before the window opens; tests move the clock to the hour they need.
const clock = new TestClock('2026-11-23T08:00:00+05:30');
const sender = new RecordingSender();
const { app, database } = await createTestShop({
  clock,
  sms: sender,
  // The clock jumps weeks between one shopper's calls: sign-ins here outlast the jumps.
  env: { JWT_TTL_HOURS: String(24 * 90) },
});

/** Sets the store's clock to a time of Monday 23 Nov 2026 (or another day). */
const at = (time: string, day = '2026-11-23') =>
  clock.advance(new Date(`${day}T${time}+05:30`).getTime() - clock.now().getTime());

interface Shopper {
  userId: string;
  headers: { authorization: string };
  address: string;
}
let number = 9700000000;
async function shopper(locality = 'Indiranagar'): Promise<Shopper> {
  const phone = String(number++);
  const who = await signInAs(app, sender, phone, `10.1.0.${number % 250}`);
  const res = await app.inject({
    method: 'POST',
    url: '/api/addresses/create',
    headers: who.headers,
    payload: { type: 'HOME', flat: '12 Lake Road', locality, name: 'Asha Rao' },
  });
  return { ...who, address: res.json().address._id };
}

// Everyone signs in at 08:00 so their tokens are valid at every hour the tests visit.
const shoppers = await Promise.all(Array.from({ length: 36 }, () => shopper()));
const next = () => shoppers.shift()!;

const STORE = { lat: 12.9719, lon: 77.6412 };
const daily = (who: Shopper, extra: object = {}) => ({
  productName: 'MILK',
  status: 'PENDING',
  type: 'DAILY',
  address: who.address,
  quantity: 'HALF_LITRE',
  startDate: '2026-11-24',
  endDate: '2026-11-30',
  ...STORE,
  ...extra,
});
const custom = (who: Shopper, extra: object = {}) => ({
  ...daily(who),
  type: 'CUSTOM',
  startDate: undefined,
  includedDates: ['2026-12-02', '2026-11-29', '2026-11-30', '2026-12-01', '2026-11-29'],
  excludedDates: ['2026-11-30'],
  endDate: '2026-12-02',
  ...extra,
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Shopper | null, payload?: object) =>
  app.inject({
    method,
    url: `/api${url}`,
    ...(who ? { headers: who.headers } : {}),
    ...(payload ? { payload } : {}),
  });
const create = (who: Shopper, body: object = daily(who)) =>
  call('POST', '/subscription/create', who, body);
const update = (id: string, who: Shopper, body: object) =>
  call('PUT', `/subscription/update/${id}`, who, body);
async function created(who: Shopper, body: object = daily(who)) {
  const res = await create(who, body);
  if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
  return res.json().subscription as { _id: string; status: string };
}
const setStatus = (id: string, status: 'ACTIVE' | 'EXPIRED' | 'CANCELLED', paid = false) =>
  database.db
    .update(subscriptions)
    .set({ status, ...(paid ? { paidAt: clock.now() } : {}) })
    .where(eq(subscriptions.id, id));

describe('subscribing to milk', () => {
  it.each([
    ['10:00:00', 201],
    ['14:59:59', 201],
    ['09:59:59', 422],
    ['15:00:00', 422],
    ['21:30:00', 422],
  ])('at %s store time answers %d', async (time, status) => {
    at(time);
    const res = await create(next());
    expect(res.statusCode).toBe(status);
    if (status === 422) {
      expect(res.json()).toEqual({
        code: 'OUTSIDE_WINDOW',
        message: OUTSIDE_WINDOW_MESSAGE,
        requestId: expect.any(String),
      });
    }
  });

  it('starts a Daily one tomorrow whatever the phone sends, and bills every day up front', async () => {
    at('11:00:00');
    const who = next();
    const res = await create(who, daily(who, { startDate: '2026-11-23' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Subscription created successfully!',
      subscription: expect.objectContaining({
        productName: 'MILK',
        status: 'PENDING',
        type: 'DAILY',
        quantity: 'HALF_LITRE',
        startDate: '2026-11-24',
        endDate: '2026-11-30',
        includedDates: [],
        excludedDates: [],
        pricePerDay: 32,
        deliveryDays: 7,
        amountDue: 224,
        paidAt: null,
        address: expect.objectContaining({ _id: who.address, name: 'Asha Rao' }),
      }),
    });
  });

  it.each([
    ['today', '2026-11-23', says.endBeforeStart],
    ['63 days ahead', '2027-01-25', says.endTooFar],
  ])('refuses a Daily end date of %s with 400', async (_, endDate, message) => {
    at('11:00:00');
    const who = next();
    const res = await create(who, daily(who, { endDate }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message,
      details: { fields: [{ field: 'body.endDate' }] },
    });
  });

  it('accepts a Daily end date exactly 62 days ahead', async () => {
    at('11:00:00');
    const who = next();
    const res = await create(who, daily(who, { endDate: '2027-01-24' }));
    expect(res.json().subscription.deliveryDays).toBe(62);
  });

  it('bills a Custom one across a month end by its days left after the exclusions', async () => {
    at('11:00:00');
    const who = next();
    const res = await create(who, custom(who, { quantity: 'ONE_LITRE' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().subscription).toMatchObject({
      type: 'CUSTOM',
      startDate: '2026-11-29',
      endDate: '2026-12-02',
      includedDates: ['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02'],
      excludedDates: ['2026-11-30'],
      deliveryDays: 3,
      pricePerDay: 62,
      amountDue: 186,
    });
  });

  it.each([
    ['no dates', { includedDates: [] }, says.customNoDays],
    ['a date today', { includedDates: ['2026-11-23', '2026-11-25'] }, says.customDatesRange],
    ['a date 63 days ahead', { includedDates: ['2027-01-25'] }, says.customDatesRange],
    ['an exclusion not chosen', { excludedDates: ['2026-11-28'] }, says.customExcludedNotIncluded],
    [
      'every day excluded',
      { includedDates: ['2026-11-29'], excludedDates: ['2026-11-29'], endDate: '2026-11-29' },
      says.customNoDays,
    ],
    ['an end before the last day', { endDate: '2026-12-01' }, says.customEndBeforeLastDay],
  ])('refuses a Custom one with %s', async (_, extra, message) => {
    at('11:00:00');
    const who = next();
    const res = await create(who, custom(who, extra));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
  });

  it('refuses a quantity the store does not offer, an address not the shopper’s, a place outside the area', async () => {
    at('11:00:00');
    const who = next();
    const other = next();
    const cases: [object, string][] = [
      [{ quantity: 'THREE_LITRE' }, says.unknownQuantity],
      [{ quantity: 'constructor' }, says.unknownQuantity],
      [{ address: other.address }, says.addressNotFound],
      [{ address: 'not-an-id' }, says.addressNotFound],
      [{ lat: 19.076, lon: 72.8777 }, says.outsideRadius],
    ];
    for (const [extra, message] of cases) {
      const res = await create(who, daily(who, extra));
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
    expect((await call('GET', '/subscription/user', who)).json()).toEqual([]);
  });

  it('allows one live subscription per shopper: a second is 409, also when two race', async () => {
    at('11:00:00');
    const who = next();
    await created(who);
    const again = await create(who);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'CONFLICT',
      message: says.alreadyLive,
      requestId: expect.any(String),
    });

    const racer = next();
    const results = await Promise.all([create(racer), create(racer), create(racer)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(says.alreadyLive);
    expect((await call('GET', '/subscription/user', racer)).json()).toHaveLength(1);
  });

  it('tells the staff stream of a new subscription', async () => {
    at('11:00:00');
    const listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    const heard: { type: string; id: string }[] = [];
    listener.on('notification', (n) => heard.push(JSON.parse(n.payload ?? '{}')));
    await listener.query(`LISTEN ${EVENTS_CHANNEL}`);
    try {
      const sub = await created(next());
      await expect
        .poll(() => heard, { timeout: 2000 })
        .toContainEqual(expect.objectContaining({ type: 'subscription.created', id: sub._id }));
    } finally {
      await listener.end();
    }
  });

  it('needs a signed-in shopper', async () => {
    expect((await call('POST', '/subscription/create', null, {})).statusCode).toBe(401);
    expect((await call('GET', '/subscription/user', null)).statusCode).toBe(401);
  });
});

describe('a shopper’s own subscriptions', () => {
  const owner = next();
  const stranger = next();
  let id = '';

  it('lists only the shopper’s own, newest first, and opens one', async () => {
    at('11:00:00');
    const old = await created(owner);
    await setStatus(old._id, 'EXPIRED');
    at('12:00:00');
    id = (await created(owner, custom(owner)))._id;
    const list = (await call('GET', '/subscription/user', owner)).json() as { _id: string }[];
    expect(list.map((s) => s._id)).toEqual([id, old._id]);
    expect((await call('GET', '/subscription/user', stranger)).json()).toEqual([]);
    const one = await call('GET', `/subscription/${id}`, owner);
    expect(one.json().subscription).toMatchObject({ _id: id, type: 'CUSTOM' });
  });

  it('answers 404 for anyone else’s, an unknown or a malformed id', async () => {
    at('11:00:00');
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const target of [id, unknown, 'nope']) {
      for (const res of [
        await call('GET', `/subscription/${target}`, stranger),
        await call('GET', `/subscription/${target}/days?month=2026-11`, stranger),
        await update(target, stranger, { status: 'INACTIVE' }),
        await update(target, stranger, daily(stranger)),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe('NOT_FOUND');
      }
    }
  });

  it('shows what happened to each day of a month, in date order', async () => {
    const day = (date: string, status: 'DELIVERED' | 'PAUSED' | 'SCHEDULED', coins = 0) => ({
      date,
      subscriptionId: id,
      userId: owner.userId,
      name: 'Asha Rao',
      phone: '',
      address: '12 Lake Road',
      locality: 'Indiranagar',
      quantity: 'HALF_LITRE',
      pricePaise: 3200,
      status,
      coins,
      updatedAt: clock.now(),
    });
    await database.db
      .insert(milkDeliveries)
      .values([
        day('2026-12-01', 'SCHEDULED'),
        day('2026-11-30', 'PAUSED', 32),
        day('2026-11-29', 'DELIVERED'),
      ]);
    const nov = await call('GET', `/subscription/${id}/days?month=2026-11`, owner);
    expect(nov.json()).toEqual({
      days: [
        { date: '2026-11-29', status: 'DELIVERED', quantity: 'HALF_LITRE', coins: 0 },
        { date: '2026-11-30', status: 'PAUSED', quantity: 'HALF_LITRE', coins: 32 },
      ],
    });
    const dec = await call('GET', `/subscription/${id}/days?month=2026-12`, owner);
    expect(dec.json().days[0]).toEqual({
      date: '2026-12-01',
      status: 'SCHEDULED',
      quantity: 'HALF_LITRE',
      coins: 0,
    });
    expect((await call('GET', `/subscription/${id}/days?month=2026-13`, owner)).statusCode).toBe(
      400,
    );
  });
});

describe('pausing and resuming', () => {
  it('pauses and resumes an active Daily one inside the window, once per click', async () => {
    at('11:00:00');
    const who = next();
    const { _id } = await created(who);
    await setStatus(_id, 'ACTIVE', true);
    const paused = await update(_id, who, { status: 'INACTIVE' });
    expect(paused.json()).toMatchObject({
      message: 'Subscription Paused',
      subscription: { status: 'INACTIVE' },
    });
    const twice = await update(_id, who, { status: 'INACTIVE' });
    expect(twice.statusCode).toBe(200);
    expect(twice.json().subscription.status).toBe('INACTIVE');
    const resumed = await update(_id, who, { status: 'ACTIVE' });
    expect(resumed.json()).toMatchObject({
      message: 'Subscription Reactive',
      subscription: { status: 'ACTIVE' },
    });
  });

  it.each(['09:59:59', '15:00:00'])('refuses at %s with 422', async (time) => {
    at('11:00:00');
    const who = next();
    const { _id } = await created(who);
    await setStatus(_id, 'ACTIVE', true);
    at(time);
    const res = await update(_id, who, { status: 'INACTIVE' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'OUTSIDE_WINDOW',
      message: OUTSIDE_WINDOW_MESSAGE,
      requestId: expect.any(String),
    });
    expect((await call('GET', `/subscription/${_id}`, who)).json().subscription.status).toBe(
      'ACTIVE',
    );
  });

  it('refuses to pause a pending one or a Custom one with 409', async () => {
    at('11:00:00');
    const who = next();
    const pending = await created(who);
    const res = await update(pending._id, who, { status: 'INACTIVE' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'CONFLICT',
      message: 'A pending subscription can’t be paused.',
      requestId: expect.any(String),
    });

    const other = next();
    const customOne = await created(other, custom(other));
    await setStatus(customOne._id, 'ACTIVE', true);
    const refused = await update(customOne._id, other, { status: 'INACTIVE' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(says.pauseDailyOnly);
  });
});

describe('editing and renewing', () => {
  it('edits a pending one with a new bill until its payment is confirmed', async () => {
    at('11:00:00');
    const who = next();
    const { _id } = await created(who);
    const res = await update(
      _id,
      who,
      daily(who, { endDate: '2026-12-03', quantity: 'TWO_LITRE' }),
    );
    expect(res.json()).toMatchObject({
      message: says.updated,
      subscription: { status: 'PENDING', deliveryDays: 10, pricePerDay: 120, amountDue: 1200 },
    });
    await database.db
      .update(subscriptions)
      .set({ paidAt: clock.now() })
      .where(eq(subscriptions.id, _id));
    const paid = await update(_id, who, daily(who));
    expect(paid.statusCode).toBe(409);
    await setStatus(_id, 'ACTIVE');
    const active = await update(_id, who, daily(who));
    expect(active.statusCode).toBe(409);
    expect(active.json().message).toBe(says.notEditable);
  });

  it('renews an expired one as pending with new dates and a new bill', async () => {
    at('11:00:00');
    const who = next();
    const { _id } = await created(who);
    await setStatus(_id, 'EXPIRED', true);
    at('10:30:00', '2026-12-05');
    const res = await update(_id, who, daily(who, { endDate: '2026-12-10' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: says.renewed,
      subscription: {
        _id,
        status: 'PENDING',
        startDate: '2026-12-06',
        endDate: '2026-12-10',
        deliveryDays: 5,
        amountDue: 160,
        paidAt: null,
      },
    });
    const [row] = await database.db.select().from(subscriptions).where(eq(subscriptions.id, _id));
    expect(row!.approvedAt).toBeNull();
  });

  it('refuses to renew while another subscription is live, and outside the window', async () => {
    at('11:00:00');
    const who = next();
    const old = await created(who);
    await setStatus(old._id, 'CANCELLED');
    await created(who);
    const res = await update(old._id, who, daily(who));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(says.alreadyLive);
    at('16:00:00');
    expect((await update(old._id, who, daily(who))).statusCode).toBe(422);
  });
});

describe('GET /api/store/time', () => {
  it("answers the store's clock to anyone", async () => {
    at('14:59:30');
    const res = await app.inject({ method: 'GET', url: '/api/store/time' });
    expect(res.json()).toEqual({ now: '2026-11-23T09:29:30.000Z' });
  });
});
