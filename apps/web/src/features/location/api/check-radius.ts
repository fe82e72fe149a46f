import type { storeEndpoints } from '@grofresh/contracts';
import { call, refTo } from '@/lib/call';

const radius = refTo<typeof storeEndpoints.checkRadius>('POST', '/common/check-radius');

export interface Coordinates {
  lat: number;
  lon: number;
}

/** POST /common/check-radius: is this point inside the store's delivery radius? */
export const checkRadius = (at: Coordinates) => call(radius, { body: at });
