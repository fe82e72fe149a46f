import { describe, expect, it } from 'vitest';
import {
  addStoreDays,
  storeDateText,
  subscriptionMessages,
  type Subscription,
} from '@grofresh/contracts';
import { createTestShop, RecordingSender, TestClock } from '../../../test/harness';
import { milkKit, STORE_POINT } from '../../../test/milk-kit';
import { generateMilkRun } from './milk-run';

// A quantity change racing the run of its date, and a change across a renewal
// (docs/product/rules.md#milk-subscriptions). Tuesday 1 Dec 2026, 11:00 in Bengaluru.
const clock = new TestClock('2026-12-01T11:00:00+05:30');
const sender = new RecordingSender();
const shop = await createTestShop({ clock, sms: sender, env: { JWT_TTL_HOURS: String(24 * 90) } });
const { app } = shop;
const { db } = shop.database;
const milk = await milkKit(shop, sender, clock, 9730000000);

const instant = (date: string, time: string) => new Date(`${date}T${time}+05:30`);
const setClock = (at: Date) => clock.advance(at.getTime() - clock.now().getTime());
const ROUNDS = 4;

describe('a quantity change racing the run of its date', () => {
  it('either lands before the run (the row has the new quantity) or is refused, never both', async () => {
    const outcomes = new Set<number>();
    for (let round = 0; round < ROUNDS; round++) {
      const today = addStoreDays('2026-12-01', round);
      const tomorrow = addStoreDays(today, 1);
      setClock(instant(today, '11:00:00'));
      const who = await milk.subscriber({ endDate: addStoreDays(today, 4) });
      await milk.staffChange(who.id, { status: 'ACTIVE' });

      // Staff make tomorrow's run early while the shopper changes tomorrow's quantity.
      setClock(instant(today, '14:59:59.900'));
      const [res] = await Promise.all([
        milk.shopperChange(who, who.id, { quantity: 'TWO_LITRE', from: tomorrow }),
        generateMilkRun(db, tomorrow, clock.now()),
      ]);
      outcomes.add(res.statusCode);
      const row = (await milk.days(who.id)).find((d) => d.date === tomorrow);
      const [mine] = await milk.mine(who);
      if (res.statusCode === 200) {
        expect([row?.quantity, row?.pricePaise]).toEqual(['TWO_LITRE', 12000]);
        expect(mine!.amountDue).toBe(4 * 62 + 4 * 58);
      } else {
        expect([res.statusCode, res.json().message]).toEqual([
          409,
          subscriptionMessages.quantityRunMade(storeDateText(tomorrow)),
        ]);
        expect([row?.quantity, mine!.quantityChanges, mine!.amountDue]).toEqual([
          'ONE_LITRE',
          [],
          4 * 62,
        ]);
      }
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });
});

describe('a change across a renewal', () => {
  it('ends with its bill: the renewal bills the quantity it names, from a clean plan', async () => {
    setClock(instant('2026-12-10', '11:00:00'));
    const who = await milk.subscriber({ endDate: '2026-12-13' });
    await milk.staffChange(who.id, { status: 'ACTIVE' });
    const up = await milk.shopperChange(who, who.id, { quantity: 'TWO_LITRE', from: '2026-12-12' });
    expect(up.json().bill).toMatchObject({ amount: 2 * 58, days: 2 });
    for (const date of ['2026-12-11', '2026-12-12', '2026-12-13', '2026-12-14']) {
      setClock(instant(addStoreDays(date, -1), '15:00:00'));
      await milk.run(date);
    }
    expect(await milk.statusOf(who.id)).toBe('EXPIRED');

    setClock(instant('2026-12-14', '11:00:00'));
    const [address] = (
      await app.inject({ method: 'GET', url: '/api/addresses', headers: who.headers })
    ).json().addresses as { _id: string }[];
    const renewed = await milk.shopperChange(who, who.id, {
      productName: 'MILK',
      type: 'DAILY',
      address: address!._id,
      quantity: 'TWO_LITRE',
      endDate: '2026-12-17',
      ...STORE_POINT,
    });
    expect(renewed.statusCode).toBe(200);
    const sub = renewed.json().subscription as Subscription;
    expect(sub).toMatchObject({
      billNo: 2,
      quantity: 'TWO_LITRE',
      pricePerDay: 120,
      amountDue: 3 * 120,
      quantityChanges: [],
    });
    await milk.staffChange(who.id, { status: 'ACTIVE' });
    setClock(instant('2026-12-14', '15:00:00'));
    await milk.run('2026-12-15');
    const rows = await milk.days(who.id);
    expect(rows.map((r) => [r.date, r.billNo, r.quantity, r.pricePaise, r.paidPricePaise])).toEqual(
      [
        ['2026-12-11', 1, 'ONE_LITRE', 6200, null],
        ['2026-12-12', 1, 'TWO_LITRE', 12000, null],
        ['2026-12-13', 1, 'TWO_LITRE', 12000, null],
        ['2026-12-15', 2, 'TWO_LITRE', 12000, null],
      ],
    );
    // A change of the new bill starts from its own price (staff: the window has closed).
    const down = await milk.staffChange(who.id, { quantity: 'ONE_LITRE', from: '2026-12-17' });
    expect([down.statusCode, down.json().bill]).toEqual([200, undefined]);
  });
});
