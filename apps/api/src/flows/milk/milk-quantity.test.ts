import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  OUTSIDE_WINDOW_MESSAGE,
  storeDateText,
  subscriptionMessages,
  type ShopperSubscription,
  type SubscriptionDay,
} from '@grofresh/contracts';
import { createTestShop, RecordingSender, TestClock } from '../../../test/harness';
import { milkKit, type Person } from '../../../test/milk-kit';
import { staffActivity } from '../../modules/activity/activity.table';
import { bookEntries } from '../../modules/books/books.table';
import { coinTransactions } from '../../modules/coins/coins.table';

// Changing the daily quantity from a date on (docs/product/rules.md#milk-subscriptions).
// Wednesday 25 Nov 2026, 11:00 in Bengaluru; the demo store's options are HALF_LITRE ₹32,
// ONE_LITRE ₹62 and TWO_LITRE ₹120 a day. The clock only moves forward, as the store's does.
const clock = new TestClock('2026-11-25T11:00:00+05:30');
const sender = new RecordingSender();
const shop = await createTestShop({ clock, sms: sender, env: { JWT_TTL_HOURS: String(24 * 60) } });
const { app, database } = shop;
const { db } = database;
const milk = await milkKit(shop, sender, clock, 9740000000);

const setClock = (storeTime: string) =>
  clock.advance(new Date(`${storeTime}+05:30`).getTime() - clock.now().getTime());
type Subscriber = Person & { id: string };

/** A paid, approved Daily litre from 26 Nov to `endDate` (₹62 a day). */
async function active(endDate = '2026-12-05'): Promise<Subscriber> {
  const who = await milk.subscriber({ endDate });
  expect((await milk.staffChange(who.id, { status: 'ACTIVE' })).statusCode).toBe(200);
  return who;
}
const change = (who: Subscriber, quantity: string, from: string) =>
  milk.shopperChange(who, who.id, { quantity, from });
const one = async (who: Subscriber) =>
  (
    await app.inject({ method: 'GET', url: `/api/subscription/${who.id}`, headers: who.headers })
  ).json().subscription as ShopperSubscription;
const calendar = async (who: Subscriber, month: string) =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/subscription/${who.id}/days?month=${month}`,
      headers: who.headers,
    })
  ).json().days as SubscriptionDay[];
const loweredCredits = (who: Subscriber) =>
  db
    .select()
    .from(coinTransactions)
    .where(
      and(eq(coinTransactions.userId, who.userId), like(coinTransactions.ref, 'milk-lowered:%')),
    );
const coinBooks = (id: string) =>
  db
    .select()
    .from(bookEntries)
    .where(and(eq(bookEntries.documentId, id), eq(bookEntries.method, 'COINS')));
/** The runs of every date from `from` to `to`, each made at 15:00 the day before (twice). */
async function runs(from: string, to: string) {
  for (let d = new Date(`${from}T00:00:00Z`); d <= new Date(`${to}T00:00:00Z`);) {
    const date = d.toISOString().slice(0, 10);
    d.setUTCDate(d.getUTCDate() + 1);
    const before = new Date(new Date(`${date}T15:00:00+05:30`).getTime() - 86_400_000);
    if (before > clock.now()) clock.advance(before.getTime() - clock.now().getTime());
    await milk.run(date);
    await milk.run(date);
  }
}

// Made on 25 Nov, inside the window.
const asha = await active();
const bina = await active();
const chitra = await active();
const dev = await active('2026-11-27');

describe('a larger quantity (25 Nov, 11:00)', () => {
  it('adds a top-up for the days from its date, skipped days included, and shows it due', async () => {
    expect(
      (await milk.shopperChange(asha, asha.id, { skip: { from: '2026-12-01', to: '2026-12-01' } }))
        .statusCode,
    ).toBe(200);
    const res = await change(asha, 'TWO_LITRE', '2026-11-30');
    expect(res.statusCode).toBe(200);
    // 30 Nov to 5 Dec: 6 days at ₹120 - ₹62.
    const bill = { amount: 348, days: 6, from: '2026-11-30', quantity: 'TWO_LITRE' };
    expect(res.json()).toMatchObject({
      message: subscriptionMessages.quantityChangedWithBill(
        'TWO LITRE',
        storeDateText('2026-11-30'),
        '₹348.00',
        6,
      ),
      bill,
      subscription: {
        amountDue: 620 + 348,
        quantity: 'ONE_LITRE',
        quantityChanges: [{ from: '2026-11-30', quantity: 'TWO_LITRE', price: 120 }],
      },
    });
    expect((await one(asha)).paymentState).toMatchObject({
      status: 'PART_PAID',
      due: 348,
      received: 620,
    });
    const nov = await calendar(asha, '2026-11');
    expect(nov.map((d) => [d.date, d.status, d.quantity])).toEqual([
      ['2026-11-26', 'PLANNED', 'ONE_LITRE'],
      ['2026-11-27', 'PLANNED', 'ONE_LITRE'],
      ['2026-11-28', 'PLANNED', 'ONE_LITRE'],
      ['2026-11-29', 'PLANNED', 'ONE_LITRE'],
      ['2026-11-30', 'PLANNED', 'TWO_LITRE'],
    ]);
    expect((await calendar(asha, '2026-12'))[0]).toMatchObject({
      date: '2026-12-01',
      status: 'SKIPPED',
      quantity: 'TWO_LITRE',
    });

    // Staff record the top-up's cash: the bill is paid.
    const paid = await milk.payCash(asha.id, 348);
    expect(paid.statusCode).toBe(201);
    expect((await one(asha)).paymentState).toMatchObject({ status: 'PAID', due: 0 });
  });

  it('a second change from a later day pays only above what the bill paid', async () => {
    expect((await change(bina, 'HALF_LITRE', '2026-11-27')).json().bill).toBeUndefined();
    // Back to a litre: the bill paid ₹62 for those days already.
    const back = await change(bina, 'ONE_LITRE', '2026-11-29');
    expect([back.statusCode, back.json().bill]).toEqual([200, undefined]);
    const up = await change(bina, 'TWO_LITRE', '2026-12-04');
    expect(up.json().bill).toEqual({
      amount: 2 * 58,
      days: 2,
      from: '2026-12-04',
      quantity: 'TWO_LITRE',
    });
    // The same day again replaces its change; the top-up already billed stays paid for.
    const again = await change(bina, 'HALF_LITRE', '2026-12-04');
    expect([again.statusCode, again.json().bill]).toEqual([200, undefined]);
    expect(again.json().subscription).toMatchObject({
      amountDue: 620 + 116,
      quantityChanges: [
        { from: '2026-11-27', quantity: 'HALF_LITRE', price: 32 },
        { from: '2026-11-29', quantity: 'ONE_LITRE', price: 62 },
        { from: '2026-12-04', quantity: 'HALF_LITRE', price: 32 },
      ],
    });
  });
});

describe('refusals', () => {
  const unchanged = async (who: Subscriber, before: ShopperSubscription) => {
    const now = await one(who);
    expect([now.amountDue, now.quantityChanges]).toEqual([
      before.amountDue,
      before.quantityChanges,
    ]);
  };

  it('refuses an unknown option, the same quantity, a day outside the dates, a pending one', async () => {
    const before = await one(chitra);
    const unknown = await change(chitra, 'THREE_LITRE', '2026-11-28');
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      400,
      subscriptionMessages.unknownQuantity,
    ]);
    const same = await change(chitra, 'ONE_LITRE', '2026-11-28');
    expect([same.statusCode, same.json().message]).toEqual([
      400,
      subscriptionMessages.quantitySame('ONE LITRE', storeDateText('2026-11-28')),
    ]);
    expect((await change(chitra, 'TWO_LITRE', '2026-12-06')).statusCode).toBe(400);
    const pending = await milk.subscriber();
    const refused = await change(pending, 'TWO_LITRE', '2026-11-28');
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      subscriptionMessages.quantityNeedsLive,
    ]);
    await unchanged(chitra, before);
  });

  it('refuses a day before a planned change, and today', async () => {
    expect((await change(chitra, 'HALF_LITRE', '2026-12-02')).statusCode).toBe(200);
    const before = await one(chitra);
    const earlier = await change(chitra, 'TWO_LITRE', '2026-12-01');
    expect([earlier.statusCode, earlier.json().message]).toEqual([
      409,
      subscriptionMessages.quantityBeforePlanned(storeDateText('2026-12-02')),
    ]);
    const today = await change(chitra, 'TWO_LITRE', '2026-11-25');
    expect([today.statusCode, today.json().message]).toEqual([
      409,
      subscriptionMessages.quantityRunMade(storeDateText('2026-11-25')),
    ]);
    await unchanged(chitra, before);
  });

  it('refuses a shopper outside the window; staff change at any hour, with one record', async () => {
    setClock('2026-11-25T15:00:00');
    const late = await change(dev, 'TWO_LITRE', '2026-11-27');
    expect([late.statusCode, late.json().message]).toEqual([422, OUTSIDE_WINDOW_MESSAGE]);
    const mixed = await milk.staffChange(dev.id, {
      quantity: 'TWO_LITRE',
      from: '2026-11-27',
      paid: true,
    });
    expect(mixed.statusCode).toBe(400);
    setClock('2026-11-25T16:00:00');
    const res = await milk.staffChange(dev.id, { quantity: 'TWO_LITRE', from: '2026-11-27' });
    expect(res.statusCode).toBe(200);
    expect(res.json().bill).toEqual({
      amount: 58,
      days: 1,
      from: '2026-11-27',
      quantity: 'TWO_LITRE',
    });
    expect(res.json().subscription.paymentState).toMatchObject({ status: 'PART_PAID', due: 58 });
    const records = await db
      .select()
      .from(staffActivity)
      .where(
        and(
          eq(staffActivity.action, 'subscription.quantity-changed'),
          eq(staffActivity.subjectId, dev.id),
        ),
      );
    expect(records).toHaveLength(1);
    expect(records[0]!.after).toMatchObject({ amountDue: 124 + 58 });
  });
});

describe('the runs', () => {
  it('deliver each day’s quantity, credit a lowered one’s difference once, and a cancel gives back paid prices', async () => {
    // Bina's ₹116 top-up is paid, so every day comes back whole (milk-top-up-unpaid.test.ts
    // has the days given back while a top-up is owed).
    const paid = await milk.payCash(bina.id, 116);
    expect(paid.statusCode).toBe(201);
    await runs('2026-11-26', '2026-11-30');
    const bRows = await milk.days(bina.id);
    expect(bRows.map((r) => [r.date, r.quantity, r.pricePaise, r.paidPricePaise, r.coins])).toEqual(
      [
        ['2026-11-26', 'ONE_LITRE', 6200, null, 0],
        ['2026-11-27', 'HALF_LITRE', 3200, 6200, 30],
        ['2026-11-28', 'HALF_LITRE', 3200, 6200, 30],
        ['2026-11-29', 'ONE_LITRE', 6200, null, 0],
        ['2026-11-30', 'ONE_LITRE', 6200, null, 0],
      ],
    );
    const credits = await loweredCredits(bina);
    expect(credits.map((c) => [c.amount, c.description])).toEqual([
      [30, `Milk lowered on ${storeDateText('2026-11-27')}`],
      [30, `Milk lowered on ${storeDateText('2026-11-28')}`],
    ]);
    expect((await coinBooks(bina.id)).map((e) => [e.kind, e.amountPaise])).toEqual([
      ['REFUND', 3000],
      ['REFUND', 3000],
    ]);
    // The sheet counts each day's own quantity.
    const sheet = await milk.run('2026-11-30');
    expect(sheet.totals).toMatchObject({ TWO_LITRE: 1 });
    expect(sheet.deliveries.find((d) => d.subscriptionId === asha.id)?.quantity).toBe('TWO_LITRE');
    const dev27 = (await milk.days(dev.id)).find((r) => r.date === '2026-11-27');
    expect([dev27?.quantity, dev27?.pricePaise]).toEqual(['TWO_LITRE', 12000]);

    // A missed lowered day adds its milk's coins: the day's ₹62 comes back in all.
    const row28 = bRows.find((r) => r.date === '2026-11-28')!;
    const missed = await app.inject({
      method: 'PUT',
      url: `/api/ops/milk-deliveries/${row28.id}`,
      headers: milk.staff.headers,
      payload: { status: 'MISSED' },
    });
    expect(missed.json().delivery.coins).toBe(62);

    // 30 Nov is on its sheet: no change covers it any more, staff's neither.
    const before = (await milk.mine(chitra))[0]!;
    const made = await milk.staffChange(chitra.id, { quantity: 'TWO_LITRE', from: '2026-11-30' });
    expect([made.statusCode, made.json().message]).toEqual([
      409,
      subscriptionMessages.quantityRunMade(storeDateText('2026-11-30')),
    ]);
    expect((await milk.mine(chitra))[0]!.amountDue).toBe(before.amountDue);

    // Staff cancel bina's from 1 Dec: 1-3 Dec at ₹62, 4-5 Dec at the ₹120 the top-up paid.
    setClock('2026-11-30T16:00:00');
    const cancel = await milk.staffChange(bina.id, { status: 'CANCELLED', giveBackAs: 'REFUND' });
    expect(cancel.statusCode).toBe(200);
    const [refund] = await milk.refundsOf(bina.id);
    expect([refund?.days, refund?.amountPaise]).toEqual([5, 3 * 6200 + 2 * 12000]);
    const [mine] = (await milk.mine(bina)).filter((s) => s._id === bina.id);
    expect(mine!.givenBack).toEqual([
      { reason: 'MISSED', days: 1, coins: 62, refund: 0 },
      { reason: 'CANCELLED', days: 5, coins: 0, refund: 426 },
      { reason: 'LOWERED', days: 1, coins: 30, refund: 0 },
    ]);
    // Asha's skipped 1 Dec is credited at the two litres it paid for.
    await runs('2026-12-01', '2026-12-01');
    const skipped = (await milk.days(asha.id)).find((r) => r.date === '2026-12-01');
    expect([skipped?.status, skipped?.quantity, skipped?.coins]).toEqual([
      'SKIPPED',
      'TWO_LITRE',
      120,
    ]);
  });
});
