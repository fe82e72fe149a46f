import { describe, expect, it } from 'vitest';
import { createTestShop } from '../../../test/harness';
import { demoStore } from '../../db/seed/demo-store';
import { distanceKm } from './distance';

const { app } = await createTestShop();

const checkRadius = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/common/check-radius', payload: payload as object });

describe('GET /api/store/get-config', () => {
  it("answers the store's contact, location, radius and milk prices", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/store/get-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      milkPriceSubscription: { HALF_LITRE: 32, ONE_LITRE: 62, TWO_LITRE: 120 },
      store: {
        name: demoStore.name,
        phone: demoStore.phone,
        whatsapp: demoStore.whatsapp,
        lat: demoStore.lat,
        lon: demoStore.lon,
        radiusKm: demoStore.radiusKm,
        upiId: demoStore.upiId,
        upiName: demoStore.upiName,
        address: demoStore.address,
        pickUpHours: { opens: '08:00', closes: '21:00' },
      },
    });
  });
});

describe('POST /api/common/check-radius', () => {
  it('is within range at the store itself', async () => {
    const res = await checkRadius({ lat: demoStore.lat, lon: demoStore.lon });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ withinRange: true, distanceKm: 0 });
  });

  it('is within range a few kilometres away and out of range in another city', async () => {
    const near = await checkRadius({ lat: 12.9352, lon: 77.6245 }); // Koramangala, ~4.5 km
    expect(near.json().withinRange).toBe(true);
    const mumbai = await checkRadius({ lat: 19.076, lon: 72.8777 });
    expect(mumbai.json().withinRange).toBe(false);
    expect(mumbai.json().distanceKm).toBeGreaterThan(800);
  });

  it.each([
    [{ lat: 91, lon: 77 }],
    [{ lat: 12, lon: -181 }],
    [{ lat: '12.9', lon: 77.6 }],
    [{ lat: 12.9 }],
    [{}],
    [[1, 2]],
  ])('refuses bad coordinates %j with 400', async (payload) => {
    const res = await checkRadius(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
  });
});

describe('distanceKm', () => {
  it.each([
    [{ lat: 0, lon: 0 }, { lat: 0, lon: 1 }, 111.19],
    [{ lat: 12.9719, lon: 77.6412 }, { lat: 19.076, lon: 72.8777 }, 848.27],
    [{ lat: 28.6139, lon: 77.209 }, { lat: 28.6139, lon: 77.209 }, 0],
  ])('measures great-circle distance %j to %j as about %d km', (a, b, km) => {
    expect(distanceKm(a, b)).toBeCloseTo(km, 0);
  });
});
