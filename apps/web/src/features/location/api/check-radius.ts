import type { CheckRadiusResponse } from '@grofresh/contracts';
import { api } from '@/lib/api-client';

export interface Coordinates {
  lat: number;
  lon: number;
}

/** POST /common/check-radius: is this point inside the store's delivery radius? */
export const checkRadius = (at: Coordinates) =>
  api<CheckRadiusResponse>('/common/check-radius', { method: 'POST', body: JSON.stringify(at) });
