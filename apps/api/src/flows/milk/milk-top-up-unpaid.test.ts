import { describe, expect, it } from 'vitest';
import { bookMessages, type ShopperSubscription } from '@grofresh/contracts';
import { createTestShop, RecordingSender, TestClock } from '../../../test/harness';
import { milkKit, type Person } from '../../../test/milk-kit';

// A raised quantity's top-up not paid yet (docs/product/rules.md#milk-subscriptions, "A top-up
// not paid yet"): a day given back first pays off what the bill still owes of it. Wednesday
// 25 Nov 2026, 11:00 in Bengaluru; a litre is ₹62 a day and two litres ₹120.
const clock = new TestClock('2026-11-25T11:00:00+05:30');
const sender = new RecordingSender();
const shop = await createTestShop({ clock, sms: sender, env: { JWT_TTL_HOURS: String(24 * 60) } });
const { app } = shop;
const milk = await milkKit(shop, sender, clock, 9750000000);

const setClock = (storeTime: string) =>
  clock.advance(new Date(`${storeTime}+05:30`).getTime() - clock.now().getTime());
type Subscriber = Person & { id: string };

/**
 * A litre a day from 26 Nov to 1 Dec, paid and approved (₹372), raised to two litres from
 * 27 Nov: ₹290 more due (5 days × ₹58), the bill ₹662.
 */
async function raised(): Promise<Subscriber> {
  const who = await milk.subscriber({ endDate: '2026-12-01' });
  expect((await milk.staffChange(who.id, { status: 'ACTIVE' })).statusCode).toBe(200);
  const res = await milk.shopperChange(who, who.id, { quantity: 'TWO_LITRE', from: '2026-11-27' });
  expect(res.json().bill).toMatchObject({ amount: 290, days: 5 });
  return who;
}
const skip = async (who: Subscriber, from: string, to: string) =>
  expect((await milk.shopperChange(who, who.id, { skip: { from, to } })).statusCode).toBe(200);
const bill = async (who: Subscriber) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/subscription/${who.id}`,
    headers: who.headers,
  });
  const { amountDue, paymentState } = res.json().subscription as ShopperSubscription;
  return { amountDue, status: paymentState.status, due: paymentState.due };
};
const charges = async (who: Subscriber) =>
  (await milk.days(who.id)).map((d) => [
    d.date,
    d.status,
    d.paidPricePaise ?? d.pricePaise,
    d.coins,
  ]);
const credited = async (who: Subscriber) =>
  (await milk.milkLedger(who, who.id)).reduce((sum, t) => sum + t.amount, 0);

// Made on 25 Nov at 11:00, inside the window.
const asha = await raised();
const bina = await raised();
const chitra = await raised();
const dev = await raised();
const eve = await raised();
await skip(asha, '2026-11-28', '2026-11-30');
await skip(dev, '2026-11-27', '2026-11-27');
await skip(eve, '2026-12-01', '2026-12-01');

describe('a cancel while the top-up is owed', () => {
  it('takes the top-up off the bill first and gives back only what was paid', async () => {
    const res = await milk.shopperChange(bina, bina.id, { status: 'CANCELLED' });
    expect(res.statusCode).toBe(200);
    // ₹62 + 5 × ₹120 = ₹662 of days; the ₹290 owed comes off, ₹372 comes back.
    expect(await credited(bina)).toBe(372);
    expect((await milk.coinsOf(bina)).totalCoins).toBe(372);
    expect(await bill(bina)).toEqual({ amountDue: 372, status: 'PAID', due: 0 });
    expect(await charges(bina)).toEqual([
      ['2026-11-26', 'CANCELLED', 0, 0],
      ['2026-11-27', 'CANCELLED', 0, 0],
      ['2026-11-28', 'CANCELLED', 1200, 12],
      ['2026-11-29', 'CANCELLED', 12000, 120],
      ['2026-11-30', 'CANCELLED', 12000, 120],
      ['2026-12-01', 'CANCELLED', 12000, 120],
    ]);
    // Asked again: nothing more comes off or back.
    await milk.shopperChange(bina, bina.id, { status: 'CANCELLED' });
    expect(await credited(bina)).toBe(372);
    expect((await bill(bina)).amountDue).toBe(372);
  });

  it('gives every day back whole once the top-up is paid', async () => {
    expect((await milk.payCash(chitra.id, 290)).statusCode).toBe(201);
    expect(await bill(chitra)).toEqual({ amountDue: 662, status: 'PAID', due: 0 });
    const res = await milk.staffChange(chitra.id, { status: 'CANCELLED', giveBackAs: 'REFUND' });
    expect(res.statusCode).toBe(200);
    const [refund] = await milk.refundsOf(chitra.id);
    expect([refund?.days, refund?.amountPaise]).toEqual([6, 66200]);
  });
});

describe('skipped days while the top-up is owed', () => {
  it('pay it off day by day, once however often the run is made, then are credited whole', async () => {
    for (const date of ['2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']) {
      setClock(
        `${new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)}T15:00:00`,
      );
      await milk.run(date);
      await milk.run(date);
    }
    // 28 and 29 Nov, ₹120 each, come off the ₹290 owed: ₹50 of it is still due.
    expect(await bill(asha)).toEqual({ amountDue: 422, status: 'PART_PAID', due: 50 });
    expect(await credited(asha)).toBe(0);
    expect((await charges(asha)).slice(2)).toEqual([
      ['2026-11-28', 'SKIPPED', 0, 0],
      ['2026-11-29', 'SKIPPED', 0, 0],
    ]);
    // The store takes the ₹50: 30 Nov is credited its two litres whole.
    expect((await milk.payCash(asha.id, 50)).statusCode).toBe(201);
    setClock('2026-11-29T15:00:00');
    await milk.run('2026-11-30');
    expect(await credited(asha)).toBe(120);
    expect(await bill(asha)).toEqual({ amountDue: 422, status: 'PAID', due: 0 });
  });

  it('a payment racing the run lands before (the day whole) or is refused after (less is due)', async () => {
    // Dev skipped 27 Nov, whose run was made above at 15:00 on the 26th: it paid off ₹120.
    expect(await bill(dev)).toEqual({ amountDue: 542, status: 'PART_PAID', due: 170 });
    // Eve, raised like the others, skips 1 Dec: the store takes the ₹290 it sees while 1 Dec's
    // run is made.
    expect(await bill(eve)).toEqual({ amountDue: 662, status: 'PART_PAID', due: 290 });
    setClock('2026-11-30T15:00:00');
    const [paid] = await Promise.all([milk.payCash(eve.id, 290), milk.run('2026-12-01')]);
    const after = await bill(eve);
    const coins = await credited(eve);
    if (paid.statusCode === 201) {
      // Paid first: the skipped day is credited whole.
      expect([after, coins]).toEqual([{ amountDue: 662, status: 'PAID', due: 0 }, 120]);
    } else {
      // The run first: the day paid off ₹120 of the ₹290; the payment asks for what is left.
      expect([paid.statusCode, paid.json().message]).toEqual([
        409,
        bookMessages.tooMuch('₹170.00'),
      ]);
      expect([after, coins]).toEqual([{ amountDue: 542, status: 'PART_PAID', due: 170 }, 0]);
    }
    // Either way the bill is what its six days charge.
    const rows = await milk.days(eve.id);
    expect(rows).toHaveLength(6);
    const charged = rows.reduce((sum, d) => sum + (d.paidPricePaise ?? d.pricePaise), 0);
    expect(charged).toBe(after.amountDue * 100);
  });
});
