import { describe, expect, it } from 'vitest';
import {
  canMoveSubscription,
  deliveryDates,
  deliversOn,
  isInsideSubscriptionWindow,
  milkDayCoins,
  subscriptionBillPaise,
  subscriptionLastDate,
  subscriptionMoveRefusal,
  subscriptionStartDate,
  type DeliveryPlan,
} from './subscriptions';

describe('the 10 AM – 3 PM subscription window, read in India Standard Time', () => {
  it.each([
    ['2026-11-23T09:59:59+05:30', false],
    ['2026-11-23T10:00:00+05:30', true],
    ['2026-11-23T12:30:00+05:30', true],
    ['2026-11-23T14:59:59+05:30', true],
    ['2026-11-23T15:00:00+05:30', false],
    ['2026-11-23T23:30:00+05:30', false],
    ['2026-11-23T04:30:00Z', true], // 10:00 IST, whatever the machine's zone
    ['2026-11-23T04:29:59Z', false],
    ['2026-11-23T09:29:59Z', true], // 14:59:59 IST
    ['2026-11-23T09:30:00Z', false],
  ])('at %s the window is open: %s', (at, open) => {
    expect(isInsideSubscriptionWindow(new Date(at))).toBe(open);
  });
});

describe('start and last dates follow the store date', () => {
  it.each([
    ['2026-11-23T12:00:00+05:30', '2026-11-24', '2027-01-24'],
    // 23:30 UTC on the 30th is already the 1st in Kolkata.
    ['2026-11-30T23:30:00Z', '2026-12-02', '2027-02-01'],
    ['2026-12-31T11:00:00+05:30', '2027-01-01', '2027-03-03'],
    ['2028-02-28T11:00:00+05:30', '2028-02-29', '2028-04-30'],
  ])('made at %s: starts %s, may run to %s', (at, start, last) => {
    expect(subscriptionStartDate(new Date(at))).toBe(start);
    expect(subscriptionLastDate(new Date(at))).toBe(last);
  });
});

const daily = (startDate: string, endDate: string): DeliveryPlan => ({
  type: 'DAILY',
  startDate,
  endDate,
  includedDates: [],
  excludedDates: [],
});
const custom = (included: string[], excluded: string[] = []): DeliveryPlan => ({
  type: 'CUSTOM',
  startDate: included[0] ?? '',
  endDate: included.at(-1) ?? '',
  includedDates: included,
  excludedDates: excluded,
});

describe('the prepaid bill: delivery days × the daily price', () => {
  it.each([
    ['one day', daily('2026-11-24', '2026-11-24'), 1, 3200],
    ['across a month end', daily('2026-11-29', '2026-12-02'), 4, 12_800],
    ['across a year end', daily('2026-12-30', '2027-01-02'), 4, 12_800],
    ['across a leap day', daily('2028-02-27', '2028-03-01'), 4, 12_800],
    ['February of a common year', daily('2027-02-27', '2027-03-01'), 3, 9600],
    ['end before start', daily('2026-11-24', '2026-11-23'), 0, 0],
    [
      'custom across a month end, one excluded',
      custom(['2026-11-30', '2026-12-01', '2026-12-02'], ['2026-12-01']),
      2,
      6400,
    ],
    ['custom on a leap day', custom(['2028-02-28', '2028-02-29', '2028-03-01'], []), 3, 9600],
    ['custom with a date repeated', custom(['2026-12-01', '2026-12-01']), 1, 3200],
    ['custom all excluded', custom(['2026-12-01'], ['2026-12-01']), 0, 0],
  ])('%s: %i days, %i paise', (_, plan, days, paise) => {
    expect(deliveryDates(plan)).toHaveLength(days);
    expect(subscriptionBillPaise(plan, 3200)).toBe(paise);
  });

  it('lists the leap day among the deliveries and knows which dates it delivers on', () => {
    const plan = daily('2028-02-28', '2028-03-01');
    expect(deliveryDates(plan)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(deliversOn(plan, '2028-02-29')).toBe(true);
    expect(deliversOn(plan, '2028-03-02')).toBe(false);
    const c = custom(['2026-12-01', '2026-12-03'], ['2026-12-03']);
    expect(deliversOn(c, '2026-12-01')).toBe(true);
    expect(deliversOn(c, '2026-12-02')).toBe(false);
    expect(deliversOn(c, '2026-12-03')).toBe(false);
  });

  it('gives a paused day back as whole Grocoins', () => {
    expect(milkDayCoins(3200)).toBe(32);
    expect(milkDayCoins(3299)).toBe(32);
    expect(milkDayCoins(99)).toBe(0);
  });
});

describe('who may move a subscription where', () => {
  it.each([
    ['shopper', 'DAILY', 'ACTIVE', 'INACTIVE', true],
    ['shopper', 'DAILY', 'INACTIVE', 'ACTIVE', true],
    ['shopper', 'CUSTOM', 'ACTIVE', 'INACTIVE', false],
    ['shopper', 'DAILY', 'PENDING', 'ACTIVE', false],
    ['shopper', 'DAILY', 'ACTIVE', 'CANCELLED', true],
    ['shopper', 'CUSTOM', 'PENDING', 'CANCELLED', true],
    ['shopper', 'DAILY', 'INACTIVE', 'CANCELLED', true],
    ['shopper', 'DAILY', 'EXPIRED', 'CANCELLED', false],
    ['shopper', 'DAILY', 'EXPIRED', 'ACTIVE', false],
    ['staff', 'DAILY', 'PENDING', 'ACTIVE', true],
    ['staff', 'CUSTOM', 'PENDING', 'ACTIVE', true],
    ['staff', 'DAILY', 'PENDING', 'CANCELLED', true],
    ['staff', 'DAILY', 'PENDING', 'INACTIVE', false],
    ['staff', 'DAILY', 'INACTIVE', 'CANCELLED', true],
    ['staff', 'DAILY', 'CANCELLED', 'ACTIVE', false],
    ['staff', 'DAILY', 'EXPIRED', 'ACTIVE', false],
  ] as const)('%s, %s, %s → %s: %s', (actor, type, from, to, allowed) => {
    expect(canMoveSubscription(actor, type, from, to)).toBe(allowed);
  });

  it('says what was refused', () => {
    expect(subscriptionMoveRefusal('PENDING', 'INACTIVE')).toBe(
      'A pending subscription can’t be paused.',
    );
  });
});
