import { describe, expect, it } from 'vitest';
import { addStoreDays } from '@grofresh/contracts';
import { createTestShop, RecordingSender, TestClock } from '../../../test/harness';
import { milkKit } from '../../../test/milk-kit';
import { generateMilkRun } from './milk-run';

// Tuesday 1 Dec 2026, 11:00 in Bengaluru. Each round is a day of its own.
const clock = new TestClock('2026-12-01T11:00:00+05:30');
const sender = new RecordingSender();
const shop = await createTestShop({
  clock,
  sms: sender,
  env: { JWT_TTL_HOURS: String(24 * 90) },
});
const { db } = shop.database;
const milk = await milkKit(shop, sender, clock, 9750000000);

const instant = (date: string, time: string) => new Date(`${date}T${time}+05:30`);
const setClock = (at: Date) => clock.advance(at.getTime() - clock.now().getTime());
const ROUNDS = 4;

/** Each paid day of the subscription has one fate, and the ledger holds the given-back ones. */
async function expectEachDayOnce(who: { userId: string }, id: string) {
  const days = await milk.days(id);
  expect(new Set(days.map((d) => d.date)).size).toBe(days.length);
  const givenBack = days.reduce((sum, d) => sum + d.coins, 0);
  const ledger = await milk.milkLedger({ ...who, phone: '', headers: { authorization: '' } }, id);
  expect(ledger.reduce((sum, t) => sum + t.amount, 0)).toBe(givenBack);
}

describe('a shopper’s cancel racing the 15:00 run', () => {
  it('either makes the run (the cancel is refused) or cancels tomorrow too, never both', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < ROUNDS; round++) {
      const today = addStoreDays('2026-12-01', round);
      const tomorrow = addStoreDays(today, 1);
      setClock(instant(today, '11:00:00'));
      const who = await milk.subscriber({ endDate: addStoreDays(today, 6) });
      await milk.staffChange(who.id, { status: 'ACTIVE' });

      // The shopper taps Cancel a moment before 15:00; the tick makes tomorrow's run at 15:00.
      setClock(instant(today, '14:59:59.900'));
      const [cancel] = await Promise.all([
        milk.shopperChange(who, who.id, { status: 'CANCELLED' }),
        generateMilkRun(db, tomorrow, instant(today, '15:00:00')),
      ]);
      const fates = await milk.fates(who.id);
      if (cancel.statusCode === 200) {
        outcomes.add('cancelled');
        expect(fates[tomorrow]).toBe('CANCELLED');
        expect(Object.values(fates).every((f) => f === 'CANCELLED')).toBe(true);
        expect(Object.keys(fates)).toHaveLength(6);
      } else {
        outcomes.add('refused');
        expect(cancel.json().code).toBe('OUTSIDE_WINDOW');
        expect(fates).toEqual({ [tomorrow]: 'SCHEDULED' });
      }
      const run = await milk.run(tomorrow);
      const onSheet = run.deliveries.filter((d) => d.subscriptionId === who.id);
      expect(onSheet).toHaveLength(fates[tomorrow] === 'SCHEDULED' ? 1 : 0);
      await expectEachDayOnce(who, who.id);
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });
});

describe('a late approval racing the run', () => {
  it('puts tomorrow on the sheet exactly once and gives back only the days before today', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const first = addStoreDays('2026-12-10', round * 2);
      setClock(instant(addStoreDays(first, -1), '11:00:00'));
      const who = await milk.subscriber({ endDate: addStoreDays(first, 5) });
      await milk.staffChange(who.id, { paid: true });
      // Its first day's run was made while it was pending.
      await generateMilkRun(db, first, instant(addStoreDays(first, -1), '15:00:00'));

      const today = addStoreDays(first, 1);
      const tomorrow = addStoreDays(today, 1);
      await generateMilkRun(db, today, instant(first, '15:00:00'));
      setClock(instant(today, '15:00:00.050'));
      const [approved] = await Promise.all([
        milk.staffChange(who.id, { status: 'ACTIVE' }),
        generateMilkRun(db, tomorrow, instant(today, '15:00:00')),
      ]);
      expect(approved.statusCode).toBe(200);
      expect(await milk.fates(who.id)).toEqual({
        [first]: 'UNSERVED',
        [today]: 'SCHEDULED',
        [tomorrow]: 'SCHEDULED',
      });
      const run = await milk.run(tomorrow);
      expect(run.deliveries.filter((d) => d.subscriptionId === who.id)).toHaveLength(1);
      await expectEachDayOnce(who, who.id);
    }
  });
});
