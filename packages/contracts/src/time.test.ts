import { describe, expect, it } from 'vitest';
import { isAfterOrderCutoff } from './time';

describe('the 3:00 PM order cutoff, read in India Standard Time', () => {
  it.each([
    ['2026-11-23T14:59:59+05:30', false],
    ['2026-11-23T15:00:00+05:30', false],
    ['2026-11-23T15:00:01+05:30', true],
    ['2026-11-23T23:59:00+05:30', true],
    ['2026-11-24T00:00:00+05:30', false],
    ['2026-11-23T09:31:00Z', true], // 15:01 IST, whatever the machine's zone
    ['2026-11-23T09:29:00Z', false],
  ])('at %s it is after the cutoff: %s', (at, after) => {
    expect(isAfterOrderCutoff(new Date(at))).toBe(after);
  });
});
