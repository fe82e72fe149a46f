import type { Coordinates } from '@grofresh/contracts';

export type PinProblem = 'denied' | 'unavailable' | 'unsupported';
export type PinOutcome = { coords: Coordinates } | { problem: PinProblem };

/** A door needs a fresh, precise fix, unlike the radius check's ten-minute-old one. */
const PIN_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 20_000,
  maximumAge: 60_000,
};

/** The W3C code for a refused permission (GeolocationPositionError.PERMISSION_DENIED). */
const PERMISSION_DENIED = 1;

/** Six decimals is about 10 cm: more only looks precise. */
const rounded = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

export const browserGeolocation = (): Geolocation | undefined =>
  typeof navigator !== 'undefined' && 'geolocation' in navigator
    ? navigator.geolocation
    : undefined;

/** 'Use my current location' for an address: where the device is now, or why not. */
export function currentPosition(geo: Geolocation | undefined): Promise<PinOutcome> {
  if (!geo) return Promise.resolve({ problem: 'unsupported' });
  return new Promise((resolve) =>
    geo.getCurrentPosition(
      (position) =>
        resolve({
          coords: {
            lat: rounded(position.coords.latitude),
            lon: rounded(position.coords.longitude),
          },
        }),
      (error) => resolve({ problem: error.code === PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      PIN_OPTIONS,
    ),
  );
}
