import { describe, expect, it } from 'vitest';
import type { SubscriptionDay } from '@grofresh/contracts';
import { calendarDayLabel, canPickDay, legendFor } from './calendar-days';

const day = (status: SubscriptionDay['status'], coins = 0): SubscriptionDay => ({
  date: '2026-11-30',
  status,
  quantity: 'HALF_LITRE',
  coins,
});

/** A day's state in words, so it reads without its colour (docs/product/rules.md#milk-subscriptions). */
describe('a calendar day’s words', () => {
  it('name the date, the state and the Grocoins credited', () => {
    expect(calendarDayLabel('2026-11-30', day('SKIPPED', 35))).toBe(
      '30 Nov, skipped, 35 Grocoins credited',
    );
    expect(calendarDayLabel('2026-11-30', day('UNSERVED', 35))).toBe(
      '30 Nov, not delivered, 35 Grocoins credited',
    );
  });

  it('name the quantity of a day that brings milk, and nothing more for a day skipped ahead', () => {
    expect(calendarDayLabel('2026-11-30', day('PLANNED'))).toBe('30 Nov, planned, HALF LITRE');
    expect(calendarDayLabel('2026-11-30', day('DELIVERED'))).toBe('30 Nov, delivered, HALF LITRE');
    expect(calendarDayLabel('2026-11-30', day('SKIPPED'))).toBe('30 Nov, skipped');
  });

  it('give only the date for a day outside the subscription', () => {
    expect(calendarDayLabel('2026-12-01', undefined)).toBe('1 Dec');
  });
});

describe('which days can be picked to skip or bring back', () => {
  it('a planned or skipped day after today, nothing else', () => {
    expect(canPickDay(day('PLANNED'), '2026-11-29')).toBe(true);
    expect(canPickDay(day('SKIPPED'), '2026-11-29')).toBe(true);
    // Credited: its run is made (tomorrow's, after 3 PM).
    expect(canPickDay(day('SKIPPED', 35), '2026-11-29')).toBe(false);
    expect(canPickDay(day('PLANNED'), '2026-11-30')).toBe(false);
    expect(canPickDay(day('PAUSED'), '2026-11-29')).toBe(false);
    expect(canPickDay(day('SCHEDULED'), '2026-11-29')).toBe(false);
  });

  it('the legend adds a state the month shows beyond the usual ones', () => {
    expect(legendFor([day('CANCELLED'), day('PLANNED')])).toEqual([
      'PLANNED',
      'DELIVERED',
      'SKIPPED',
      'PAUSED',
      'MISSED',
      'CANCELLED',
    ]);
  });
});
