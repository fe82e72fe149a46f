import { describe, expect, it } from 'vitest';
import { PICK_UP_PASSED, pickUpTimeProblem } from './pick-up';

const now = new Date('2026-11-23T11:00:00+05:30');

describe('pick-up times', () => {
  it.each([
    ['2026-11-23T17:15:00+05:30', null],
    ['2026-11-23T08:00:00+05:30', PICK_UP_PASSED],
    ['2026-11-23T10:59:00+05:30', PICK_UP_PASSED],
    ['2026-11-24T07:45:00+05:30', 'The store hands over pick-ups between 8:00 and 21:00.'],
    ['2026-11-23T21:00:00+05:30', null],
    ['2026-11-23T21:15:00+05:30', 'The store hands over pick-ups between 8:00 and 21:00.'],
    ['2026-11-30T10:00:00+05:30', null],
    ['2026-12-01T10:00:00+05:30', 'Pick-up can be booked up to 7 days ahead.'],
    ['2026-11-23T12:00:00Z', null], // 17:30 in Bengaluru
  ])('%s → %s', (at, problem) => {
    expect(pickUpTimeProblem(new Date(at), now)).toBe(problem);
  });
});

describe("pick-up times follow the store's own hours", () => {
  const hours = { opens: '07:30', closes: '13:00' };
  it.each([
    ['2026-11-24T07:30:00+05:30', null],
    ['2026-11-24T07:15:00+05:30', 'The store hands over pick-ups between 7:30 and 13:00.'],
    ['2026-11-24T13:00:00+05:30', null],
    ['2026-11-24T17:15:00+05:30', 'The store hands over pick-ups between 7:30 and 13:00.'],
  ])('%s → %s', (at, problem) => {
    expect(pickUpTimeProblem(new Date(at), now, hours)).toBe(problem);
  });
});
