import type { CheckRadiusResponse } from '@grofresh/contracts';
import { ApiError } from '@/lib/api-client';
import type { LocationStatus } from '@/lib/location-status';
import type { Coordinates } from './api/check-radius';

export type { LocationStatus };

export interface LocationOutcome {
  status: Exclude<LocationStatus, 'idle' | 'checking'>;
  distanceKm?: number;
  /** The check failed because the store is not set up yet: the page says 'Opening soon'. */
  storeNotSetUp?: boolean;
}

/** A position up to 10 minutes old is good enough for a 6 km radius, and answers at once. */
const POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 15_000,
  maximumAge: 10 * 60_000,
};

/** The W3C code for a refused permission (GeolocationPositionError.PERMISSION_DENIED). */
const PERMISSION_DENIED = 1;

const currentPosition = (geo: Geolocation) =>
  new Promise<GeolocationPosition>((resolve, reject) =>
    geo.getCurrentPosition(resolve, reject, POSITION_OPTIONS),
  );

/**
 * The location check (docs/product/records.md#location): the browser's position, then the server's
 * radius check. Every failure ends as "not eligible"; the status says which, so the shopper can be
 * told what to do.
 */
export async function runLocationCheck(
  geo: Geolocation | undefined,
  check: (at: Coordinates) => Promise<CheckRadiusResponse>,
): Promise<LocationOutcome> {
  if (!geo) return { status: 'unsupported' };
  let position: GeolocationPosition;
  try {
    position = await currentPosition(geo);
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    return { status: code === PERMISSION_DENIED ? 'denied' : 'unavailable' };
  }
  try {
    const { withinRange, distanceKm } = await check({
      lat: position.coords.latitude,
      lon: position.coords.longitude,
    });
    return { status: withinRange ? 'eligible' : 'out-of-range', distanceKm };
  } catch (error) {
    const storeNotSetUp = error instanceof ApiError && error.body.code === 'STORE_NOT_SET_UP';
    return storeNotSetUp ? { status: 'error', storeNotSetUp } : { status: 'error' };
  }
}
