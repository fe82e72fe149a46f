import { describe, expect, it } from 'vitest';
import { isAfterOrderCutoff, storeDate, storeSecondsOfDay, STORE_TIME_ZONE } from './time';

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

describe("the store's clock, read without Intl", () => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: STORE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const read = (at: Date) => {
    const p = Object.fromEntries(parts.formatToParts(at).map((part) => [part.type, part.value]));
    return {
      date: `${p.year}-${p.month}-${p.day}`,
      seconds: Number(p.hour) * 3600 + Number(p.minute) * 60 + Number(p.second),
    };
  };

  it.each([
    '2026-11-23T18:29:59Z', // 23:59:59 IST
    '2026-11-23T18:30:00Z', // midnight in Bengaluru, still the 23rd in London
    '2026-12-31T18:30:00Z',
    '2028-02-28T18:30:00Z', // a leap day
    '1969-12-31T20:00:00Z', // before the epoch
  ])('at %s it agrees with Asia/Kolkata', (at) => {
    const instant = new Date(at);
    expect({ date: storeDate(instant), seconds: storeSecondsOfDay(instant) }).toEqual(
      read(instant),
    );
  });

  it('agrees with Asia/Kolkata across ten years, hour by odd hour', () => {
    for (let t = Date.UTC(2020, 0, 1); t < Date.UTC(2030, 0, 1); t += 3_600_000 * 7 + 61_000) {
      const instant = new Date(t);
      expect({ date: storeDate(instant), seconds: storeSecondsOfDay(instant) }).toEqual(
        read(instant),
      );
    }
  });
});
