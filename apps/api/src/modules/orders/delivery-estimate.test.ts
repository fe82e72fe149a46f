import { describe, expect, it } from 'vitest';
import { estimatedDelivery } from './delivery-estimate';

const delivery = (placedAt: string) =>
  estimatedDelivery({ deliveryType: 'DELIVERY', placedAt: new Date(placedAt), pickUpAt: null });

describe('the delivery estimate', () => {
  it.each([
    ['early in the morning', '2026-11-23T00:30:00+05:30', '2026-11-23T19:00:00+05:30'],
    ['a minute before the 15:00 cutoff', '2026-11-23T14:59:00+05:30', '2026-11-23T19:00:00+05:30'],
    ['a second before the cutoff', '2026-11-23T14:59:59+05:30', '2026-11-23T19:00:00+05:30'],
    ['at 15:00 exactly', '2026-11-23T15:00:00+05:30', '2026-11-24T19:00:00+05:30'],
    ['late at night', '2026-11-23T23:45:00+05:30', '2026-11-24T19:00:00+05:30'],
    ['on the last evening of a month', '2026-11-30T18:00:00+05:30', '2026-12-01T19:00:00+05:30'],
  ])('a home delivery placed %s comes in the evening slot it falls to', (_, placed, expected) => {
    expect(delivery(placed)?.toISOString()).toBe(new Date(expected).toISOString());
  });

  it('reads the cutoff on the store’s clock, whatever the server’s time zone', () => {
    // 09:20 UTC is 14:50 in Bengaluru: still today's slot.
    expect(delivery('2026-11-23T09:20:00Z')?.toISOString()).toBe('2026-11-23T13:30:00.000Z');
    // 09:30 UTC is 15:00 in Bengaluru: tomorrow's.
    expect(delivery('2026-11-23T09:30:00Z')?.toISOString()).toBe('2026-11-24T13:30:00.000Z');
  });

  it('gives a pick-up the time the shopper chose, before or after the cutoff', () => {
    const pickUpAt = new Date('2026-11-24T10:15:00+05:30');
    for (const placed of ['2026-11-23T11:00:00+05:30', '2026-11-23T16:00:00+05:30']) {
      expect(
        estimatedDelivery({ deliveryType: 'PICK_UP', placedAt: new Date(placed), pickUpAt }),
      ).toEqual(pickUpAt);
    }
  });
});
