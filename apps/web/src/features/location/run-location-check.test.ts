import { describe, expect, it, vi } from 'vitest';
import { runLocationCheck } from './run-location-check';

const at = (latitude: number, longitude: number): Geolocation =>
  ({
    getCurrentPosition: (ok: PositionCallback) =>
      ok({ coords: { latitude, longitude } } as GeolocationPosition),
  }) as Geolocation;

const failing = (code: number): Geolocation =>
  ({
    getCurrentPosition: (_ok: PositionCallback, fail?: PositionErrorCallback | null) =>
      fail?.({ code } as GeolocationPositionError),
  }) as Geolocation;

describe('location check', () => {
  it('is eligible when the server says the position is within range', async () => {
    const check = vi.fn(async () => ({ withinRange: true, distanceKm: 1.2 }));
    await expect(runLocationCheck(at(12.97, 77.64), check)).resolves.toEqual({
      status: 'eligible',
      distanceKm: 1.2,
    });
    expect(check).toHaveBeenCalledWith({ lat: 12.97, lon: 77.64 });
  });

  it('is out of range when the server says so', async () => {
    const check = async () => ({ withinRange: false, distanceKm: 842 });
    await expect(runLocationCheck(at(19.07, 72.87), check)).resolves.toEqual({
      status: 'out-of-range',
      distanceKm: 842,
    });
  });

  it('tells a refused permission apart from a position that could not be found', async () => {
    const check = vi.fn();
    await expect(runLocationCheck(failing(1), check)).resolves.toEqual({ status: 'denied' });
    await expect(runLocationCheck(failing(3), check)).resolves.toEqual({ status: 'unavailable' });
    expect(check).not.toHaveBeenCalled();
  });

  it('reports a browser without geolocation, and a failed server check, as not eligible', async () => {
    await expect(runLocationCheck(undefined, vi.fn())).resolves.toEqual({ status: 'unsupported' });
    const broken = async () => Promise.reject(new Error('500'));
    await expect(runLocationCheck(at(1, 1), broken)).resolves.toEqual({ status: 'error' });
  });
});
