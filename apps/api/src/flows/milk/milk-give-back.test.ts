import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addStoreDays } from '@grofresh/contracts';
import { createTestShop, RecordingSender, TestClock } from '../../../test/harness';
import { milkKit } from '../../../test/milk-kit';
import { staffActivity } from '../../modules/activity/activity.table';
import { coinTransactions } from '../../modules/coins/coins.table';
import { setRole } from '../../modules/users/users.service';

// Monday 23 Nov 2026, 11:00 in Bengaluru. Each story below lives in a week of its own, and the
// clock only moves forward, as the store's does.
const clock = new TestClock('2026-11-23T11:00:00+05:30');
const sender = new RecordingSender();
const shop = await createTestShop({
  clock,
  sms: sender,
  // The clock moves weeks between one shopper's calls: sign-ins here outlast the jumps.
  env: { JWT_TTL_HOURS: String(24 * 120) },
});
const { app, database } = shop;
const milk = await milkKit(shop, sender, clock, 9740000000);
const { staff } = milk;

/** Moves the clock to a store time, e.g. '2026-11-25T16:00'. */
const setClock = (storeTime: string) =>
  clock.advance(new Date(`${storeTime}:00+05:30`).getTime() - clock.now().getTime());
/** The runs of `from` to `to`, each made at 15:00 the day before, as the tick makes them. */
async function runsOf(from: string, to: string) {
  for (let date = from; date <= to; date = addStoreDays(date, 1)) {
    setClock(`${addStoreDays(date, -1)}T15:00`);
    await milk.run(date);
  }
}
const ONE_LITRE_COINS = 62;

describe('an approval after the runs were made', () => {
  it('gives back, once, the paid days it came too late for, and puts the rest on the sheets', async () => {
    const asha = await milk.subscriber({ endDate: '2026-11-30' });
    expect((await milk.staffChange(asha.id, { paid: true })).statusCode).toBe(200);
    await runsOf('2026-11-24', '2026-11-26'); // made while it was still pending

    setClock('2026-11-25T16:00');
    const [a, b] = await Promise.all([
      milk.staffChange(asha.id, { status: 'ACTIVE' }),
      milk.staffChange(asha.id, { status: 'ACTIVE' }),
    ]);
    const approved = [a, b].find((r) => r.json().message !== 'Subscription updated.')!;
    expect(approved.json().message).toBe(
      'Subscription approved. 1 paid day it came too late for given back as 62 Grocoins.',
    );
    expect(await milk.fates(asha.id)).toEqual({
      '2026-11-24': 'UNSERVED',
      '2026-11-25': 'SCHEDULED',
      '2026-11-26': 'SCHEDULED',
    });
    await runsOf('2026-11-27', '2026-12-01');
    const fates = await milk.fates(asha.id);
    expect(Object.keys(fates)).toHaveLength(7);
    expect((await milk.milkLedger(asha, asha.id)).map((t) => [t.amount, t.description])).toEqual([
      [ONE_LITRE_COINS, 'Milk not delivered on 24 Nov 2026'],
    ]);
    expect(await milk.statusOf(asha.id)).toBe('EXPIRED');
    const [shown] = await milk.mine(asha);
    expect(shown!.givenBack).toEqual([
      { reason: 'UNSERVED', days: 1, coins: ONE_LITRE_COINS, refund: 0 },
    ]);
  });
});

describe('a paid subscription the store never approved', () => {
  it('gives every paid day back when it ends; an unpaid one gives nothing', async () => {
    setClock('2026-11-30T11:00');
    const bala = await milk.subscriber({ endDate: '2026-12-03' });
    const unpaid = await milk.subscriber({ endDate: '2026-12-03' });
    await milk.staffChange(bala.id, { paid: true });
    await runsOf('2026-12-01', '2026-12-04');
    await milk.run('2026-12-04'); // again: nothing more
    expect(await milk.statusOf(bala.id)).toBe('EXPIRED');
    expect(await milk.fates(bala.id)).toEqual({
      '2026-12-01': 'UNSERVED',
      '2026-12-02': 'UNSERVED',
      '2026-12-03': 'UNSERVED',
    });
    expect((await milk.coinsOf(bala)).transactions).toEqual([
      expect.objectContaining({
        amount: 3 * ONE_LITRE_COINS,
        description: 'Milk not delivered from 1 Dec 2026 to 3 Dec 2026 (3 days)',
      }),
    ]);
    expect(await milk.statusOf(unpaid.id)).toBe('EXPIRED');
    expect(await milk.days(unpaid.id)).toEqual([]);
    expect((await milk.coinsOf(unpaid)).totalCoins).toBe(0);
  });
});

describe('the shopper cancels', () => {
  it('a pending one at any hour, an active one inside the window from tomorrow, each day once', async () => {
    setClock('2026-12-07T11:00');
    const chitra = await milk.subscriber({ endDate: '2026-12-13' });
    const dev = await milk.subscriber({ endDate: '2026-12-13' });
    await milk.staffChange(chitra.id, { status: 'ACTIVE' });
    await runsOf('2026-12-07', '2026-12-08');

    setClock('2026-12-07T18:00');
    const late = await milk.shopperChange(chitra, chitra.id, { status: 'CANCELLED' });
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({
      code: 'OUTSIDE_WINDOW',
      message: 'Actions allowed between 10 AM – 3 PM only',
    });
    const pending = await milk.shopperChange(dev, dev.id, { status: 'CANCELLED' });
    expect(pending.json()).toMatchObject({
      message: 'Subscription cancelled.',
      subscription: { status: 'CANCELLED' },
    });

    setClock('2026-12-08T11:00');
    const cancelled = await milk.shopperChange(chitra, chitra.id, { status: 'CANCELLED' });
    expect(cancelled.json()).toMatchObject({
      message: 'Subscription cancelled. 5 paid days given back as 310 Grocoins.',
      subscription: { status: 'CANCELLED' },
    });
    const again = await milk.shopperChange(chitra, chitra.id, { status: 'CANCELLED' });
    expect(again.json().message).toBe('Subscription cancelled.');
    // Today's milk was on the sheet already: still delivered. Tomorrow's run leaves it out.
    await runsOf('2026-12-09', '2026-12-09');
    expect(await milk.fates(chitra.id)).toEqual({
      '2026-12-08': 'SCHEDULED',
      '2026-12-09': 'CANCELLED',
      '2026-12-10': 'CANCELLED',
      '2026-12-11': 'CANCELLED',
      '2026-12-12': 'CANCELLED',
      '2026-12-13': 'CANCELLED',
    });
    const coins = await milk.coinsOf(chitra);
    expect(coins.totalCoins).toBe(5 * ONE_LITRE_COINS);
    expect(coins.transactions).toEqual([
      expect.objectContaining({
        amount: 310,
        description: 'Milk cancelled from 9 Dec 2026 (5 days)',
      }),
    ]);
    const [shown] = await milk.mine(chitra);
    expect(shown!.givenBack).toEqual([{ reason: 'CANCELLED', days: 5, coins: 310, refund: 0 }]);
  });
});

describe('staff cancel', () => {
  it('from the first day not on a route sheet; two at once give back once, as coins or a refund', async () => {
    setClock('2026-12-14T11:00');
    const eve = await milk.subscriber({ endDate: '2026-12-20' });
    const farah = await milk.subscriber({ endDate: '2026-12-20' });
    const other = await milk.person();
    await setRole(database.db, other.phone, 'staff');
    for (const who of [eve, farah]) await milk.staffChange(who.id, { status: 'ACTIVE' });
    await runsOf('2026-12-14', '2026-12-15');

    setClock('2026-12-14T16:00'); // tomorrow's run is made: the cancel counts from Wednesday
    const [a, b] = await Promise.all([
      milk.staffChange(eve.id, { status: 'CANCELLED' }),
      milk.staffChange(eve.id, { status: 'CANCELLED' }),
    ]);
    expect([a, b].map((r) => r.json().message).sort()).toEqual([
      'Subscription cancelled. 5 paid days given back as 310 Grocoins.',
      'Subscription updated.',
    ]);
    expect((await milk.coinsOf(eve)).totalCoins).toBe(310);
    expect((await milk.fates(eve.id))['2026-12-15']).toBe('SCHEDULED');

    const [c, d] = await Promise.all([
      milk.staffChange(farah.id, { status: 'CANCELLED', giveBackAs: 'REFUND' }),
      milk.staffChange(farah.id, { status: 'CANCELLED', giveBackAs: 'REFUND' }, other),
    ]);
    expect([c, d].map((r) => r.json().message).sort()).toEqual([
      'Subscription cancelled. 5 paid days recorded as a refund of ₹310.00 to hand back.',
      'Subscription updated.',
    ]);
    expect((await milk.coinsOf(farah)).totalCoins).toBe(0);
    const [refund] = await milk.refundsOf(farah.id);
    expect(refund).toMatchObject({ status: 'DUE', days: 5, amountPaise: 31000 });
    const [shown] = await milk.mine(farah);
    expect(shown!.givenBack).toEqual([{ reason: 'CANCELLED', days: 5, coins: 0, refund: 310 }]);

    const list = await app.inject({
      method: 'GET',
      url: '/api/ops/refunds',
      headers: staff.headers,
    });
    expect(list.json().refunds).toContainEqual(
      expect.objectContaining({
        _id: refund!.id,
        kind: 'MILK',
        status: 'DUE',
        amount: 310,
        reason: 'Milk cancelled from 16 Dec 2026 (5 days): ₹310.00 to hand back',
        customer: { _id: farah.userId, phone: farah.phone },
        subscriptionId: farah.id,
      }),
    );
    const paid = (note?: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/ops/milk-refunds/${refund!.id}`,
        headers: staff.headers,
        payload: note ? { note } : {},
      });
    const [first, second] = await Promise.all([paid('Cash at the counter'), paid()]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect([first, second].map((r) => r.json().message).sort()).toEqual([
      'Refund recorded as handed back.',
      'This refund was already recorded as handed back.',
    ]);
    const after = await app.inject({
      method: 'GET',
      url: '/api/ops/refunds',
      headers: staff.headers,
    });
    expect(after.json().refunds.map((r: { _id: string }) => r._id)).not.toContain(refund!.id);
    const records = await database.db.select().from(staffActivity);
    expect(records.filter((r) => r.subjectId === refund!.id)).toEqual([
      expect.objectContaining({ action: 'refund.paid', actorId: staff.userId }),
    ]);
  });
});

describe('marking a day', () => {
  it('only on its day or after, undone the same day only, its coins taken back unless spent', async () => {
    setClock('2026-12-21T11:00');
    const gita = await milk.subscriber({ endDate: '2026-12-24' });
    const hari = await milk.subscriber({ endDate: '2026-12-24' });
    for (const who of [gita, hari]) await milk.staffChange(who.id, { status: 'ACTIVE' });
    await runsOf('2026-12-22', '2026-12-22');
    const rowOf = async (id: string) => (await milk.days(id)).find((d) => d.date === '2026-12-22')!;
    const mark = (id: string, status: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/ops/milk-deliveries/${id}`,
        headers: staff.headers,
        payload: { status },
      });

    setClock('2026-12-21T16:00');
    const early = await mark((await rowOf(gita.id)).id, 'DELIVERED');
    expect(early.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'A delivery can be marked on its day or later, not before.',
    });

    setClock('2026-12-22T09:00');
    const gitaDay = (await rowOf(gita.id)).id;
    expect((await mark(gitaDay, 'MISSED')).json().delivery).toMatchObject({ coins: 62 });
    expect((await milk.coinsOf(gita)).totalCoins).toBe(62);
    const undone = await mark(gitaDay, 'SCHEDULED');
    expect(undone.json()).toMatchObject({
      message: 'Mark undone: the delivery is scheduled again.',
      delivery: { status: 'SCHEDULED', coins: 0, markedAt: null },
    });
    expect((await milk.coinsOf(gita)).totalCoins).toBe(0);
    expect((await mark(gitaDay, 'MISSED')).json().delivery).toMatchObject({ coins: 62 });
    expect((await milk.coinsOf(gita)).transactions.map((t) => [t.amount, t.description])).toEqual(
      expect.arrayContaining([
        [62, 'Milk not delivered on 22 Dec 2026'],
        [-62, 'Correction: milk of 22 Dec 2026 was delivered after all'],
        [62, 'Milk not delivered on 22 Dec 2026'],
      ]),
    );

    const hariDay = (await rowOf(hari.id)).id;
    await mark(hariDay, 'MISSED');
    await database.db.insert(coinTransactions).values({
      userId: hari.userId,
      amount: -50,
      kind: 'ADJUSTMENT',
      ref: `test:${randomUUID()}`,
      description: 'Spent on an order',
      createdAt: clock.now(),
    });
    const spent = await mark(hariDay, 'SCHEDULED');
    expect(spent.statusCode).toBe(409);
    expect(spent.json().message).toBe(
      'The shopper has already spent the Grocoins this missed day gave back, so the mark can’t be undone.',
    );

    setClock('2026-12-23T10:00');
    const nextDay = await mark(gitaDay, 'SCHEDULED');
    expect(nextDay.statusCode).toBe(409);
    expect(nextDay.json().message).toBe('A mark can be undone only on the day it was made.');
    expect((await milk.coinsOf(gita)).totalCoins).toBe(62);
  });
});
