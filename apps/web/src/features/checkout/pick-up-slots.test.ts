import { describe, expect, it } from 'vitest';
import { pickUpDayLabel, pickUpDays, pickUpInstant } from './pick-up-slots';

const at = (iso: string) => new Date(iso);

describe('pick-up slots', () => {
  it.each([
    // now (store time)             first day      its first slot  its last slot
    ['2026-11-23T10:00:00+05:30', '2026-11-23', '10:15', '21:00'],
    ['2026-11-23T10:07:00+05:30', '2026-11-23', '10:15', '21:00'],
    ['2026-11-23T06:30:00+05:30', '2026-11-23', '08:00', '21:00'],
    ['2026-11-23T20:50:00+05:30', '2026-11-23', '21:00', '21:00'],
    // After closing, today has nothing left: tomorrow comes first.
    ['2026-11-23T21:00:00+05:30', '2026-11-24', '08:00', '21:00'],
    // 23:30 UTC is already the next morning at the store.
    ['2026-11-23T23:30:00Z', '2026-11-24', '08:00', '21:00'],
  ])('at %s the first day is %s, from %s to %s', (now, date, first, last) => {
    const [day] = pickUpDays(at(now));
    expect(day).toMatchObject({ date });
    expect(day?.slots[0]).toBe(first);
    expect(day?.slots.at(-1)).toBe(last);
  });

  it('steps every 15 minutes and reaches at most 7 days ahead', () => {
    const days = pickUpDays(at('2026-11-23T10:00:00+05:30'));
    expect(days.map((d) => d.date)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
    ]);
    expect(days[1]?.slots.slice(0, 3)).toEqual(['08:00', '08:15', '08:30']);
    expect(days[1]?.slots).toHaveLength(53);
    // Seven days from 10:00 is 10:00 on the 30th, and no later.
    expect(days.at(-1)?.slots.at(-1)).toBe('10:00');
  });

  it('sends a slot as an instant with the store offset', () => {
    expect(pickUpInstant('2026-11-24', '08:15')).toBe('2026-11-24T08:15:00+05:30');
    expect(new Date(pickUpInstant('2026-11-24', '21:00')).toISOString()).toBe(
      '2026-11-24T15:30:00.000Z',
    );
  });

  it.each([
    ['2026-11-23', { name: 'Today', date: '23 Nov' }],
    ['2026-11-24', { name: 'Tomorrow', date: '24 Nov' }],
    ['2026-11-25', { name: 'Wed', date: '25 Nov' }],
  ])('names %s for the day chips', (date, label) => {
    expect(pickUpDayLabel(date, at('2026-11-23T10:00:00+05:30'))).toEqual(label);
  });
});
