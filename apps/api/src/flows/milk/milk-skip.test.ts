import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addStoreDays,
  OUTSIDE_WINDOW_MESSAGE,
  storeDateText,
  subscriptionMessages,
  type Subscription,
  type SubscriptionDay,
} from '@grofresh/contracts';
import { createTestShop, RecordingSender, TestClock } from '../../../test/harness';
import { milkKit, type Person } from '../../../test/milk-kit';
import { bookEntries } from '../../modules/books/books.table';
import { staffActivity } from '../../modules/activity/activity.table';
import { coinTransactions } from '../../modules/coins/coins.table';

// Skipping milk days (docs/product/rules.md#milk-subscriptions). Wednesday 25 Nov 2026, 11:00
// in Bengaluru; the clock only moves forward, as the store's does, and the runs are the
// store's, shared by every story below.
const clock = new TestClock('2026-11-25T11:00:00+05:30');
const sender = new RecordingSender();
const shop = await createTestShop({
  clock,
  sms: sender,
  env: { JWT_TTL_HOURS: String(24 * 60) },
});
const { app, database } = shop;
const { db } = database;
const milk = await milkKit(shop, sender, clock, 9770000000);
const ONE_LITRE_COINS = 62;

const setClock = (storeTime: string) =>
  clock.advance(new Date(`${storeTime}+05:30`).getTime() - clock.now().getTime());
type Subscriber = Person & { id: string };

/** A paid, approved Daily litre from 26 Nov to `endDate`. */
async function active(endDate = '2026-12-05'): Promise<Subscriber> {
  const who = await milk.subscriber({ endDate });
  expect((await milk.staffChange(who.id, { status: 'ACTIVE' })).statusCode).toBe(200);
  return who;
}
const skip = (who: Subscriber, from: string, to = from) =>
  milk.shopperChange(who, who.id, { skip: { from, to } });
const unskip = (who: Subscriber, from: string, to = from) =>
  milk.shopperChange(who, who.id, { unskip: { from, to } });
const calendar = async (who: Subscriber, month: string) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/subscription/${who.id}/days?month=${month}`,
    headers: who.headers,
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { days: SubscriptionDay[] }).days;
};
const statuses = (days: SubscriptionDay[]) =>
  Object.fromEntries(days.map((d) => [d.date, [d.status, d.coins]]));
const coinBooks = (id: string) =>
  db
    .select()
    .from(bookEntries)
    .where(and(eq(bookEntries.documentId, id), eq(bookEntries.method, 'COINS')));
const skipCredits = (who: Subscriber) =>
  db
    .select()
    .from(coinTransactions)
    .where(and(eq(coinTransactions.userId, who.userId), like(coinTransactions.ref, `milk-skip:%`)));

// Made on 25 Nov: the stories share them, as a store's subscribers share its runs.
const asha = await active();
const bina = await active();
const chitra = await active();
const dina = await active();

describe('skipping days (25 Nov, inside the window)', () => {
  it('skips a range across a month end, and the calendar shows it with the planned days', async () => {
    const res = await skip(asha, '2026-11-30', '2026-12-02');
    expect(res.statusCode).toBe(200);
    const { message, subscription } = res.json() as { message: string; subscription: Subscription };
    expect(message).toBe(subscriptionMessages.skipped(3));
    expect(subscription.skippedDates).toEqual(['2026-11-30', '2026-12-01', '2026-12-02']);
    // Asking again changes nothing.
    expect((await skip(asha, '2026-12-01')).json().message).toBe(subscriptionMessages.skipped(0));

    const nov = await calendar(asha, '2026-11');
    expect(statuses(nov)).toEqual({
      '2026-11-26': ['PLANNED', 0],
      '2026-11-27': ['PLANNED', 0],
      '2026-11-28': ['PLANNED', 0],
      '2026-11-29': ['PLANNED', 0],
      '2026-11-30': ['SKIPPED', 0],
    });
    expect(nov.every((d) => d.quantity === 'ONE_LITRE')).toBe(true);
    expect(statuses(await calendar(asha, '2026-12'))).toEqual({
      '2026-12-01': ['SKIPPED', 0],
      '2026-12-02': ['SKIPPED', 0],
      '2026-12-03': ['PLANNED', 0],
      '2026-12-04': ['PLANNED', 0],
      '2026-12-05': ['PLANNED', 0],
    });
    expect(await calendar(asha, '2027-01')).toEqual([]);
  });

  it('shows a paused subscription’s days to come as paused', async () => {
    expect((await milk.shopperChange(bina, bina.id, { status: 'INACTIVE' })).statusCode).toBe(200);
    const dec = await calendar(bina, '2026-12');
    expect(new Set(dec.map((d) => d.status))).toEqual(new Set(['PAUSED']));
    expect(dec).toHaveLength(5);
  });

  it('brings skipped days back', async () => {
    expect((await skip(chitra, '2026-12-03', '2026-12-04')).statusCode).toBe(200);
    const res = await unskip(chitra, '2026-12-04', '2026-12-05');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(subscriptionMessages.unskipped(1));
    expect(res.json().subscription.skippedDates).toEqual(['2026-12-03']);
  });

  it('refuses days outside the subscription, a backwards range and a pending one', async () => {
    expect((await skip(dina, '2026-11-25', '2026-11-27')).statusCode).toBe(400);
    const after = await skip(dina, '2026-12-05', '2026-12-06');
    expect(after.statusCode).toBe(400);
    expect(after.json().message).toBe(
      subscriptionMessages.skipOutsideDates(
        storeDateText('2026-11-26'),
        storeDateText('2026-12-05'),
      ),
    );
    expect((await skip(dina, '2026-12-02', '2026-12-01')).statusCode).toBe(400);
    const pending = await milk.subscriber();
    const refused = await skip(pending, '2026-11-28');
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      subscriptionMessages.skipNeedsLive,
    ]);
  });
});

describe('the run and a skip at the edge of the window', () => {
  it('takes a skip made at 14:59:59 for tomorrow: the 15:00 run credits it once, never on the sheet', async () => {
    setClock('2026-11-25T14:59:59');
    expect((await skip(dina, '2026-11-26')).statusCode).toBe(200);
    setClock('2026-11-25T15:00:00');
    await milk.run('2026-11-26');
    await milk.run('2026-11-26');
    const [row] = (await milk.days(dina.id)).filter((d) => d.date === '2026-11-26');
    expect([row!.status, row!.coins]).toEqual(['SKIPPED', ONE_LITRE_COINS]);
    const credits = await skipCredits(dina);
    expect(credits.map((c) => [c.amount, c.description])).toEqual([
      [ONE_LITRE_COINS, `Milk skipped on ${storeDateText('2026-11-26')}`],
    ]);
    const books = await coinBooks(dina.id);
    expect(books.map((e) => [e.kind, e.amountPaise])).toEqual([['REFUND', ONE_LITRE_COINS * 100]]);
    const sheet = await app.inject({
      method: 'GET',
      url: '/api/ops/milk-runs/2026-11-26',
      headers: milk.staff.headers,
    });
    expect(JSON.stringify(sheet.json().deliveries)).not.toContain(dina.id);
  });

  it('refuses a shopper at 15:00 with the window’s message', async () => {
    const res = await skip(dina, '2026-11-28');
    expect([res.statusCode, res.json().message]).toEqual([422, OUTSIDE_WINDOW_MESSAGE]);
  });

  it('lets staff skip outside the window, but not a day whose run is made', async () => {
    const res = await milk.staffChange(dina.id, { skip: { from: '2026-11-29', to: '2026-11-29' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().subscription.skippedDates).toEqual(['2026-11-26', '2026-11-29']);
    const made = await milk.staffChange(dina.id, {
      unskip: { from: '2026-11-26', to: '2026-11-26' },
    });
    expect(made.statusCode).toBe(409);
    const mixed = await milk.staffChange(dina.id, {
      paid: true,
      skip: { from: '2026-11-30', to: '2026-11-30' },
    });
    expect(mixed.statusCode).toBe(400);
    const [record] = await db
      .select()
      .from(staffActivity)
      .where(
        and(eq(staffActivity.action, 'subscription.skipped'), eq(staffActivity.subjectId, dina.id)),
      );
    expect(record?.after).toEqual({ skippedDates: ['2026-11-26', '2026-11-29'] });
  });

  it('refuses to skip or bring back today or a day whose run is made', async () => {
    setClock('2026-11-26T11:00:00');
    const today = await skip(asha, '2026-11-26', '2026-11-27');
    expect([today.statusCode, today.json().message]).toEqual([
      409,
      subscriptionMessages.skipRunMade(storeDateText('2026-11-26')),
    ]);
    // The run of 28 Nov, made early (as staff may make any run that is due).
    await milk.run('2026-11-28');
    const res = await skip(dina, '2026-11-27', '2026-11-29');
    expect([res.statusCode, res.json().message]).toEqual([
      409,
      subscriptionMessages.skipRunMade(storeDateText('2026-11-28')),
    ]);
    expect((await unskip(dina, '2026-11-28')).statusCode).toBe(409);
  });
});

describe('after the runs', () => {
  it('credits each skipped day once, and delivers again after the range', async () => {
    for (let date = '2026-11-27'; date <= '2026-12-06'; date = addStoreDays(date, 1)) {
      setClock(`${addStoreDays(date, -1)}T15:00:00`);
      await milk.run(date);
      await milk.run(date);
    }
    const fates = await milk.fates(asha.id);
    expect(fates).toMatchObject({
      '2026-11-29': 'SCHEDULED',
      '2026-11-30': 'SKIPPED',
      '2026-12-01': 'SKIPPED',
      '2026-12-02': 'SKIPPED',
      '2026-12-03': 'SCHEDULED',
    });
    expect((await skipCredits(asha)).map((c) => c.amount)).toEqual([
      ONE_LITRE_COINS,
      ONE_LITRE_COINS,
      ONE_LITRE_COINS,
    ]);
    const books = await coinBooks(asha.id);
    expect(books.reduce((sum, e) => sum + e.amountPaise, 0)).toBe(3 * ONE_LITRE_COINS * 100);
    expect((await milk.fates(chitra.id))['2026-12-04']).toBe('SCHEDULED');
    expect((await milk.fates(dina.id))['2026-11-29']).toBe('SKIPPED');
    expect((await milk.fates(chitra.id))['2026-12-03']).toBe('SKIPPED');

    const dec = await calendar(asha, '2026-12');
    expect(statuses(dec)).toMatchObject({
      '2026-12-01': ['SKIPPED', ONE_LITRE_COINS],
      '2026-12-03': ['SCHEDULED', 0],
    });
    const [mine] = (await milk.mine(asha)).filter((s) => s._id === asha.id);
    expect(mine!.givenBack).toContainEqual({
      reason: 'SKIPPED',
      days: 3,
      coins: 3 * ONE_LITRE_COINS,
      refund: 0,
    });
  });
});
