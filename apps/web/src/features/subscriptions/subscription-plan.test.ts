import { describe, expect, it } from 'vitest';
import { subscriptionMessages } from '@grofresh/contracts';
import { monthWeeks, shiftMonth } from './calendar-month';
import { SUBSCRIPTION_TAB_MESSAGES } from './messages';
import {
  customLastDay,
  deliveryCount,
  planBillPaise,
  planDays,
  planProblems,
  subscriptionBody,
  type PlanChoices,
} from './subscription-plan';

// 19:00 UTC on 23 Nov 2026 is already 00:30 on the 24th in Bengaluru.
const days = planDays(new Date('2026-11-23T19:00:00Z'));
const ok: PlanChoices = {
  daily: true,
  quantity: '1_litre',
  endDate: '2026-12-31',
  addressId: 'a1',
  excluded: new Set(),
};

describe('subscription plan', () => {
  it('reads today, tomorrow and the horizon on the store’s clock', () => {
    expect(days).toEqual({ today: '2026-11-24', tomorrow: '2026-11-25', last: '2027-01-25' });
  });

  it.each([
    [{ quantity: '' }, 'quantity', subscriptionMessages.quantityRequired],
    [{ endDate: '' }, 'endDate', subscriptionMessages.endDateRequired],
    [{ daily: false, endDate: '' }, 'endDate', subscriptionMessages.endDateRequired],
    [{ endDate: '2026-11-23' }, 'endDate', SUBSCRIPTION_TAB_MESSAGES.endDateInPast],
    [{ endDate: '2026-11-24' }, 'endDate', subscriptionMessages.endBeforeStart],
    [{ endDate: '2027-01-26' }, 'endDate', subscriptionMessages.endTooFar],
    [{ addressId: null }, 'address', subscriptionMessages.addressRequired],
    [
      { daily: false, endDate: '2026-11-25', excluded: new Set(['2026-11-25']) },
      'days',
      subscriptionMessages.customNoDays,
    ],
  ] as const)('refuses %o with its message', (change, field, message) => {
    expect(planProblems({ ...ok, ...change }, days)).toEqual({ [field]: message });
  });

  it('asks custom days for an end date too, and plans no day before one is chosen', () => {
    const custom = { ...ok, daily: false, endDate: '' };
    expect(planProblems(custom, days)).toEqual({ endDate: subscriptionMessages.endDateRequired });
    expect(customLastDay(custom, days)).toBeNull();
    expect(deliveryCount(custom, days)).toBe(0);
    expect(planBillPaise(custom, days, 64)).toBe(0);
  });

  it('runs custom days from tomorrow to the end date, never past the horizon', () => {
    const custom = { ...ok, daily: false, endDate: '2026-11-30' };
    expect(planProblems(custom, days)).toEqual({});
    const body = subscriptionBody(custom, days, { lat: 1, lon: 2 });
    expect(body).toMatchObject({ type: 'CUSTOM', endDate: '2026-11-30' });
    expect(body.includedDates).toHaveLength(6);
    expect(planBillPaise(custom, days, 64)).toBe(6 * 6400);
    const horizon = { ...custom, endDate: '2027-01-25' };
    expect(subscriptionBody(horizon, days, { lat: 1, lon: 2 }).includedDates).toHaveLength(62);
    expect(customLastDay({ ...custom, endDate: '2027-03-01' }, days)).toBe('2027-01-25');
  });

  it('drops excluded days that fall after the end date', () => {
    const custom = {
      ...ok,
      daily: false,
      endDate: '2026-11-30',
      excluded: new Set(['2026-11-26', '2026-12-05']),
    };
    expect(subscriptionBody(custom, days, { lat: 1, lon: 2 }).excludedDates).toEqual([
      '2026-11-26',
    ]);
  });
});

describe('calendar month', () => {
  it('steps across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
  });

  it('lays weeks out Monday to Sunday', () => {
    const weeks = monthWeeks('2027-02'); // 1 Feb 2027 is a Monday
    expect(weeks[0]?.[0]).toBe('2027-02-01');
    expect(weeks).toHaveLength(4);
    expect(monthWeeks('2026-11')[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
  });
});
