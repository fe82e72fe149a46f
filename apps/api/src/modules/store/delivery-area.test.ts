import { describe, expect, it } from 'vitest';
import { isDeliverable, type DeliveryArea } from './delivery-area';
import { distanceKm } from './distance';

// The demo store's point; a degree of latitude is about 111.2 km on this earth.
const area: DeliveryArea = {
  lat: 12.9719,
  lon: 77.6412,
  deliveryRadiusKm: 5,
  servedPincodes: ['560038', '560008'],
};
const north = (km: number) => ({ lat: area.lat + km / 111.195, lon: area.lon });

describe('the delivery area rule (docs/product/rules.md#delivery-area)', () => {
  it('takes a pin exactly at the radius, and refuses one just outside it', () => {
    // The point whose measured distance is the radius itself, found by halving.
    let lo = 4.9;
    let hi = 5.1;
    for (let i = 0; i < 60; i++) {
      const mid = (lo + hi) / 2;
      if (distanceKm(area, north(mid)) <= 5) lo = mid;
      else hi = mid;
    }
    expect(distanceKm(area, north(lo))).toBeLessThanOrEqual(5);
    expect(isDeliverable(area, { location: north(lo) })).toBe(true);
    expect(isDeliverable(area, { location: north(5.001) })).toBe(false);
    expect(isDeliverable(area, { location: north(4.999) })).toBe(true);
  });

  it('lets a pin win over its pincode, either way', () => {
    expect(isDeliverable(area, { location: north(20), zip: '560038' })).toBe(false);
    expect(isDeliverable(area, { location: north(1), zip: '400001' })).toBe(true);
  });

  it('without a pin, takes a served pincode and refuses any other', () => {
    expect(isDeliverable(area, { location: null, zip: '560038' })).toBe(true);
    expect(isDeliverable(area, { zip: ' 560008 ' })).toBe(true);
    expect(isDeliverable(area, { location: null, zip: '400001' })).toBe(false);
  });

  it('takes an address with neither a pin nor a pincode: there is nothing to check', () => {
    expect(isDeliverable(area, { location: null, zip: '' })).toBe(true);
    expect(isDeliverable(area, {})).toBe(true);
  });

  it('refuses Mumbai (19.07, 72.87) from Bengaluru', () => {
    expect(isDeliverable(area, { location: { lat: 19.07, lon: 72.87 } })).toBe(false);
  });
});
